/**
 * Which articles each blog page shows, chosen at build from the article index: the routes load the metadata of those
 * articles (src/blog/routes.ts, src/blog/load.ts), and give it to their screens.
 */
import { type ArticleNav, getArticles } from '#articles'
import { articlesIn, findCategory } from '@/content/categories'
import { blogIndexArticles } from './listing'
import { BLOG_PAGING, CATEGORY_PAGING, pageCount, pageItems } from './pagination'
import { relatedArticles } from './related'

/** The home page shows the latest three. */
export const homeArticles = () => getArticles().slice(0, 3)

/** The articles shown at the foot of an article: the latest others of its category. */
export const relatedTo = (nav: ArticleNav) => relatedArticles(nav, articlesIn(nav.category))

let index: { featured: ArticleNav | undefined; others: ArticleNav[] } | undefined
const blogIndex = () => {
  if (!index) {
    const articles = getArticles()
    const { featured } = blogIndexArticles(articles)
    index = { featured, others: articles.filter((article) => article !== featured) }
  }
  return index
}

/** The featured article of the blog index (on its first page). */
export const featuredArticle = () => blogIndex().featured

/** The blog index's page `page`, after the featured article. */
export const blogIndexPage = (page: number): ArticleNav[] => pageItems(blogIndex().others, page, BLOG_PAGING)

/** A category's page `page` (its articles, latest first); none for an unknown category. */
export const categoryPage = (slug: string | undefined, page: number): readonly ArticleNav[] => {
  const category = findCategory(slug)
  return category ? pageItems(articlesIn(category.name), page, CATEGORY_PAGING) : []
}

/** How many pages the blog index fills (its first keeps the featured article apart). */
export const blogPageCount = () => pageCount(blogIndex().others.length, BLOG_PAGING)
