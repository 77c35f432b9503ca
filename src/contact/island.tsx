/**
 * The contact form where a kept page's markup holds it (an article embedding <ContactForm />): an island. The build
 * renders it as a root of its own, and the browser hydrates just that root once the page is live, with the app's
 * navigation for its links. The rest of the article stays as served.
 */
import { StrictMode, type ReactNode } from 'react'
import { Router, type Navigator } from 'react-router-dom'
import type { NavigateFunction } from 'react-router-dom'
import { ContactForm, type ContactFormProps } from './ContactForm'

import { CONTACT_ISLAND_SELECTOR } from './island-selector'
/** Ids of the island's fields: the same at build and in the browser, apart from the page's own. */
const IDENTIFIER_PREFIX = 'formulaire-'

/** The address a link of the island points at (React Router hands a resolved path). */
const hrefOf: Navigator['createHref'] = (to) =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`

const island = (props: ContactFormProps, location: string, navigator: Navigator): ReactNode => (
  <StrictMode>
    <Router location={location} navigator={navigator} static={import.meta.env.SSR}>
      <ContactForm {...props} />
    </Router>
  </StrictMode>
)

/** At build: the island's markup (rendered by src/blog/body/ArticleContactForm.tsx). */
export const builtIsland = (props: ContactFormProps, location: string) => ({
  element: island(props, location, { createHref: hrefOf, push: () => {}, replace: () => {}, go: () => {} }),
  options: { identifierPrefix: IDENTIFIER_PREFIX },
})

/** In the browser: hydrates every contact form island under `root`. */
export async function hydrateContactForms(
  root: HTMLElement,
  { navigate }: { navigate: NavigateFunction },
): Promise<() => void> {
  const { hydrateRoot } = await import('react-dom/client')
  const navigator: Navigator = {
    createHref: hrefOf,
    push: (to) => navigate(to),
    replace: (to) => navigate(to, { replace: true }),
    go: (delta) => window.history.go(delta),
  }
  const location = window.location.pathname + window.location.search
  const roots = [...root.querySelectorAll<HTMLElement>(CONTACT_ISLAND_SELECTOR)].map((element) =>
    hydrateRoot(element, island(JSON.parse(element.dataset.props ?? '{}'), location, navigator), {
      identifierPrefix: IDENTIFIER_PREFIX,
    }),
  )
  return () => {
    for (const island of roots) island.unmount()
  }
}
