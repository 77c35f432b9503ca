import type { FaqEntry } from '@content/schema'
import { Icon } from './Icon'
import { Inline } from './RichText'

/**
 * Questions and answers as one exclusive accordion: the browser keeps at most one <details> of a name group open,
 * lets the open one close, and does so before any JavaScript runs.
 */
export function FaqList({ name, items }: { name: string; items: readonly FaqEntry[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {items.map((item) => (
        <details key={item.question} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 [&::-webkit-details-marker]:hidden">
            <h3 className="text-lg font-semibold">{item.question}</h3>
            <Icon name="chevron-down" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="muted px-6 pb-6">
            <Inline text={item.answer} />
          </p>
        </details>
      ))}
    </div>
  )
}
