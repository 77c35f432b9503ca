import { useId, useState, type FormEvent } from 'react'
import { layout } from '@content/layout.json'
import { islandMarker } from '@/browser/island-marker'
import { lang } from '@/lang'
import { functionUrl } from '@/leads/config'
import { NEWSLETTER_ERROR_CLASSES } from '@/leads/newsletter-markers'
import type { NewsletterStatus } from '@/leads/newsletter-submit'

const t = layout.footer.newsletter

/**
 * The newsletter form (double opt-in): the function stores a pending subscription and mails a confirmation link.
 * Without JavaScript the form posts to the function, which answers with a page of the site in the page's language
 * (`lang`, in the hidden field `language`). The submit logic loads on first use: this form is on every page.
 */
export function NewsletterForm() {
  const inputId = useId()
  const [status, setStatus] = useState<NewsletterStatus>({ state: 'idle', message: '' })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.state === 'sending') return
    const form = event.currentTarget
    void import('@/leads/newsletter-submit').then(({ submitNewsletter }) => submitNewsletter(form, setStatus))
  }

  return (
    <form
      action={functionUrl('newsletter-subscribe')}
      method="post"
      onSubmit={submit}
      {...islandMarker('newsletter')}
      className="flex flex-col gap-2 sm:flex-row sm:flex-wrap"
    >
      <label htmlFor={inputId} className="sr-only">
        {t.label}
      </label>
      <input
        id={inputId}
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder={t.placeholder}
        className="field min-w-0 flex-1"
      />
      {/* A field people never see nor reach: robots fill it in, and the function then keeps nothing. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name="language" value={lang} />
      <button
        type="submit"
        disabled={status.state === 'sending'}
        className="btn-primary disabled:cursor-wait disabled:opacity-70"
      >
        {t.button}
      </button>
      <p
        role="status"
        className={`text-sm sm:basis-full ${status.state === 'error' ? NEWSLETTER_ERROR_CLASSES.join(' ') : ''}`}
      >
        {status.message}
      </p>
    </form>
  )
}
