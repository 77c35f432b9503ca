import type { Tool } from '@content/schema'

const free = 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100'
const paid = 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100'
/** The price badges' words in each language (content/services/*.json and content/en/services/*.json). */
const badgeTone: Record<string, string> = { Gratuit: free, Payant: paid, Free: free, Paid: paid }

/** Tools with their price badge (Gratuit / Payant, Free / Paid in English) or their family. */
export function ToolList({ items }: { items: readonly Tool[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((tool) => (
        <li key={tool.name} className="card">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-lg font-bold">{tool.name}</h3>
            <span
              className={`rounded-full px-3 py-1 text-xs font-semibold ${badgeTone[tool.badge] ?? 'bg-brand-100 text-brand-900 dark:bg-brand-900/60 dark:text-brand-100'}`}
            >
              {tool.badge}
            </span>
          </div>
          <p className="muted mt-2 text-sm">{tool.text}</p>
        </li>
      ))}
    </ul>
  )
}
