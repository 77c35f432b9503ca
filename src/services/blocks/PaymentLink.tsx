import { Link } from '@/ui/Link'
import { payment } from '@content/layout.json'
import site from '@content/site.json'
import type { PaymentLink as Payment } from '@content/schema'
import { lang } from '@/lang'
import { amountIn } from '@/lib/format'
import { fill } from '@/lib/text'
import { ExternalLink } from '@/ui/ExternalLink'

/** `deposit`: what a plan's payment page takes at order, and its share of the price (its service's `deposits`); else it
 * charges monthly. */
export type PaymentProps = {
  action: { label: string; payment: Payment }
  deposit?: { amount: string; percent: number }
  className: string
}

/**
 * A link to a payment page of site.paymentLinks, in a new tab, preceded by what it charges, the VAT mention and the
 * terms of sale (the law of selling online); `data-payment` names it for the audience measure.
 */
export default function PaymentLink({ action, deposit, className }: PaymentProps) {
  const monthly = (site.monthlyCharges as Partial<Record<Payment, string>>)[action.payment]
  const amount = deposit?.amount ?? monthly
  if (!amount) throw new Error(`Lien de paiement « ${action.payment} » sans montant : ni acompte, ni abonnement`)
  const { terms, ...says } = payment
  return (
    <span className="flex flex-col gap-2">
      <small className="muted">
        {fill(deposit ? says.deposit : says.monthly, {
          percent: String(deposit?.percent),
          amount: amountIn(lang, amount),
        })}{' '}
        {site.vatMention}.{' '}
        <Link to={terms.href} className="link">
          {terms.label}
        </Link>
      </small>
      <ExternalLink href={site.paymentLinks[action.payment]} className={className} data-payment={action.payment}>
        {action.label}
      </ExternalLink>
    </span>
  )
}
