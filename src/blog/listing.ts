/** What the blog index lists before any search: one featured article, then the six latest others. */
import { BLOG_PAGING } from './pagination'

export const LATEST_COUNT = BLOG_PAGING.first

type Listed = { featured?: boolean; publishDate: string }

/** The featured article is the latest one marked `featured` (the latest of all if none is); it is not repeated below. */
export function blogIndexArticles<T extends Listed>(list: readonly T[]): { featured: T | undefined; latest: T[] } {
  const sorted = [...list].sort((a, b) => b.publishDate.localeCompare(a.publishDate))
  const featured = sorted.find((article) => article.featured) ?? sorted[0]
  return { featured, latest: sorted.filter((article) => article !== featured).slice(0, LATEST_COUNT) }
}
