import type { Step } from '@content/schema'
import { Inline } from './RichText'

/** A numbered process: each step's number, title (H3) and description. */
export function StepList({ items }: { items: readonly Step[] }) {
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${items.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-5'}`}>
      {items.map((item, index) => (
        <li key={item.title} className="card">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
          <p className="muted mt-2 text-sm">
            <Inline text={item.text} />
          </p>
        </li>
      ))}
    </ol>
  )
}
