import { useId } from 'react'
import type { Stat } from '@content/schema'
import { FiguresLink } from './FiguresLink'

/**
 * Headline figures as a description list: the number is the value, the label the term. A section of the page, so it
 * has a heading (read by screen readers, not shown: the figures speak for themselves on screen).
 */
export function StatsRow({ label, stats }: { label: string; stats: readonly Stat[] }) {
  const heading = useId()
  return (
    <section aria-labelledby={heading} className="container-page">
      <h2 id={heading} className="sr-only">
        {label}
      </h2>
      <dl className="key-figures grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="card flex flex-col-reverse text-center">
            <dt className="muted mt-1 text-sm">{stat.label}</dt>
            <dd className="text-3xl font-extrabold text-brand-700 sm:text-4xl dark:text-brand-300">{stat.number}</dd>
          </div>
        ))}
      </dl>
      <FiguresLink className="mt-4 text-center" />
    </section>
  )
}
