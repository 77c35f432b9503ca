import { Icon } from './Icon'

/** An icon on a tinted square, at the top of a card. */
export function IconBadge({ name }: { name: string }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-200">
      <Icon name={name} className="size-6" />
    </span>
  )
}
