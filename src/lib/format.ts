/** Dates and reading times as the site writes them, the same at build and in any visitor's browser. */

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * French long date of the calendar day written at the start of the value, whatever the reader's time zone, so that
 * the pre-rendered text and the browser's agree: '2025-09-16' → '16 septembre 2025', '2025-08-01T10:00:00+02:00' →
 * '1er août 2025' (French writes the first of the month as an ordinal). A value that names no real day is shown as
 * written.
 */
export function formatDateFr(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0]
  const date = day ? new Date(`${day}T00:00:00Z`) : null
  // Date reads 2025-02-30 as 2 March: a day that does not come back as written does not exist.
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return value
  return longDate.format(date).replace(/^1(?=\s)/, '1er')
}

/** Reading time in minutes: words / 200, rounded up, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 200))
}
