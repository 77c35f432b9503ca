/**
 * The contact form where a kept page's markup holds it (/contact, a service page, an article embedding
 * <ContactForm />): an island (src/browser/islands.ts). The build renders it as a root of its own, and the browser
 * hydrates just that root once the page is live, with the app's navigation for its links. The rest of the page stays
 * as served.
 */
import { StrictMode, type ReactNode } from 'react'
import { Router, type Navigator } from 'react-router-dom'
import type { IslandContext } from '@/browser/islands'
import { ContactForm, type ContactFormProps } from './ContactForm'

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

/** At build: the island's markup (rendered apart by src/contact/ContactFormIsland.tsx). */
export const builtIsland = (props: ContactFormProps, location: string) => ({
  element: island(props, location, { createHref: hrefOf, push: () => {}, replace: () => {}, go: () => {} }),
  options: { identifierPrefix: IDENTIFIER_PREFIX },
})

/** In the browser: hydrates the contact form island of this element. */
export async function startContactForm(
  element: HTMLElement,
  props: ContactFormProps,
  { navigate }: IslandContext,
): Promise<() => void> {
  const { hydrateRoot } = await import('react-dom/client')
  const navigator: Navigator = {
    createHref: hrefOf,
    push: (to) => navigate(to),
    replace: (to) => navigate(to, { replace: true }),
    go: (delta) => window.history.go(delta),
  }
  const location = window.location.pathname + window.location.search
  const root = hydrateRoot(element, island(props, location, navigator), { identifierPrefix: IDENTIFIER_PREFIX })
  return () => root.unmount()
}
