/**
 * Which articles a build publishes: a draft (`draft: true`) only in development; an article dated in the future only
 * from a build on or after its date (a date without a time counts from midnight UTC). Shared by the article index
 * and the Blog menu's build-time list (src/build/vite/latest-articles.ts, `virtual:latest-articles`).
 */
export type Schedulable = { draft?: unknown; publishDate?: unknown }
export type Edition = { development: boolean; now: Date }

export function isPublished(article: Schedulable, { development, now }: Edition): boolean {
  if (development) return true
  if (article.draft === true) return false
  const date = typeof article.publishDate === 'string' ? Date.parse(article.publishDate) : Number.NaN
  // An unreadable date is the validation's to report, with the file named.
  return Number.isNaN(date) || date <= now.getTime()
}
