/**
 * The handles of the blog's routes (paths in src/routes/table.ts). Listings and articles are reading and links: the
 * browser keeps them as served (the index's search box is an enhancement of its form, src/blog/search/, which runs
 * Pagefind's WebAssembly: hence its own policy, embed `search`); an article embedding a form is hydrated. Each
 * names the metadata of the articles it shows (src/blog/shown.ts). What only the build reads (old URLs) is left out
 * of the browser's bundle: `import.meta.env.SSR` is false there, and the code behind it goes.
 */
import { crumbLabels } from '@content/breadcrumbs'
import { articleBodyId, articleMetaId, articlePath, articles, findArticle } from '@/content/articles'
import { categories, categoryPath, findCategory } from '@/content/categories'
import { legacyWhitespaceSlug } from '@/lib/slug'
import { screenModule } from '@/routes/modules'
import type { RouteHandle } from '@/routes/types'
import { articlesOf, blogIndexShown, relatedTo } from './shown'

const head = () => import('./head')
const pageMeta = async (name: 'blogMeta' | 'blogCategoriesMeta') => (await import('@content/pages/meta'))[name]

export const blogIndexHandle: RouteHandle = {
  screen: 'blog/BlogPage',
  meta: () => pageMeta('blogMeta'),
  browser: 'kept',
  embeds: ['search'],
  modules: () => {
    const { featured, latest } = blogIndexShown()
    return [...(featured ? [featured] : []), ...latest].map(articleMetaId)
  },
}

export const categoriesHandle: RouteHandle = {
  screen: 'blog/CategoriesPage',
  meta: () => pageMeta('blogCategoriesMeta'),
  browser: 'kept',
  modules: () => categories.flatMap((category) => (category.latest ? [articleMetaId(category.latest)] : [])),
}

export const categoryHandle: RouteHandle = {
  screen: 'blog/CategoryPage',
  meta: async ({ category }) => (await head()).categoryHead(category),
  browser: 'kept',
  modules: ({ category }) => {
    const found = findCategory(category)
    return found ? articlesOf(found).map(articleMetaId) : []
  },
  label: ({ category }) => findCategory(category)?.name ?? null,
  expand: () => categories.map((category) => ({ category: category.slug })),
  // The old site's category links replaced only spaces ("création-site-web").
  aliases: import.meta.env.SSR
    ? ({ category }) => {
        const found = findCategory(category)
        const legacy = found && `/blog/category/${legacyWhitespaceSlug(found.name)}`
        return found && legacy !== categoryPath(found) ? [legacy!] : []
      }
    : undefined,
}

export const articleHandle: RouteHandle = {
  screen: 'blog/ArticlePage',
  meta: async ({ slug }) => (await head()).articleHead(slug),
  markdownTwin: true,
  label: ({ slug }) => findArticle(slug)?.title ?? null,
  expand: () => articles.map((article) => ({ slug: article.slug })),
  trail: ({ slug }) => {
    const article = findArticle(slug)
    const category = article && categories.find((c) => c.name === article.category)
    if (!article || !category) return []
    return [
      { label: crumbLabels['']!, path: '/' },
      { label: crumbLabels.blog!, path: '/blog' },
      { label: category.name, path: categoryPath(category) },
      { label: article.title, path: articlePath(article) },
    ]
  },
  browser: ({ slug }) => (findArticle(slug)?.hydrated ? 'hydrated' : 'kept'),
  // The article's metadata and body, and its related articles' metadata; for an unknown slug, the 404 screen (in the
  // browser only: never pre-rendered).
  modules: ({ slug }) => {
    const nav = findArticle(slug)
    return nav
      ? [articleMetaId(nav), articleBodyId(nav), ...relatedTo(nav).map(articleMetaId)]
      : [screenModule('not-found/NotFoundPage')]
  },
  // An old link of the blog to the AI SEO offer, which has its own page.
  moved: import.meta.env.SSR ? () => [{ from: '/blog/seo-ia', to: '/services/seo-ia' }] : undefined,
}
