import { ICONS, type IconName } from './icon-names'

export const isIconName = (name: string): name is IconName => name in ICONS

/** A decorative icon from the sprite (hidden from assistive technology: the text next to it carries the meaning). */
export function Icon({ name, className = 'size-5' }: { name: IconName | (string & {}); className?: string }) {
  const id = isIconName(name) ? name : 'sparkles'
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      viewBox="0 0 24 24"
    >
      <use href={`${__ICON_SPRITE__}#${id}`} />
    </svg>
  )
}
