import { OfferCard } from '@/services/OfferCard'
import type { BlockProps } from './types'

/** The priced offer of a service, with the period of validity of its file's `offer` dates. */
export default function OfferBlock({ section, service }: BlockProps<'offer'>) {
  return <OfferCard id={section.id} offer={section} dates={service.offer} />
}
