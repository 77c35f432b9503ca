import site from '@content/site.json'
import type { PaymentLink as Payment } from '@content/schema'
import { ActionLink } from '@/ui/ActionLink'

export type PaymentProps = { action: { label: string; payment: Payment }; className: string }

/** A link to a payment page of site.paymentLinks, in a new tab. */
export default function PaymentLink({ action, className }: PaymentProps) {
  return <ActionLink action={{ label: action.label, href: site.paymentLinks[action.payment] }} className={className} />
}
