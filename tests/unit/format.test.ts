import { describe, expect, it } from 'vitest'
import { formatDateFr, readingMinutes } from '@/lib/format'

describe('formatDateFr', () => {
  it("formats as 'd MMMM yyyy' in French", () => {
    expect(formatDateFr('2025-09-16')).toBe('16 septembre 2025')
    expect(formatDateFr('2025-08-01')).toBe('1 août 2025')
  })
  it('uses the calendar day written, whatever the time zone', () => {
    expect(formatDateFr('2025-01-27T10:00:00+01:00')).toBe('27 janvier 2025')
    expect(formatDateFr('2025-01-27T23:30:00-05:00')).toBe('27 janvier 2025')
  })
  it('shows an unreadable date as written', () => {
    expect(formatDateFr('bientôt')).toBe('bientôt')
    expect(formatDateFr('2025-13-45')).toBe('2025-13-45')
  })
})

describe('readingMinutes', () => {
  it('is words / 200 rounded up, at least one', () => {
    expect(readingMinutes(0)).toBe(1)
    expect(readingMinutes(200)).toBe(1)
    expect(readingMinutes(201)).toBe(2)
    expect(readingMinutes(2800)).toBe(14)
  })
})
