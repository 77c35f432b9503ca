/**
 * The article index: a few fields per published article (src/content/published.ts), for the build only: the pages
 * that list or show articles are kept as served in the browser, which never needs the whole list. In the browser this
 * module is ./articles.browser.ts (package.json "imports", condition "browser"). The fields come from the front matter
 * (src/build/vite/article-index.ts). Cards and the head read the full
 * metadata from the `?meta` modules (./article-summaries), the page its body.
 */
import type { ArticleMeta } from '@content/schema'
import index from 'virtual:article-index'
import { bodies, metas } from 'virtual:article-modules'
import { articleBodyId, articleMetaId } from './article-basics'
import { isPublished } from './published'

export type ArticleNav = Pick<ArticleMeta, 'id' | 'slug' | 'title' | 'category' | 'publishDate' | 'featured'> & {
  draft?: boolean
  file: string
}

/** Every published article, latest first. */
export const articles: readonly ArticleNav[] = (index as ArticleNav[])
  .filter((article) => isPublished(article, { development: import.meta.env.DEV, now: new Date(__BUILD_TIME__) }))
  .sort((a, b) => b.publishDate.localeCompare(a.publishDate))

const bySlug = new Map(articles.map((article) => [article.slug, article]))

export function findArticle(slug: string | undefined): ArticleNav | undefined {
  return slug === undefined ? undefined : bySlug.get(slug)
}

/** The home page shows the latest three. */
export const homeArticles = () => articles.slice(0, 3)

type Loader = () => Promise<unknown>

/** The articles' modules, by id (src/routes/modules.ts): metadata and body of each. */
export const articleModules: Record<string, Loader> = Object.fromEntries(
  articles.flatMap((article) => [
    [articleMetaId(article), metas[`/${article.file}`]!],
    [articleBodyId(article), bodies[`/${article.file}`]!],
  ]),
)
