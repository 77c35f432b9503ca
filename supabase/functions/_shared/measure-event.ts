/**
 * The audience events `collect` accepts, and their strict check: the same rules the site's beacon follows before
 * sending (it imports this file, alias @functions/) and the function applies again on arrival. Anything that is not a
 * well-formed event of a known kind is refused with a code; nothing in an event can name or follow a visitor (no
 * identifier field exists, a path or a search's words lose what looks like an e-mail address or a phone number).
 * Events also come from outside a browser, whose `Origin` is whatever it writes: what reaches the owner's weekly
 * report is therefore cut to plain words and paths, without link, address or invisible character.
 */

export const EVENT_KINDS = [
  'pageview',
  'vitals',
  'lead',
  'newsletter',
  'tel',
  'mailto',
  'payment',
  'not_found',
  'empty_search',
] as const
export type EventKind = (typeof EVENT_KINDS)[number]

/** Ceilings beyond which a value is not a measure but garbage: a page that took two minutes to paint is not one. */
export const MEASURE_LIMITS = {
  bodyBytes: 2048,
  path: 300,
  element: 200,
  words: 100,
  lcpMs: 120_000,
  inpMs: 60_000,
  cls: 50,
} as const

export type Metric = { value: number; element: string | null }
export type Vitals = { lcp: Metric | null; inp: Metric | null; cls: Metric | null }

type Base = { path: string; type: string }
export type MeasureEvent =
  | (Base & { kind: 'pageview'; referrer: string | null })
  | (Base & { kind: 'vitals' } & Vitals)
  | (Base & { kind: 'lead'; service: string })
  | (Base & { kind: 'newsletter' | 'tel' | 'mailto' })
  | (Base & { kind: 'payment'; link: string })
  | (Base & { kind: 'not_found'; from: string | null })
  | (Base & { kind: 'empty_search'; words: string })

export type MeasureRefusal = 'malformed' | 'kind' | 'path' | 'type' | 'field' | 'range'
export type Checked = { ok: true; event: MeasureEvent } | { ok: false; code: MeasureRefusal }

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this matches
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
/** A path of this site: one leading slash (`//host` would be another site), no query, fragment, backslash or blank. */
const SITE_PATH = /^\/(?!\/)[^\s?#\\]*$/
const PAGE_TYPE = /^[a-z0-9-]{1,60}$/
const NAME = /^[a-z0-9-]{1,40}$/i
/** A host name (the referrer's host): labels of letters, digits and hyphens. */
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i
/** A stored path: a slash, then the path alphabet (below) and the ellipsis that stands for what was scrubbed. */
const STORED_PATH = /^\/[\w.~%@/…-]*$/
export const isReferrerHost = (value: string) => HOST.test(value)
export const isStoredPath = (value: string) => STORED_PATH.test(value)

/** Up to a blank or a slash: in a path, only the segment holding the address goes (`%40`: its encoded @). */
const EMAIL_LIKE = /[^\s/]+(?:@|%40)[^\s/]+/gi
/** Six digits or more, spaces, dots, dashes and a leading + allowed between them: a phone number, or a card's. */
const NUMBER_LIKE = /\+?\d(?:[\s.\-/]*\d){5,}/g
/**
 * In a path, six digits in a row, or eight with separators (`06-12-34-56-78`, `06%2012%2034%2056%2078`), so that a
 * slug's year and number (`…-2025-260`) stay.
 */
const NUMBER_IN_PATH = /\d(?:(?:%20|[.\-_/])?\d){7,}|\d{6,}/g
/**
 * The characters of a path as a browser sends it (location.pathname): letters, digits, `-._~/@`, anything else
 * percent-encoded. A quote, a bracket or a raw bidirectional control only comes from outside a browser, and goes.
 */
const OFF_PATH = /[^\w.~%@/-]/g
/** Web addresses, with a scheme or `www.`: a mail client would make them links in the report. */
const URL_LIKE = /(?:\b[a-z][a-z\d+.-]*:\/\/|\bwww\.)\S*/gi

/**
 * Free text (a search's words, a Web Vitals element) without what could identify the person who typed it (an address,
 * a phone number), nor a link or an invisible character (a bidirectional override, U+202E, turns text round).
 */
export function scrubWords(text: string, max: number = MEASURE_LIMITS.words): string {
  return text
    .replace(/\p{Cf}/gu, '')
    .replace(URL_LIKE, ' ')
    .replace(EMAIL_LIKE, ' ')
    .replace(NUMBER_LIKE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
}

const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MEASURE_LIMITS.path && SITE_PATH.test(value) && !CONTROLS.test(value)

/**
 * Every path stored, whatever the event, cut to the path alphabet and without what looks like an e-mail address or a
 * phone number: a missing page's shows what a visitor typed, and the 404 page's own view and vitals carry the same.
 */
const scrubPath = (path: string) => path.replace(OFF_PATH, '').replace(EMAIL_LIKE, '…').replace(NUMBER_IN_PATH, '…')

class Refused extends Error {
  constructor(readonly code: MeasureRefusal) {
    super(code)
  }
}
const refuse = (code: MeasureRefusal): never => {
  throw new Refused(code)
}

const ALLOWED_FIELDS: Record<EventKind, readonly string[]> = {
  pageview: ['referrer'],
  vitals: ['lcp', 'inp', 'cls'],
  lead: ['service'],
  newsletter: [],
  tel: [],
  mailto: [],
  payment: ['link'],
  not_found: ['from'],
  empty_search: ['words'],
}

function optionalString(value: unknown, pattern: RegExp): string | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value !== 'string' || !pattern.test(value)) return refuse('field')
  return value
}

