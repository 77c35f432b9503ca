import type { Validity } from '@/head/service-ld'
const long = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** An offer's period of validity, unless it was over when the site was built (an old price period is not shown). */
export const currentValidity = (offer: { validFrom: string; validUntil: string } | undefined): Validity | undefined =>
  offer && offer.validUntil >= __BUILD_DAY__ ? { from: offer.validFrom, until: offer.validUntil } : undefined

/**
 * '2025-12-31' → '31 décembre 2025', '2025-01-01' → '1er janvier 2025' (French writes the first of the month as an
 * ordinal), the same at build and in any visitor's time zone (no date library needed).
 */
export const dayFr = (isoDay: string) =>
  long.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`)).replace(/^1(?=\s)/, '1er')
