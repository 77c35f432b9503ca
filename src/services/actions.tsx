import { type ComponentType, createContext, use } from 'react'
import type { ServiceAction as Action, ServiceSectionType } from '@content/schema/services'
import { ActionLink } from '@/ui/ActionLink'
import type { PaymentProps } from './blocks/PaymentLink'
import type { BlockProps } from './blocks/types'

/** The dialogs of a service page by id (an `audit-dialog` section registers its opener), for the buttons that open one. */
export type DialogOpeners = Map<string, () => void>
export const DialogContext = createContext<DialogOpeners>(new Map())

/**
 * The modules a service page renders with beside its screen, loaded by its route (src/services/load-page.ts): its
 * special blocks, by section type, and the payment link's, if an action leads to a payment page.
 */
export type ServiceModules = {
  blocks: Partial<Record<ServiceSectionType, ComponentType<BlockProps<never>>>>
  PaymentLink?: ComponentType<PaymentProps>
}
export const ServiceModulesContext = createContext<ServiceModules>({ blocks: {} })

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

/** A payment page's link, from the module that knows them (loaded with the page by its route). */
function PaymentAction(props: PaymentProps) {
  const { PaymentLink } = use(ServiceModulesContext)
  if (!PaymentLink) throw new Error(`Lien de paiement non chargé : ${props.action.label}`)
  return <PaymentLink {...props} />
}

/** Several calls to action in a row: the first styled as the main one, the others alike. */
export function ServiceActions({ actions, main, other }: { actions: readonly Action[]; main: string; other: string }) {
  return actions.map((action, index) => (
    <ServiceAction key={action.label} action={action} className={index === 0 ? main : other} />
  ))
}
