import { useCurrentPath } from '@/routes/pages'
import { browserMode } from '@/routes/router'
import { ContactForm, type ContactFormProps } from './ContactForm'
import { ContactFormIsland } from './ContactFormIsland'

/**
 * A page's contact form (`#contact-form`), at build: an island of its own in a page the browser keeps as served, a
 * part of the page in a hydrated one. The browser renders hydrated pages only: there it is the form
 * (./page-form.browser.tsx), without the build's renderer of islands.
 */
export function PageContactForm(props: ContactFormProps) {
  const kept = browserMode(useCurrentPath()) === 'kept'
  return kept ? <ContactFormIsland {...props} /> : <ContactForm {...props} />
}
