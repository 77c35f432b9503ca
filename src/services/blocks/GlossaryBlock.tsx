import type { BlockProps } from './types'

/** Terms and their definitions, in two columns. */
export default function GlossaryBlock({ section }: BlockProps<'glossary'>) {
  return (
    <dl className="grid gap-x-10 gap-y-6 md:grid-cols-2">
      {section.items.map((entry) => (
        <div key={entry.term} className="border-l-4 border-brand-500 pl-4">
          <dt className="text-lg font-bold">{entry.term}</dt>
          <dd className="muted mt-1">{entry.definition}</dd>
        </div>
      ))}
    </dl>
  )
}
