/**
 * Cleaning and validation of what a visitor sends through the lead forms: the one set of rules that the browser
 * applies before sending and the Supabase functions apply again on arrival (spec, section 5). It lives among the
 * functions because Supabase bundles a function from supabase/functions/ only; the site imports it from here
 * (alias @functions/). Keep its imports inside this folder, relative, with their .ts extension.
 */
import { serviceChoices } from './site-content.ts'

export const LIMITS = { text: 1000, email: 254, phone: 20 } as const

export type ServiceChoice = (typeof serviceChoices)[number]['value']
export const SERVICE_VALUES: readonly ServiceChoice[] = serviceChoices.map((choice) => choice.value)
export const isServiceChoice = (value: unknown): value is ServiceChoice =>
  typeof value === 'string' && (SERVICE_VALUES as readonly string[]).includes(value)

// Patterns that would turn text into markup or script wherever it is shown again (an e-mail, an admin screen).
const ANGLE_BRACKETS = /[<>]/g
const JAVASCRIPT_SCHEME = /javascript\s*:/gi
const EVENT_HANDLER = /\bon[a-z]+\s*=/gi

/** Removes a pattern until none is left, so that removing one occurrence cannot join the pieces of another. */
function strip(text: string, pattern: RegExp): string {
  let previous: string
  do {
    previous = text
    text = text.replace(pattern, '')
  } while (text !== previous)
  return text
}

/** Free text: a string or nothing; trimmed; no angle brackets, `javascript:` or `on…=` handlers; 1000 characters. */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string') return ''
  let text = value.trim()
  let previous: string
  do {
    previous = text
    text = strip(strip(strip(text, ANGLE_BRACKETS), JAVASCRIPT_SCHEME), EVENT_HANDLER)
  } while (text !== previous)
  return text.trim().slice(0, LIMITS.text).trim()
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** An e-mail address: trimmed, lowercased, 254 characters at most, of the shape name@domain.tld; else empty. */
export function cleanEmail(value: unknown): string {
  if (typeof value !== 'string') return ''
  const email = value.trim().toLowerCase().slice(0, LIMITS.email)
  return EMAIL_SHAPE.test(email) && !/[<>]/.test(email) ? email : ''
}

/** A phone number: only digits, spaces, +, - and parentheses are kept; 20 characters at most. */
export function cleanPhone(value: unknown): string {
  if (typeof value !== 'string') return ''
  return value.replace(/[^\d +\-()]/g, '').slice(0, LIMITS.phone).trim()
}

export type ContactRequest = { name: string; email: string; phone: string; service: ServiceChoice; message: string }
export type ContactField = keyof ContactRequest
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'service', 'message']
export const REQUIRED_CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'service', 'message']

export type Checked<T, F extends string> = { ok: true; value: T } | { ok: false; missing: F[] }

/**
 * A contact request as the form sends it, cleaned; or the required fields that are empty once cleaned (an address
 * of the wrong shape counts as empty, as the spec's single validation message says).
 */
export function checkContactRequest(input: Readonly<Record<string, unknown>>): Checked<ContactRequest, ContactField> {
  const cleaned = {
    name: cleanText(input.name),
    email: cleanEmail(input.email),
    phone: cleanPhone(input.phone),
    service: isServiceChoice(input.service) ? input.service : '',
    message: cleanText(input.message),
  }
  const missing = REQUIRED_CONTACT_FIELDS.filter((field) => cleaned[field] === '')
  return missing.length ? { ok: false, missing } : { ok: true, value: cleaned as ContactRequest }
}

/** A newsletter subscription: an e-mail address only. */
export function checkSubscription(input: Readonly<Record<string, unknown>>): Checked<{ email: string }, 'email'> {
  const email = cleanEmail(input.email)
  return email ? { ok: true, value: { email } } : { ok: false, missing: ['email'] }
}

/** The name of the hidden field that only robots fill in. */
export const HONEYPOT_FIELD = 'website'
