/** What the footer's newsletter form does on submit, loaded on first use to keep the shared bundle small. */
import { newsletterForm as n } from '@content/leads/form.json'
import { measureEvent } from '@/measure/later'
import { subscribeToNewsletter } from './send'
import { formLanguage } from './config'
import { cleanEmail, HONEYPOT_FIELD, LANGUAGE_FIELD } from '@functions/_shared/validation'

export type NewsletterStatus = { state: 'idle' | 'sending' | 'done' | 'error'; message: string }

export async function submitNewsletter(form: HTMLFormElement, setStatus: (status: NewsletterStatus) => void) {
  const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ''
  const email = cleanEmail(field('email'))
  if (!email) return setStatus({ state: 'error', message: n.invalid })
  setStatus({ state: 'sending', message: n.submitting })
  // The form's hidden field, which the post without JavaScript sends too; a form without one, the page's language.
  const result = await subscribeToNewsletter(email, field(HONEYPOT_FIELD), formLanguage(field(LANGUAGE_FIELD)))
  if (result.ok) {
    measureEvent({ kind: 'newsletter' })
    form.reset()
    setStatus({ state: 'done', message: n.success })
  } else {
    setStatus({ state: 'error', message: n.failurePrefix + result.message })
  }
}
