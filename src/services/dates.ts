import type { Validity } from '@/head/service-ld'

/** An offer's period of validity, unless it was over when the site was built (an old price period is not shown). */
export const currentValidity = (offer: { validFrom: string; validUntil: string } | undefined): Validity | undefined =>
  offer && offer.validUntil >= __BUILD_DAY__ ? { from: offer.validFrom, until: offer.validUntil } : undefined
