import { ServiceAction } from '@/services/actions'
import { CheckList } from '@/ui/CheckList'
import { VatNote } from '@/ui/VatNote'
import type { BlockProps } from './types'

/** The local SEO subscription: its monthly price, what it includes, and its payment button. */
export default function LocalPricingBlock({ section }: BlockProps<'local-pricing'>) {
  return (
    <div className="card mx-auto max-w-md border-2 border-brand-600 text-center dark:border-brand-400">
      <p className="text-5xl font-extrabold text-brand-700 dark:text-brand-300">
        {section.price}
        <span className="text-2xl font-bold">{section.period}</span>
      </p>
      <VatNote className="mt-2" />
      <CheckList items={section.features} className="mt-6 text-left" />
      <ServiceAction action={section.pay} className="btn-primary mt-8 w-full" />
    </div>
  )
}
