import { type ComponentType, createContext, use } from 'react'
import type { ServiceAction as Action } from '@content/schema/services'
import { useModule } from '@/routes/modules'
import { ActionLink } from '@/ui/ActionLink'
import type { PaymentProps } from './blocks/PaymentLink'
import { PAYMENT_MODULE } from './section-kinds'

/** The dialogs of a service page by id (an `audit-dialog` section registers its opener), for the buttons that open one. */
export type DialogOpeners = Map<string, () => void>
export const DialogContext = createContext<DialogOpeners>(new Map())

/**
 * A call to action of a service file: a link, a payment page (a key of site.paymentLinks, in a new tab), or a button
 * that opens a dialog of the page.
 */
export function ServiceAction({ action, className }: { action: Action; className: string }) {
  const dialogs = use(DialogContext)
  if ('opens' in action)
    return (
      <button type="button" onClick={() => dialogs.get(action.opens)?.()} aria-haspopup="dialog" className={className}>
        {action.label}
      </button>
    )
  if ('payment' in action) return <PaymentAction action={action} className={className} />
  return <ActionLink action={action} className={className} />
}

/** A payment page's link, from the module that knows them (loaded with the page: its route names it). */
function PaymentAction(props: PaymentProps) {
  const { default: PaymentLink } = useModule<{ default: ComponentType<PaymentProps> }>(PAYMENT_MODULE)
  return <PaymentLink {...props} />
}

/** Several calls to action in a row: the first styled as the main one, the others alike. */
export function ServiceActions({ actions, main, other }: { actions: readonly Action[]; main: string; other: string }) {
  return actions.map((action, index) => (
    <ServiceAction key={action.label} action={action} className={index === 0 ? main : other} />
  ))
}
