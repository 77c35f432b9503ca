import { FIGURE_KINDS } from '@content/schema'
import { figures } from '@content/figures.json'
import { colon } from '@/lib/text'

type Figure = { value: string; label: string; counts: string; kind: string; since?: string; source?: string }

/**
 * The register of figures (content/figures.json) as a visitor reads it: every figure the site shows, grouped by what
 * it is, with what it counts and, for an industry figure, who published it. Key figures elsewhere link here.
 */
export function FigureRegister({
  sinceLabel,
  sourceLabel,
  kinds,
}: {
  sinceLabel: string
  sourceLabel: string
  /** Each kind's heading, in the page's language (content/pages/about.json). */
  kinds: Record<keyof typeof FIGURE_KINDS, string>
}) {
  const all = Object.entries(figures as Record<string, Figure>)
  return (
    <div className="space-y-10">
      {(Object.keys(FIGURE_KINDS) as (keyof typeof FIGURE_KINDS)[]).map((kind) => (
        <div key={kind}>
          <h3 className="text-xl font-bold">{kinds[kind]}</h3>
          <dl className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
            {all
              .filter(([, figure]) => figure.kind === kind)
              .map(([id, figure]) => (
                <div key={id} id={`chiffre-${id}`} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-6">
                  <dt>
                    <strong className="text-brand-700 dark:text-brand-300">{figure.value}</strong> {figure.label}
                  </dt>
                  <dd className="muted">
                    {figure.counts}
                    {figure.since && ` ${sinceLabel}\u00a0${figure.since}.`}
                    {figure.source && (
                      <>
                        {' '}
                        {sourceLabel}
                        {colon({ frenchSpace: '\u00a0' })}
                        {figure.source}.
                      </>
                    )}
                  </dd>
                </div>
              ))}
          </dl>
        </div>
      ))}
    </div>
  )
}
