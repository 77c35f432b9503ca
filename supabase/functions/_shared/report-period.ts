/** When the weekly report's week ends: the start of the day in Paris, so that Monday's report covers Monday to Sunday. */
export function startOfParisDay(now: Date): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  // "GMT+01:00" (winter) or "GMT+02:00" (summer).
  const offset = /GMT([+-])(\d\d):(\d\d)/.exec(parts.timeZoneName ?? '')
  const minutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) - minutes * 60_000)
}

/** An end given by the caller (ISO date or time), else the start of today in Paris. */
export function reportEnd(value: unknown, now = new Date()): Date | null {
  if (value === undefined || value === null || value === '') return startOfParisDay(now)
  if (typeof value !== 'string' || value.length > 40) return null
  const end = new Date(value)
  return Number.isNaN(end.getTime()) ? null : end
}
