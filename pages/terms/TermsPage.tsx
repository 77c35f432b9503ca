import { terms } from '@content/legal/terms'
import { LegalDocumentView } from '@/ui/LegalDocumentView'

export default function TermsPage() {
  return <LegalDocumentView document={terms} />
}
