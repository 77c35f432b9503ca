import type { IconName } from './icon-names'

/**
 * A decorative icon from the sprite (hidden from assistive technology: the text next to it carries the meaning).
 * Content names its icons by string; the build checks them against the sprite (src/content/validate.ts), so the
 * list of names need not travel to the browser.
 */
export function Icon({ name, className = 'size-5' }: { name: IconName | (string & {}); className?: string }) {
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
      <use href={`${__ICON_SPRITE__}#${name}`} />
    </svg>
  )
}
