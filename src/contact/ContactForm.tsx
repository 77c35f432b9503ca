/**
 * The contact form: on /contact (no title), at the end of service pages and in the price-guide article (a title and
 * a preselected service). It is in the pre-rendered HTML and, without JavaScript, posts to the function, which
 * answers with a page of the site in the page's language (`lang`: the hidden field `language`, which the request sent
 * with JavaScript names too). With JavaScript it validates with the rules the function applies again, shows the spec's toasts, and loads supabase-js
 * at the first submission only.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Link } from '@/ui/Link'
import { useLocation } from 'react-router-dom'
import { contactForm as t } from '@content/leads/form.json'
import { serviceChoices } from 'virtual:service-choices'
import { lang } from '@/lang'
import { functionUrl } from '@/leads/config'
import { sendContactRequest } from '@/leads/send'
import { measureEvent } from '@/measure/later'
import { showToast, ToastRegion } from '@/leads/toasts'
import {
  checkContactRequest,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  LIMITS,
  type ContactField,
} from '@functions/_shared/validation'

/** `service`: a value of the form's choices, checked at build (content/services/<id>.json, src/content/check-article-body.ts). */
export type ContactFormProps = { title?: string; service?: string }
type Values = Record<ContactField, string>

const emptyValues = (service: string): Values => ({ name: '', email: '', phone: '', service, message: '' })

export function ContactForm({ title, service }: ContactFormProps) {
  const id = useId()
  const fieldId = (field: string) => `${id}-${field}`
  const { search } = useLocation()
  // The service chosen before the visitor arrived: by the page, or by a link to /contact?service=…
  const [preselected, setPreselected] = useState<string>(service ?? '')
  const [values, setValues] = useState<Values>(() => emptyValues(service ?? ''))
  const [submitting, setSubmitting] = useState(false)
  const [missing, setMissing] = useState<readonly ContactField[]>([])
  // Until hydration the browser's own checks guard the form posted without JavaScript; then the spec's toasts do.
  const [enhanced, setEnhanced] = useState(false)
  const requestId = useRef<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    // What the visitor typed before the form came alive (its HTML works without JavaScript) is kept: the state would
    // otherwise hold the empty values the page was rendered with, and the first submission refuse the form.
    const typed = new FormData(formRef.current!)
    setValues((current) => {
      const next = { ...current }
      for (const field of Object.keys(current) as ContactField[])
        next[field] = String(typed.get(field) ?? '') || next[field]
      return next
    })
    setEnhanced(true)
  }, [])
  useEffect(() => {
    // Read after hydration: the pre-rendered page cannot know the query string.
    if (service) return
    const named = new URLSearchParams(search).get('service')
    // One of this form's choices only: the functions take any well-formed value, which the select would not show.
    const wanted = serviceChoices.find((choice) => choice.value === named)?.value
    if (wanted) {
      setPreselected(wanted)
      // Unless the visitor chose one before the form came alive.
      setValues((current) => (current.service ? current : { ...current, service: wanted }))
    }
  }, [search, service])

  const update =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value
      // The request id names the values it was sent with: a corrected form is another request, which the function
      // would otherwise drop as a repeat of the first.
      requestId.current = null
      setValues((current) => ({ ...current, [field]: value }))
      setMissing((current) => current.filter((name) => name !== field))
    }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const checked = checkContactRequest(values)
    if (!checked.ok) {
      const wrong = [...checked.missing, ...checked.tooLong, ...checked.invalid]
      setMissing(wrong)
      formRef.current?.querySelector<HTMLElement>(`[name="${wrong[0]}"]`)?.focus()
      void showToast('error', t.toasts.validation.title, t.toasts.validation.description)
      return
    }
    setSubmitting(true)
    // One id per request until it succeeds: a retry after a lost answer is stored once.
    requestId.current ??= globalThis.crypto?.randomUUID?.() ?? null
    const honeypot = formRef.current?.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)?.value ?? ''
    try {
      const result = await sendContactRequest({
        ...checked.value,
        ...(requestId.current ? { requestId: requestId.current } : {}),
        website: honeypot,
        language: lang,
      })
      if (result.ok) {
        // Counted per service and per page it was sent from, for the weekly report; nothing of what was typed.
        measureEvent({ kind: 'lead', service: checked.value.service })
        requestId.current = null
        setValues(emptyValues(preselected))
        void showToast('success', t.toasts.success.title, t.toasts.success.description)
      } else {
        void showToast(
          'error',
          t.toasts.failure.title,
          t.toasts.failure.prefix + (result.message || t.toasts.failure.unknown),
        )
      }
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t.toasts.failure.unknown
      void showToast('error', t.toasts.failure.title, t.toasts.failure.prefix + message)
    } finally {
      setSubmitting(false)
    }
  }

  /** What every field has: its id and name, its value kept in state (nothing typed is lost), its error state. */
  const bound = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: update(field),
    ...(missing.includes(field) && { 'aria-invalid': true as const }),
  })
  const label = (field: ContactField, extra?: string) => (
    <label htmlFor={fieldId(field)} className="mb-1 block text-sm font-semibold">
      {t.fields[field].label}
      {extra && <span className="muted font-normal"> ({extra})</span>}
    </label>
  )

  return (
    <div data-heavy="contact-form" className="card">
      {title && (
        <h2 id={`${id}-title`} className="mb-6 text-2xl font-bold">
          {title}
        </h2>
      )}
      <form
        ref={formRef}
        action={functionUrl('send-contact-email')}
        method="post"
        noValidate={enhanced}
        onSubmit={submit}
        aria-labelledby={title ? `${id}-title` : undefined}
        className="grid gap-5 sm:grid-cols-2"
      >
        <div>
          {label('name')}
          <input
            {...bound('name')}
            type="text"
            autoComplete="name"
            required
            maxLength={LIMITS.text}
            placeholder={t.fields.name.placeholder}
            className="field w-full"
          />
        </div>
        <div>
          {label('email')}
          <input
            {...bound('email')}
            type="email"
            autoComplete="email"
            required
            maxLength={LIMITS.email}
            placeholder={t.fields.email.placeholder}
            className="field w-full"
          />
        </div>
        <div className={service ? 'sm:col-span-2' : undefined}>
          {label('phone', t.fields.phone.hint)}
          <input
            {...bound('phone')}
            type="tel"
            autoComplete="tel"
            maxLength={LIMITS.phone}
            placeholder={t.fields.phone.placeholder}
            className="field w-full"
          />
        </div>
        {service ? (
          <input type="hidden" name="service" value={service} />
        ) : (
          <div>
            {label('service')}
            <select {...bound('service')} required className="field w-full">
              <option value="">{t.fields.service.placeholder}</option>
              {serviceChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="sm:col-span-2">
          {label('message')}
          <textarea
            {...bound('message')}
            required
            rows={5}
            maxLength={LIMITS.text}
            placeholder={t.fields.message.placeholder}
            className="field min-h-[120px] w-full"
          />
        </div>
        <input type="hidden" name={LANGUAGE_FIELD} value={lang} />
        {/* A field people never see nor reach: robots fill it in, and the function then keeps nothing. */}
        <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
          <label>
            {t.honeypot}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="muted text-sm">
            {t.privacy}{' '}
            <Link to={t.privacyLink.href} className="link">
              {t.privacyLink.label}
            </Link>
          </p>
          <button type="submit" disabled={submitting} className="btn-primary disabled:cursor-wait disabled:opacity-70">
            {submitting ? t.submitting : t.submit}
          </button>
        </div>
      </form>
      <ToastRegion />
    </div>
  )
}
