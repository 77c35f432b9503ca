/**
 * Full article metadata (front matter and derived fields), all at once: for build-time code (validation, head,
 * sitemap, feed). Routes load only the summaries their screens show (src/blog/load.ts).
 */
import type { ArticleMeta, FaqEntry } from '@content/schema'
import { summaries } from 'virtual:article-modules'

/** What the build derives from an article (see scripts/build/vite-plugin-article-meta.ts). */
export type ArticleDerived = {
  wordCount: number
  readMinutes: number
  publishDateText: string
  dateModifiedText: string
  /** The questions and answers of the body's <Faq> blocks (the head's FAQPage data). */
  faq: FaqEntry[]
}

export type ArticleSummary = ArticleMeta & { file: string; derived: ArticleDerived }

/** Every article, latest first. */
export const articleSummaries: readonly ArticleSummary[] = [...summaries].sort((a, b) =>
  b.publishDate.localeCompare(a.publishDate),
)

export function findArticleSummary(slug: string | undefined): ArticleSummary | undefined {
  return articleSummaries.find((article) => article.slug === slug)
}
