import site from '@content/site.json'
import type { PaymentLink as Payment } from '@content/schema'
import { ExternalLink } from '@/ui/ExternalLink'

export type PaymentProps = { action: { label: string; payment: Payment }; className: string }

/** A link to a payment page of site.paymentLinks, in a new tab; `data-payment` names it for the audience measure. */
export default function PaymentLink({ action, className }: PaymentProps) {
  return (
    <ExternalLink href={site.paymentLinks[action.payment]} className={className} data-payment={action.payment}>
      {action.label}
    </ExternalLink>
  )
}
