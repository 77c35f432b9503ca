/**
 * What the blog's routes load for their screens (src/blog/routes.ts, and the home page's latest articles): article
 * metadata and bodies, read at build only (the browser keeps these pages as served).
 */
import type { ArticleNav } from '#article-index'
import { articleBodyId, articleMetaId } from '@/content/article-links'
import type { ArticleSummary } from '@/content/article-summaries'
import { loadModule } from '@/routes/modules'
import type { ArticleBody } from './views/ArticleView'
import { relatedTo } from './shown'

export const loadSummary = (article: { file: string }) => loadModule(articleMetaId(article)) as Promise<ArticleSummary>

export const loadSummaries = (list: readonly { file: string }[]) => Promise.all(list.map(loadSummary))

/** An article page's content: the article's metadata and body, and its related articles' metadata. */
export type LoadedArticle = { summary: ArticleSummary; body: ArticleBody; related: ArticleSummary[] }

export async function loadArticle(nav: ArticleNav): Promise<LoadedArticle> {
  const [summary, body, related] = await Promise.all([
    loadSummary(nav),
    loadModule(articleBodyId(nav)) as Promise<ArticleBody>,
    loadSummaries(relatedTo(nav)),
  ])
  return { summary, body, related }
}
