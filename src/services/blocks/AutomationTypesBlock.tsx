import { IconBadge } from '@/ui/IconBadge'
import type { BlockProps } from './types'
import { colon } from '@/lib/text'

/** The kinds of automation, each with the tools it uses. */
export default function AutomationTypesBlock({ section }: BlockProps<'automation-types'>) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {section.items.map((type) => (
        <li key={type.title} className="card flex flex-col">
          <IconBadge name={type.icon} />
          <h3 className="mt-4 text-xl font-bold">{type.title}</h3>
          <p className="muted mt-2 flex-1">{type.text}</p>
          <p className="mt-4 text-sm">
            <span className="font-semibold">{section.toolsLabel}</span>
            {colon({ frenchSpace: '\u00a0' })}
            {type.tools.join(', ')}
          </p>
        </li>
      ))}
    </ul>
  )
}
