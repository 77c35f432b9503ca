import { Icon } from './Icon'
import { Inline } from './RichText'

/** A list of short points, each ticked. */
export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
          <span>
            <Inline text={item} />
          </span>
        </li>
      ))}
    </ul>
  )
}
