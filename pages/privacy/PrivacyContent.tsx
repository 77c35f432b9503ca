import { privacy } from '@content/legal/privacy'
import { LegalDocumentView } from '@/ui/LegalDocumentView'

export default function PrivacyContent() {
  return <LegalDocumentView document={privacy} />
}
