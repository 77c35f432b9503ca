/**
 * Which articles a build publishes: a draft (`draft: true`) only in development; an article dated in the future only
 * from a build on or after its date (a date without a time counts from midnight UTC). Shared by the article index
 * and the Blog menu's build-time list (src/build/vite/latest-articles.ts, `virtual:latest-articles`).
 */
export type Schedulable = { draft?: unknown; publishDate?: unknown }
export type Edition = { development: boolean; now: Date }

/**
 * The instant a date goes online at: the moment it names, a day alone from its midnight UTC; NaN when unreadable. The
 * one rule of the build (below), the deploy hook's schedule (src/build/site-date.ts) and a letter's articles.
 */
export const publishInstant = (date: unknown): number => (typeof date === 'string' ? Date.parse(date) : Number.NaN)

export function isPublished(article: Schedulable, { development, now }: Edition): boolean {
  if (development) return true
  if (article.draft === true) return false
  const date = publishInstant(article.publishDate)
  // An unreadable date is the validation's to report, with the file named.
  return Number.isNaN(date) || date <= now.getTime()
}
