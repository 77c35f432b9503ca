import type { Stat } from '@content/schema'
import { FiguresLink } from './FiguresLink'

const columns = (count: number) => (count === 3 ? 'lg:grid-cols-3' : count >= 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4')

/**
 * Key figures as a description list: the number is the value, the label the term; under them, the link to the register
 * that says what each counts. `headline`: the row of four under a page's hero (two columns from the narrowest screens,
 * larger numbers).
 */
export function Figures({ items, headline = false }: { items: readonly Stat[]; headline?: boolean }) {
  return (
    <>
      <dl
        className={`key-figures grid gap-4 ${headline ? 'grid-cols-2 lg:grid-cols-4' : `sm:grid-cols-2 ${columns(items.length)}`}`}
      >
        {items.map((item) => (
          <div key={item.label} className="card flex flex-col-reverse text-center">
            <dt className={`muted text-sm ${headline ? 'mt-1' : 'mt-2'}`}>{item.label}</dt>
            <dd
              className={`text-3xl font-extrabold text-brand-700 dark:text-brand-300${headline ? ' sm:text-4xl' : ''}`}
            >
              {item.number}
            </dd>
          </div>
        ))}
      </dl>
      <FiguresLink className="mt-4 text-center" />
    </>
  )
}
