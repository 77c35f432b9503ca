import { format, isValid, parse } from 'date-fns'
import { fr } from 'date-fns/locale'

/**
 * French long date ('16 septembre 2025') of the calendar day written in the value, whatever the reader's time zone,
 * so that the pre-rendered text and the hydrated one agree. A value that cannot be read is shown as written.
 */
export function formatDateFr(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0]
  const date = day ? parse(day, 'yyyy-MM-dd', new Date(2000, 0, 1)) : null
  return date && isValid(date) ? format(date, 'd MMMM yyyy', { locale: fr }) : value
}

/** Reading time in minutes: words / 200, rounded up, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 200))
}
