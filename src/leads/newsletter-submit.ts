/** What the footer's newsletter form does on submit, loaded on first use to keep the shared bundle small. */
import { newsletterForm as n } from '@content/leads/form.json'
import { measureEvent } from '@/measure/later'
import { lang } from '@/lang'
import { subscribeToNewsletter } from './send'
import { cleanEmail, HONEYPOT_FIELD } from '@functions/_shared/validation'

export type NewsletterStatus = { state: 'idle' | 'sending' | 'done' | 'error'; message: string }

export async function submitNewsletter(form: HTMLFormElement, setStatus: (status: NewsletterStatus) => void) {
  const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ''
  const email = cleanEmail(field('email'))
  if (!email) return setStatus({ state: 'error', message: n.invalid })
  setStatus({ state: 'sending', message: n.submitting })
  // The page's language, which the form's hidden field names for the post without JavaScript.
  const result = await subscribeToNewsletter(email, field(HONEYPOT_FIELD), lang)
  if (result.ok) {
    measureEvent({ kind: 'newsletter' })
    form.reset()
    setStatus({ state: 'done', message: n.success })
  } else {
    setStatus({ state: 'error', message: n.failurePrefix + result.message })
  }
}
