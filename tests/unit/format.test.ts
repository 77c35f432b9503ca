import { describe, expect, it } from 'vitest'
import { formatDateFr, readingMinutes } from '@/lib/format'

describe('formatDateFr', () => {
  const cases: [string, string, string][] = [
    ['the day, the month in words and the year', '2025-09-16', '16 septembre 2025'],
    ['the day, the month in words and the year', '2026-12-31', '31 décembre 2026'],
    ['the first of the month as an ordinal', '2025-08-01', '1er août 2025'],
    ['the first of the month as an ordinal', '2025-01-01T09:00:00+01:00', '1er janvier 2025'],
    ['no ordinal but for the first', '2025-01-11', '11 janvier 2025'],
    ['no ordinal but for the first', '2025-01-21', '21 janvier 2025'],
    ['the calendar day written, whatever the time zone', '2025-01-27T10:00:00+01:00', '27 janvier 2025'],
    ['the calendar day written, whatever the time zone', '2025-01-27T23:30:00-05:00', '27 janvier 2025'],
    ['an unreadable date as written', 'bientôt', 'bientôt'],
    ['an unreadable date as written', '2025-13-45', '2025-13-45'],
    ['a day that does not exist as written', '2025-02-30', '2025-02-30'],
  ]
  it.each(cases)('writes %s: %s → %s', (_what, value, text) => {
    expect(formatDateFr(value)).toBe(text)
  })
})

describe('readingMinutes', () => {
  it('is words / 200 rounded up, at least one', () => {
    expect([0, 200, 201, 2800].map(readingMinutes)).toEqual([1, 1, 2, 14])
  })
})
