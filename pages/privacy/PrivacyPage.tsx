import { privacy } from '@content/legal/privacy'
import { LegalDocumentView } from '@/ui/LegalDocumentView'

export default function PrivacyPage() {
  return <LegalDocumentView document={privacy} />
}
