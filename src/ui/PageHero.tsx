import type { ReactNode } from 'react'
import { ActionLink, type Action } from './ActionLink'

type Props = {
  eyebrow?: string
  title: string
  children?: ReactNode
  primary?: Action
  secondary?: Action
  aside?: ReactNode
  /** Calls to action that are not plain links (a button that opens a dialog, a payment link), shown first. */
  actions?: ReactNode
}

/** The top of a page: its one H1, an introduction and up to two calls to action. */
export function PageHero({ eyebrow, title, children, primary, secondary, aside, actions }: Props) {
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white dark:from-brand-950 dark:to-slate-950">
      <div className={`container-page grid gap-10 py-16 sm:py-20 ${aside ? 'lg:grid-cols-2 lg:items-center' : ''}`}>
        <div className="max-w-3xl">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">{title}</h1>
          {children && <div className="muted mt-6 space-y-4 text-lg">{children}</div>}
          {(primary || secondary || actions) && (
            <div className="mt-8 flex flex-wrap gap-3">
              {actions}
              {primary && <ActionLink action={primary} />}
              {secondary && <ActionLink action={secondary} variant="secondary" />}
            </div>
          )}
        </div>
        {aside}
      </div>
    </section>
  )
}
