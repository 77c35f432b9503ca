import { PricingPlans } from '@/services/PricingPlans'
import type { BlockProps } from './types'

/** The site-creation plans, and the note below them. */
export default function PricingPlansBlock({ section, service }: BlockProps<'pricing-plans'>) {
  return (
    <>
      <PricingPlans plans={section.plans} deposits={service.deposits} popularLabel={section.popularLabel} />
      <p className="muted mt-8 text-center text-sm">{section.note}</p>
    </>
  )
}
