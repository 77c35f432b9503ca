/**
 * Which articles each blog page shows, chosen from the small index every page carries: the routes name the metadata
 * modules of those articles (src/blog/routes.ts), and the views read them.
 */
import { articles, type ArticleNav } from '@/content/articles'
import type { CategoryRecord } from '@/content/categories'
import { blogIndexArticles } from './listing'
import { relatedArticles } from './related'

/** The articles shown at the foot of an article. */
export const relatedTo = (nav: ArticleNav) => relatedArticles(nav, articles)

/** A category's articles, latest first. */
export const articlesOf = (category: Pick<CategoryRecord, 'name'>) =>
  articles.filter((article) => article.category === category.name)

/** The blog index before any search: the featured article, then the latest others. */
export const blogIndexShown = () => blogIndexArticles(articles)
