/**
 * Full article metadata (front matter and derived fields), all at once: for build-time code (validation, head,
 * sitemap, feed). Screens load only the summaries they show, with useModule(articleMetaId(article)).
 */
import type { ArticleMeta, FaqEntry } from '@content/schema'
import { summaries } from 'virtual:article-modules'

/** What the build derives from an article (see src/build/vite/article-meta.ts). */
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
