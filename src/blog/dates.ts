/**
 * Article dates as the head and the feed write them: with a time zone. Front matter may give a day alone
 * ("2025-09-16"): it then means midnight in Paris, with the offset Paris had that day (+01:00 or +02:00).
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

// Made once: creating a formatter costs far more than using it, and the feed dates every article.
const parisZone = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' })

/** The UTC offset of Europe/Paris at an instant, as "+02:00". */
export function parisOffset(instant: Date): string {
  const name = parisZone.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value
  const offset = name?.replace('GMT', '') ?? ''
  return offset === '' ? '+00:00' : offset
}

export function withParisOffset(value: string): string {
  const day = DAY.exec(value)
  if (!day) return value
  // Paris changes its clocks at 01:00 UTC: 22:00 UTC the evening before is midnight there in summer and 23:00 in
  // winter, always before that day's change, so it carries the offset in force at local midnight.
  const evening = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]) - 1, 22))
  return `${value}T00:00:00${parisOffset(evening)}`
}

/** RFC 822 date of the feed ("Tue, 16 Sep 2025 00:00:00 +0200"), from a value with its offset. */
export function rfc822(value: string): string {
  const iso = withParisOffset(value)
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?([+-]\d{2}):(\d{2})$/.exec(iso)
  if (!match) return new Date(iso).toUTCString()
  const [, y, mo, d, h, mi, s = '00', oh, om] = match
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(Date.UTC(+y!, +mo! - 1, +d!)).getUTCDay()]
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][+mo! - 1]
  return `${weekday}, ${d} ${month} ${y} ${h}:${mi}:${s} ${oh}${om}`
}
