/**
 * The article index as the browser sees it: empty. Pages that list or show articles are kept as served (their HTML
 * holds what they show, and a client navigation fetches it), so no code in the browser needs the list of every
 * article, and no page grows with the blog. The Blog menu reads its few latest articles from `virtual:latest-articles`.
 */
import type * as Index from './articles'

export type { ArticleNav } from './articles'

export const articles: typeof Index.articles = []
export const findArticle: typeof Index.findArticle = () => undefined
export const homeArticles: typeof Index.homeArticles = () => []
export const articleModules: typeof Index.articleModules = {}
