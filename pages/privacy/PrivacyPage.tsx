import { privacy } from '@content/legal/privacy.json'
import type { LegalDocument } from '@content/schema'
import { LegalDocumentView } from '@/ui/LegalDocumentView'

export default function PrivacyPage() {
  return <LegalDocumentView document={privacy as LegalDocument} />
}
