/** Dates and reading times as the site writes them, the same at build and in any visitor's browser. */
import { htmlLang, type Language, lang } from '../lang.ts'

// Each made once, on first use: creating a formatter costs far more than using it, and a module that makes none as it
// loads costs nothing where its functions are not used (the route table, in every page's shell, names months).
const longDates: Partial<Record<Language, Intl.DateTimeFormat>> = {}
const months: Partial<Record<Language, Intl.DateTimeFormat>> = {}
const formatter = (cache: typeof months, language: Language, options: Intl.DateTimeFormatOptions) =>
  (cache[language] ??= new Intl.DateTimeFormat(htmlLang[language], { ...options, timeZone: 'UTC' }))

/**
 * French long date of the calendar day written at the start of the value, whatever the reader's time zone, so that
 * the pre-rendered text and the browser's agree: '2025-09-16' → '16 septembre 2025', '2025-08-01T10:00:00+02:00' →
 * '1er août 2025' (French writes the first of the month as an ordinal). A value that names no real day is shown as
 * written.
 */
export function formatDateFr(value: string): string {
  return formatDate(value, 'fr')
}

/** The long date of the day written at the start of the value in a language: '16 September 2025' in English. */
export function formatDate(value: string, language: Language = lang): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0]
  const date = day ? new Date(`${day}T00:00:00Z`) : null
  // Date reads 2025-02-30 as 2 March: a day that does not come back as written does not exist.
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return value
  const text = formatter(longDates, language, { day: 'numeric', month: 'long', year: 'numeric' }).format(date)
  return language === 'fr' ? text.replace(/^1(?=\s)/, '1er') : text
}

/** « mars 2025 », 'March 2025': a month written yyyy-mm, in a language. */
export const formatMonth = (month: string, language: Language = lang): string =>
  formatter(months, language, { month: 'long', year: 'numeric' }).format(new Date(`${month}-01T00:00:00Z`))

/** Reading time in minutes: words / 200, rounded up, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 200))
}

/** An amount as the French files write it (« 1 097 € », « 4,50 € »), in the way a language writes it (€1,097). */
export function amountIn(language: string, french: string): string {
  const [, digits, cents] = /^(\d+(?:[ \u00a0]\d{3})*)(?:,(\d+))?\u00a0€$/.exec(french) ?? []
  if (language === 'fr' || !digits) return french
  const number = Number(`${digits.replace(/\D/g, '')}.${cents ?? '0'}`)
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents ? 2 : 0,
  }).format(number)
}
