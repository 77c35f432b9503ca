import { useId, useRef, useState, type FormEvent } from 'react'
import { layout } from '@content/layout'
import { newsletterForm as n } from '@content/leads/form'
import { functionUrl } from '@/leads/config'
import { subscribeToNewsletter } from '@/leads/send'
import { cleanEmail, HONEYPOT_FIELD } from '@/leads/validation'

const t = layout.footer.newsletter

type Status = { state: 'idle' | 'sending' | 'done' | 'error'; message: string }

/**
 * The newsletter form (double opt-in): the function stores a pending subscription and mails a confirmation link.
 * Without JavaScript the form posts to the function, which answers with a French page of the site.
 */
export function NewsletterForm() {
  const inputId = useId()
  const [status, setStatus] = useState<Status>({ state: 'idle', message: '' })
  const honeypot = useRef<HTMLInputElement>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.state === 'sending') return
    const form = event.currentTarget
    const email = cleanEmail((form.elements.namedItem('email') as HTMLInputElement).value)
    if (!email) return setStatus({ state: 'error', message: n.invalid })
    setStatus({ state: 'sending', message: n.submitting })
    const result = await subscribeToNewsletter(email, honeypot.current?.value ?? '')
    if (result.ok) {
      form.reset()
      setStatus({ state: 'done', message: n.success })
    } else {
      setStatus({ state: 'error', message: n.failurePrefix + result.message })
    }
  }

  return (
    <form action={functionUrl('newsletter-subscribe')} method="post" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <label htmlFor={inputId} className="sr-only">
        {t.label}
      </label>
      <input id={inputId} name="email" type="email" autoComplete="email" required placeholder={t.placeholder} className="field min-w-0 flex-1" />
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <input ref={honeypot} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" disabled={status.state === 'sending'} className="btn-primary disabled:cursor-wait disabled:opacity-70">
        {t.button}
      </button>
      <p role="status" className={`text-sm sm:basis-full ${status.state === 'error' ? 'text-red-700 dark:text-red-300' : ''}`}>
        {status.message}
      </p>
    </form>
  )
}
