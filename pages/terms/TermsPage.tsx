import { terms } from '@content/legal/terms.json'
import type { LegalDocument } from '@content/schema'
import { LegalDocumentView } from '@/ui/LegalDocumentView'

export default function TermsPage() {
  return <LegalDocumentView document={terms as LegalDocument} />
}
