import type { SeoIaPage } from '@content/schema'
import { ActionLink } from '@/ui/ActionLink'
import { Icon } from '@/ui/Icon'
import { currentValidity, dayFr } from './dates'

/** A priced offer with its period of validity (while it lasts). */
export function OfferCard({ offer }: { offer: SeoIaPage['offer'] }) {
  const period = currentValidity(offer)
  const validity =
    period && offer.validity.replace('{from}', dayFr(period.from)).replace('{until}', dayFr(period.until))
  return (
    <aside aria-labelledby="offre-title" className="container-page">
      <div className="card flex flex-col gap-6 border-2 border-brand-200 md:flex-row md:items-center md:justify-between dark:border-brand-800">
        <div>
          <h2 id="offre-title" className="text-2xl font-bold">
            {offer.title}
          </h2>
          <p className="muted mt-2 max-w-2xl">{offer.text}</p>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm font-medium">
            {validity && <span>{validity}</span>}
            <span className="inline-flex items-center gap-1.5">
              <Icon name="clock" className="size-4" />
              {offer.delay}
            </span>
          </p>
        </div>
        <ActionLink action={offer.cta} className="btn-primary shrink-0" />
      </div>
    </aside>
  )
}
