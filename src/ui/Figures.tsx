import type { Stat } from '@content/schema'
import { FiguresLink } from './FiguresLink'

/** Key figures inside a section, as a description list: the number is the value, the label the term. */
export function Figures({ items }: { items: readonly Stat[] }) {
  return (
    <>
      <dl
        className={`key-figures grid gap-4 sm:grid-cols-2 ${items.length === 3 ? 'lg:grid-cols-3' : items.length >= 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}
      >
        {items.map((item) => (
          <div key={item.label} className="card flex flex-col-reverse text-center">
            <dt className="muted mt-2 text-sm">{item.label}</dt>
            <dd className="text-3xl font-extrabold text-brand-700 dark:text-brand-300">{item.number}</dd>
          </div>
        ))}
      </dl>
      <FiguresLink className="mt-4 text-center" />
    </>
  )
}
