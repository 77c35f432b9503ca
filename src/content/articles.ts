/**
 * The articles, as every module reads them (the shape of Astro's getCollection / render):
 * - getArticles(): the published ones, latest first, as lists, routes and links need them; getArticle(slug) finds one;
 * - loadMeta(article): its whole metadata with what the build derives (French dates, word count, reading time, FAQ);
 * - loadBody(article): its compiled body, with its table of contents and FAQ (src/build/vite/article-bodies.ts);
 * - getArticleMetadata(): every article's metadata at once, drafts included, for the build (validation, feed,
 *   llms.txt, Markdown twins).
 * Import it as `#articles`: in the browser that is ./articles.browser.ts (package.json "imports", condition
 * "browser"), where there is no article, so that no page grows with the blog; the Blog menu's latest few come from
 * `virtual:latest-articles` there as here. Behind it, `virtual:article-modules` is ./article-modules.ts in development
 * and in the tests, and in the server build the articles compiled beforehand, each body a file of its own
 * (src/build/vite/article-modules.ts).
 */
import { bodies, metas, summaries } from 'virtual:article-modules'
import type { ArticleBody, ArticleSummary } from './article-basics'
import { isPublished } from './published'

export * from './article-basics'
export { categoriesWithArticles, default as menuArticles } from 'virtual:latest-articles'

/** An article as lists, routes and links know it, before its metadata is loaded. */
export type ArticleNav = Pick<
  ArticleSummary,
  'id' | 'slug' | 'title' | 'category' | 'publishDate' | 'featured' | 'file' | 'aliases'
> & {
  draft?: boolean
}

/** Every article's metadata, drafts and scheduled ones included, latest first. */
const all: readonly ArticleSummary[] = [...summaries].sort((a, b) => b.publishDate.localeCompare(a.publishDate))

const published: readonly ArticleNav[] = all
  .filter((article) => isPublished(article, { development: import.meta.env.DEV, now: new Date(__BUILD_TIME__) }))
  .map(({ id, slug, title, category, publishDate, featured, draft, file, aliases }) => ({
    id,
    aliases,
    slug,
    title,
    category,
    publishDate,
    featured,
    draft,
    file,
  }))

const bySlug = new Map(published.map((article) => [article.slug, article]))

/** Every published article, latest first. */
export const getArticles = (): readonly ArticleNav[] => published

export function getArticle(slug: string | undefined): ArticleNav | undefined {
  return slug === undefined ? undefined : bySlug.get(slug)
}

export const loadMeta = (article: Pick<ArticleNav, 'file'>) => metas[`/${article.file}`]!()

export const loadBody = (article: Pick<ArticleNav, 'file'>) => bodies[`/${article.file}`]!() as Promise<ArticleBody>

/** Every article's metadata, drafts and scheduled ones included, latest first: for the build. */
export const getArticleMetadata = (): readonly ArticleSummary[] => all
