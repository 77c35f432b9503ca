import { cgv } from '@content/legal/cgv.json'
import type { LegalDocument } from '@content/schema'
import { LegalDocumentView } from '@/ui/LegalDocumentView'

export default function CgvPage() {
  return <LegalDocumentView document={cgv as LegalDocument} />
}
