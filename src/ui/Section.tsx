import type { ReactNode } from 'react'

type Props = {
  id?: string
  title: string
  intro?: string
  children: ReactNode
  tone?: 'plain' | 'tinted'
  className?: string
}

/** A titled band of a page (its H2), optionally tinted to separate it from its neighbours. */
export function Section({ id, title, intro, children, tone = 'plain', className = '' }: Props) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${tone === 'tinted' ? 'bg-slate-50 dark:bg-slate-925' : ''} py-16 sm:py-20 ${className}`}
    >
      <div className="container-page">
        <div className="max-w-3xl">
          <h2 id={headingId} className="section-title">
            {title}
          </h2>
          {intro && <p className="muted mt-4 text-lg">{intro}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}
