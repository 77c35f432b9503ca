/**
 * Cleaning and validation of what a visitor sends through the lead forms: the one set of rules that the browser
 * applies before sending and the Supabase functions apply again on arrival (spec, section 5). It lives among the
 * functions because Supabase bundles a function from supabase/functions/ only; the site imports it from here
 * (alias @functions/). Keep its imports inside this folder, relative, with their .ts extension.
 */
export const LIMITS = { text: 1000, email: 254, phone: 20 } as const

/**
 * The service a request asks for: the form offers one choice per service file and sends its `contactForm.value`, else
 * its id, which the build keeps to the same format (src/content/validate.ts, checkServices). The functions keep no
 * list of services, so that a new service file needs neither a copy to regenerate nor a deployment: any value of
 * that format is taken, as contact_requests takes it. Copied from SERVICE_VALUE_FORMAT of content/schema.ts because
 * Supabase bundles a function from supabase/functions/ alone (tests/unit/lead-validation.test.ts: the same).
 */
export const SERVICE_VALUE = /^[a-z0-9-]{1,40}$/
export const isServiceValue = (value: unknown): value is string =>
  typeof value === 'string' && SERVICE_VALUE.test(value)

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

// Control characters (C0, DEL, C1) and the Unicode line separators: a line break in a name reaches an e-mail's
// subject, where it starts a header of its own; the others have no business in a form either.
const LINE_BREAKS = /\r\n?|[\n\v\f\u0085\u2028\u2029]/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this matches
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g
const BLANKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g

/** Removes markup patterns until none is left (see strip), then trims. */
function withoutMarkup(text: string): string {
  let previous: string
  do {
    previous = text
    text = strip(strip(strip(text, ANGLE_BRACKETS), JAVASCRIPT_SCHEME), EVENT_HANDLER)
  } while (text !== previous)
  return text.trim()
}

/**
 * Free text (the message): a string or nothing; trimmed; no angle brackets, `javascript:` or `on…=` handlers; no
 * control characters but line breaks (written \n, tabs become spaces); 1000 characters.
 */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string') return ''
  const text = value.replace(LINE_BREAKS, '\n').replace(/\t/g, ' ').replace(CONTROLS, '')
  return withoutMarkup(text).slice(0, LIMITS.text).trim()
}

/** One line of text (the name): as cleanText, with line breaks and tabs turned into single spaces. */
export function cleanLine(value: unknown): string {
  if (typeof value !== 'string') return ''
  return cleanText(value.replace(CONTROLS, '').replace(BLANKS, ' '))
}

// The local part as RFC 5322's dot-atom writes it (letters of any script allowed, RFC 6531), so that no comma,
// quote, bracket or semicolon reaches a Reply-To header, where `a,b@c.fr` would name two recipients; the domain,
// labels of letters, digits and hyphens.
const EMAIL_SHAPE =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}\p{N}-]{2,}$/u
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this matches
const NOT_IN_ADDRESS = /[<>\u0000-\u001f\u007f-\u009f]/

/** An e-mail address: trimmed, lowercased, 254 characters at most, of the shape name@domain.tld; else empty. */
export function cleanEmail(value: unknown): string {
  if (typeof value !== 'string') return ''
  const email = value.trim().toLowerCase()
  // A longer address is refused, never cut: the cut one would be somebody else's.
  return email.length <= LIMITS.email && EMAIL_SHAPE.test(email) && !NOT_IN_ADDRESS.test(email) ? email : ''
}

const phoneCharacters = (value: string) => value.replace(/[^\d +\-()]/g, '').trim()

/** A phone number: only digits, spaces, +, - and parentheses are kept; 20 characters at most, else empty. */
export function cleanPhone(value: unknown): string {
  if (typeof value !== 'string') return ''
  const phone = phoneCharacters(value)
  return phone.length <= LIMITS.phone ? phone : ''
}

/** Whether an address or a phone number is too long to keep: it is refused rather than cut into another one. */
const tooLong = {
  email: (value: unknown) => typeof value === 'string' && value.trim().length > LIMITS.email,
  phone: (value: unknown) => typeof value === 'string' && phoneCharacters(value).length > LIMITS.phone,
}

export type ContactRequest = { name: string; email: string; phone: string; service: string; message: string }
export type ContactField = keyof ContactRequest
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'service', 'message']
export const REQUIRED_CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'service', 'message']

/**
 * The cleaned value; or the required fields left empty once cleaned, those too long to keep, and those filled in with
 * a value no form of the site sends (the service).
 */
export type Checked<T, F extends string> =
  | { ok: true; value: T }
  | { ok: false; missing: F[]; tooLong: F[]; invalid: F[] }

/**
 * A contact request as the form sends it, cleaned; or what is wrong with it. An address of the wrong shape counts
 * as empty, as the spec's single validation message says; an over-long address or phone number is too long; a
 * service of neither format is invalid (the visitor filled it in: « fill in every field » would not help).
 */
export function checkContactRequest(input: Readonly<Record<string, unknown>>): Checked<ContactRequest, ContactField> {
  const cleaned = {
    name: cleanLine(input.name),
    email: cleanEmail(input.email),
    phone: cleanPhone(input.phone),
    service: isServiceValue(input.service) ? input.service : '',
    message: cleanText(input.message),
  }
  const overlong = (['email', 'phone'] as const).filter((field) => tooLong[field](input[field]))
  const invalid: ContactField[] =
    typeof input.service === 'string' && input.service.trim() !== '' && !isServiceValue(input.service)
      ? ['service']
      : []
  const missing = REQUIRED_CONTACT_FIELDS.filter(
    (field) => cleaned[field] === '' && !([...overlong, ...invalid] as readonly ContactField[]).includes(field),
  )
  return missing.length || overlong.length || invalid.length
    ? { ok: false, missing, tooLong: overlong, invalid }
    : { ok: true, value: cleaned }
}

/** A newsletter subscription: an e-mail address only. */
export function checkSubscription(input: Readonly<Record<string, unknown>>): Checked<{ email: string }, 'email'> {
  const email = cleanEmail(input.email)
  if (tooLong.email(input.email)) return { ok: false, missing: [], tooLong: ['email'], invalid: [] }
  return email ? { ok: true, value: { email } } : { ok: false, missing: ['email'], tooLong: [], invalid: [] }
}

/** The name of the hidden field that only robots fill in. */
export const HONEYPOT_FIELD = 'website'

/** The languages a visitor fills in the forms in: the page's, sent with every request (field `language`). */
export const LANGUAGES = ['fr', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const LANGUAGE_FIELD = 'language'

/**
 * The language a request names: French when it names none (a page built before the field existed), null for any
 * other value than the site's languages (refused: the function does not guess).
 */
export function requestLanguage(value: unknown): Language | null {
  if (value === undefined || value === null) return 'fr'
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : null
}
