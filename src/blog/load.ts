/**
 * What the blog's routes load for their screens (src/blog/routes.ts, and the home page's latest articles): article
 * metadata and bodies, through the article API (#articles), read at build only (the browser keeps these pages as served).
 */
import { type ArticleBody, type ArticleNav, type ArticleSummary, loadBody, loadMeta } from '#articles'
import { relatedTo } from './shown'

export const loadSummary = (article: Pick<ArticleNav, 'file'>): Promise<ArticleSummary> => loadMeta(article)

export const loadSummaries = (list: readonly Pick<ArticleNav, 'file'>[]) => Promise.all(list.map(loadSummary))

/** An article page's content: the article's metadata and body, and its related articles' metadata. */
export type LoadedArticle = { summary: ArticleSummary; body: ArticleBody; related: ArticleSummary[] }

export async function loadArticle(nav: ArticleNav): Promise<LoadedArticle> {
  const [summary, body, related] = await Promise.all([loadSummary(nav), loadBody(nav), loadSummaries(relatedTo(nav))])
  return { summary, body, related }
}
