import type { Card } from '@content/schema'
import { IconBadge } from './IconBadge'
import { Inline } from './RichText'

const columns = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }

/** Cards of an icon, a title (H3) and a short text: benefits, pillars, contents, site types… */
export function FeatureCards({ items, cols = 4 }: { items: readonly Card[]; cols?: keyof typeof columns }) {
  return (
    <ul className={`grid gap-6 ${columns[cols]}`}>
      {items.map((item) => (
        <li key={item.title} className="card">
          <IconBadge name={item.icon} />
          <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
          <p className="muted mt-2">
            <Inline text={item.text} />
          </p>
        </li>
      ))}
    </ul>
  )
}
