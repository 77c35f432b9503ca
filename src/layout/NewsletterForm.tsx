import { useId, useState, type FormEvent } from 'react'
import { layout } from '@content/layout'

const t = layout.footer.newsletter

/**
 * The newsletter form. Subscriptions are not open yet: rather than pretend, it says so and points to the contact
 * page (where it also lands without JavaScript). The leads work replaces the submit handler.
 */
export function NewsletterForm() {
  const inputId = useId()
  const [message, setMessage] = useState('')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setMessage(t.unavailable)
  }
  return (
    <form action="/contact" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        {t.label}
      </label>
      <input
        id={inputId}
        type="email"
        autoComplete="email"
        required
        placeholder={t.placeholder}
        className="field min-w-0 flex-1"
      />
      <button type="submit" className="btn-primary">
        {t.button}
      </button>
      <p role="status" className="text-sm sm:basis-full">
        {message}
      </p>
    </form>
  )
}
