/**
 * A newsletter form in a kept page's served markup (the blog index's; its island, src/browser/islands.ts): it sends
 * without leaving the page, as the footer's does (src/layout/NewsletterForm.tsx), rather than as the plain post it is
 * without JavaScript.
 */
import { NEWSLETTER_ERROR_CLASSES } from './newsletter-markers'
import type { NewsletterStatus } from './newsletter-submit'

export function startNewsletterForm(form: HTMLElement): () => void {
  const onSubmit = (event: SubmitEvent) => {
    if (!(form instanceof HTMLFormElement)) return
    event.preventDefault()
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
    const line = form.querySelector<HTMLElement>('[role="status"]')
    if (button?.disabled) return
    const show = ({ state, message }: NewsletterStatus) => {
      if (button) button.disabled = state === 'sending'
      if (!line) return
      line.textContent = message
      for (const name of NEWSLETTER_ERROR_CLASSES) line.classList.toggle(name, state === 'error')
    }
    void import('./newsletter-submit').then(({ submitNewsletter }) => submitNewsletter(form, show))
  }
  form.addEventListener('submit', onSubmit)
  return () => form.removeEventListener('submit', onSubmit)
}
