/** What the blog index lists before any search: one featured article, then the six latest others. */
import { articles, type ArticleNav } from '@/content/articles'

export const LATEST_COUNT = 6

/** The featured article is the latest one marked `featured` (the latest of all if none is); it is not repeated below. */
export function blogIndexArticles(list: readonly ArticleNav[] = articles): { featured: ArticleNav | undefined; latest: ArticleNav[] } {
  const featured = list.find((article) => article.featured) ?? list[0]
  return { featured, latest: list.filter((article) => article !== featured).slice(0, LATEST_COUNT) }
}
