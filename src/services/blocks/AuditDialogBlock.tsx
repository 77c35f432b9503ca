import { use } from 'react'
import { useAuditDialog } from '@/services/AuditDialog'
import { DialogContext } from '@/services/actions'
import type { BlockProps } from './types'

/** The free one-page audit's dialog, which the page's buttons with `opens` set to its id open. */
export default function AuditDialogBlock({ section }: BlockProps<'audit-dialog'>) {
  const audit = useAuditDialog(section)
  // Registered as it renders, so that a tap queued before the page was live (src/browser/early-clicks.ts) finds it.
  use(DialogContext).set(section.id, audit.open)
  return audit.dialog
}
