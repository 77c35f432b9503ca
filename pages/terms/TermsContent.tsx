import { terms } from '@content/legal/terms'
import { LegalDocumentView } from '@/ui/LegalDocumentView'

export default function TermsContent() {
  return <LegalDocumentView document={terms} />
}
