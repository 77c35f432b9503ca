/**
 * The article index every page carries (menus, routing, breadcrumbs, category counts): a few fields per article.
 * Cards and the head read the full metadata from ./article-summaries, loaded with the screens that show it.
 */
import type { ArticleMeta } from '@content/schema'

export type ArticleNav = Pick<ArticleMeta, 'id' | 'slug' | 'title' | 'category' | 'publishDate' | 'featured'> & {
  file: string
  /** Whether the body embeds a component that runs in the browser (a form): the page is then hydrated, not kept. */
  hydrated: boolean
}

const modules = import.meta.glob<ArticleNav>('/content/articles/*.mdx', {
  query: '?nav',
  import: 'default',
  eager: true,
})

/** Every article, latest first. */
export const articles: readonly ArticleNav[] = Object.values(modules).sort((a, b) =>
  b.publishDate.localeCompare(a.publishDate),
)

export function findArticle(slug: string | undefined): ArticleNav | undefined {
  return articles.find((article) => article.slug === slug)
}

export function articlePath(article: Pick<ArticleMeta, 'slug'>): string {
  return `/blog/${article.slug}`
}

/** Module ids (see src/routes/modules.ts) of an article's full metadata and of its body. */
export const articleMetaId = (article: Pick<ArticleNav, 'file'>) => `/${article.file}?meta`
export const articleBodyId = (article: Pick<ArticleNav, 'file'>) => `/${article.file}`

/** The home page shows the latest three. */
export const homeArticles = () => articles.slice(0, 3)