function metric(value: unknown, max: number): Metric | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'object' || Array.isArray(value)) return refuse('field')
  const { value: number, element, ...rest } = value as Record<string, unknown>
  if (Object.keys(rest).length) refuse('field')
  if (typeof number !== 'number' || !Number.isFinite(number)) return refuse('field')
  if (number < 0 || number > max) return refuse('range')
  if (element !== undefined && element !== null && typeof element !== 'string') return refuse('field')
  if (typeof element === 'string' && (element.length > MEASURE_LIMITS.element || CONTROLS.test(element)))
    return refuse('range')
  return { value: number, element: (element && scrubWords(element, MEASURE_LIMITS.element)) || null }
}

/** Checks a parsed body: an object with a known kind, a site path, a page type, and only its kind's own fields. */
export function checkMeasureEvent(body: unknown): Checked {
  try {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return refuse('malformed')
    const { kind, path, type, ...fields } = body as Record<string, unknown>
    if (typeof kind !== 'string' || !(EVENT_KINDS as readonly string[]).includes(kind)) return refuse('kind')
    const known = kind as EventKind
    if (!isSitePath(path)) return refuse('path')
    if (typeof type !== 'string' || !PAGE_TYPE.test(type)) return refuse('type')
    if (Object.keys(fields).some((name) => !ALLOWED_FIELDS[known].includes(name))) refuse('field')
    const base = { path: scrubPath(path), type }
    switch (known) {
      case 'pageview':
        return { ok: true, event: { ...base, kind: known, referrer: optionalString(fields.referrer, HOST) } }
      case 'vitals': {
        const vitals = {
          lcp: metric(fields.lcp, MEASURE_LIMITS.lcpMs),
          inp: metric(fields.inp, MEASURE_LIMITS.inpMs),
          cls: metric(fields.cls, MEASURE_LIMITS.cls),
        }
        if (!vitals.lcp && !vitals.inp && !vitals.cls) refuse('field')
        return { ok: true, event: { ...base, kind: known, ...vitals } }
      }
      case 'lead': {
        const service = optionalString(fields.service, NAME)
        return service ? { ok: true, event: { ...base, kind: known, service } } : refuse('field')
      }
      case 'payment': {
        const link = optionalString(fields.link, NAME)
        return link ? { ok: true, event: { ...base, kind: known, link } } : refuse('field')
      }
      case 'not_found': {
        const from = fields.from === undefined || fields.from === null || fields.from === '' ? null : fields.from
        if (from !== null && !isSitePath(from)) refuse('field')
        return { ok: true, event: { ...base, kind: known, from: from === null ? null : scrubPath(from as string) } }
      }
      case 'empty_search': {
        if (typeof fields.words !== 'string' || fields.words.length > 500 || CONTROLS.test(fields.words))
          return refuse('field')
        const words = scrubWords(fields.words)
        return words ? { ok: true, event: { ...base, kind: known, words } } : refuse('field')
      }
      default:
        return { ok: true, event: { ...base, kind: known } }
    }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, code: error.code }
    return { ok: false, code: 'malformed' }
  }
}
