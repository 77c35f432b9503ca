/**
 * Full article metadata (front matter and derived fields), all at once: for build-time code (validation, head,
 * sitemap, feed). Screens load only the summaries they show, with useModule(articleMetaId(article)).
 */
import type { ArticleMeta } from '@content/schema'

/** What the build derives from an article (see scripts/build/vite-plugin-article-meta.ts). */
export type ArticleDerived = {
  wordCount: number
  readMinutes: number
  publishDateText: string
  dateModifiedText: string
}

export type ArticleSummary = ArticleMeta & { file: string; derived: ArticleDerived }

const modules = import.meta.glob<ArticleSummary>('/content/articles/*.mdx', {
  query: '?meta',
  import: 'default',
  eager: true,
})

/** Every article, latest first. */
export const articleSummaries: readonly ArticleSummary[] = Object.values(modules).sort((a, b) =>
  b.publishDate.localeCompare(a.publishDate),
)

export function findArticleSummary(slug: string | undefined): ArticleSummary | undefined {
  return articleSummaries.find((article) => article.slug === slug)
}
