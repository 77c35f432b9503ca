import { useId } from 'react'
import type { Stat } from '@content/schema'
import { Figures } from './Figures'

/**
 * Headline figures under a page's hero. A section of the page, so it has a heading (read by screen readers, not
 * shown: the figures speak for themselves on screen).
 */
export function StatsRow({ label, stats }: { label: string; stats: readonly Stat[] }) {
  const heading = useId()
  return (
    <section aria-labelledby={heading} className="container-page">
      <h2 id={heading} className="sr-only">
        {label}
      </h2>
      <Figures items={stats} headline />
    </section>
  )
}
