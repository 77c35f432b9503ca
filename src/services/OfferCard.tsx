import type { SectionOf, ServiceFile } from '@content/schema/services'
import { ActionLink } from '@/ui/ActionLink'
import { Icon } from '@/ui/Icon'
import { VatNote } from '@/ui/VatNote'
import { formatDate } from '@/lib/format'
import { currentValidity } from './dates'

type Props = { id: string; offer: Omit<SectionOf<'offer'>, 'type' | 'id'>; dates: ServiceFile['offer'] }

/** A priced offer with its period of validity (while it lasts). */
export function OfferCard({ id, offer, dates }: Props) {
  const period = currentValidity(dates)
  const validity =
    period && offer.validity.replace('{from}', formatDate(period.from)).replace('{until}', formatDate(period.until))
  return (
    <aside aria-labelledby={`${id}-title`} className="container-page">
      <div className="card flex flex-col gap-6 border-2 border-brand-200 md:flex-row md:items-center md:justify-between dark:border-brand-800">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold">
            {offer.title}
          </h2>
          <p className="muted mt-2 max-w-2xl">{offer.text}</p>
          <VatNote className="mt-1" />
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
