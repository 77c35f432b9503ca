import { Link } from '@/ui/Link'
import type { PricingPlan } from '@content/schema'
import { CheckList } from '@/ui/CheckList'
import { VatNote } from '@/ui/VatNote'
import { localPath } from '@/lang'
import PaymentLink from './blocks/PaymentLink'

/** What a plan's payment page takes at order, if it takes a deposit. */
function depositOf(payment: string, deposits: Parameters<typeof PricingPlans>[0]['deposits']) {
  const amount = deposits?.[payment]
  return deposits && typeof amount === 'string' ? { amount, percent: deposits.percent } : undefined
}

/** Plans side by side; a plan with a payment page opens it in a new tab, the others lead to the contact page. */
export function PricingPlans({
  plans,
  deposits,
  popularLabel,
}: {
  plans: readonly PricingPlan[]
  deposits?: { percent: number } & Partial<Record<string, string | number>>
  popularLabel: string
}) {
  return (
    <>
      <ul className="grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => (
          <li
            key={plan.name}
            className={`card relative flex flex-col ${plan.popular ? 'border-2 border-brand-600 dark:border-brand-400' : ''}`}
          >
            {plan.popular && (
              <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
                {popularLabel}
              </p>
            )}
            <h3 className="text-2xl font-bold">{plan.name}</h3>
            <p className="mt-3 text-4xl font-extrabold text-brand-700 dark:text-brand-300">{plan.price}</p>
            <p className="mt-1 font-semibold">{plan.pages}</p>
            <p className="muted mt-3">{plan.description}</p>
            <CheckList items={plan.features} className="mt-6 flex-1" />
            {plan.payment ? (
              <div className="mt-8">
                <PaymentLink
                  action={{ label: plan.cta, payment: plan.payment }}
                  deposit={depositOf(plan.payment, deposits)}
                  className={plan.popular ? 'btn-primary' : 'btn-secondary'}
                />
              </div>
            ) : (
              <Link to={localPath('/contact')} className="btn-secondary mt-8">
                {plan.cta}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <VatNote className="mt-6 text-center" />
    </>
  )
}
