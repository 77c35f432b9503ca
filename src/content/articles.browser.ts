/**
 * The articles as the browser sees them (`#articles`, package.json "imports", condition "browser"): none. Pages that
 * list or show articles are kept as served (their HTML holds what they show, and a client navigation fetches it), so
 * no code in the browser needs the list of every article, and no page grows with the blog. The Blog menu reads its
 * few latest articles from `virtual:latest-articles`, as at build.
 */
import type * as Articles from './articles'

export * from './article-basics'
export type { ArticleNav } from './articles'
export { categoriesWithArticles, default as menuArticles } from 'virtual:latest-articles'

export const getArticles: typeof Articles.getArticles = () => []
export const getArticle: typeof Articles.getArticle = () => undefined
export const loadMeta: typeof Articles.loadMeta = () => Promise.reject(new Error('Aucun article dans le navigateur'))
export const loadBody: typeof Articles.loadBody = () => Promise.reject(new Error('Aucun article dans le navigateur'))
export const getArticleMetadata: typeof Articles.getArticleMetadata = () => []
