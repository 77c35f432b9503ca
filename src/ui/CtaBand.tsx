import type { ReactNode } from 'react'
import { ActionLink, type Action } from './ActionLink'

type Props = {
  title: string
  text: string
  primary?: Action
  secondary?: Action
  /** Between the two: buttons that are not links, or all of a service page's calls to action. */
  children?: ReactNode
}

/** The closing call to action of a page. */
export function CtaBand({ title, text, primary, secondary, children }: Props) {
  return (
    <section aria-labelledby="cta-title" className="container-page py-16">
      <div className="rounded-3xl bg-brand-700 px-6 py-12 text-center text-white sm:px-12 dark:bg-brand-800">
        <h2 id="cta-title" className="section-title">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {primary && <ActionLink action={primary} className="btn bg-white text-brand-800 hover:bg-brand-50" />}
          {children}
          {secondary && (
            <ActionLink action={secondary} className="btn border border-white/70 text-white hover:bg-white/10" />
          )}
        </div>
      </div>
    </section>
  )
}
