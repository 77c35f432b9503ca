import { layout } from '@content/layout.json'
import { fill } from '@/lib/text'
import { Icon } from './Icon'

export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <p className="flex gap-0.5 text-amber-500 dark:text-amber-400">
      <span className="sr-only">{fill(layout.rating, { rating, max })}</span>
      {Array.from({ length: max }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the n-th star is the key
        <Icon key={index} name="star" className={`size-5 ${index < rating ? 'fill-current' : 'opacity-30'}`} />
      ))}
    </p>
  )
}
