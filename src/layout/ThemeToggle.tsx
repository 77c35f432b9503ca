import { useId } from 'react'
import { layout } from '@content/layout.json'
import { useTheme } from '@/theme/useTheme'
import { Icon } from '@/ui/Icon'
import { labelled } from '@/lib/text'

const icons = { dark: 'moon', light: 'sun', system: 'sun-moon' } as const

/** Cycles dark → light → system. The label stays the spec's; the current choice is given as the button's title. */
export function ThemeToggle() {
  const { theme, cycle } = useTheme()
  const statusId = useId()
  const current = labelled(layout.header.themeStatus, layout.header.themeNames[theme])
  return (
    <button
      type="button"
      onClick={cycle}
      aria-label={layout.header.themeToggle}
      aria-describedby={statusId}
      title={current}
      data-theme-choice={theme}
      className="icon-button"
    >
      <Icon name={icons[theme]} />
      <span id={statusId} className="sr-only" aria-live="polite">
        {current}
      </span>
    </button>
  )
}
