/**
 * The handles of the blog's routes (paths in src/routes/table.ts). Blog screens are small (preloaded and loaded
 * before hydration like any screen), and keep their pre-rendered content as it is (src/ui/StaticHtml.tsx):
 * the views and data they render with are loaded by each screen's `prerender` at build, and after client
 * navigations (src/ui/lazy-view.tsx). What only the build reads (old URLs) is left out of the browser's
 * bundle: `import.meta.env.SSR` is false there, and the code behind it goes.
 */
import { crumbLabels } from '@content/breadcrumbs'
import { articlePath, articles, findArticle } from '@/content/articles'
import { categories, categoryPath, findCategory } from '@/content/categories'
import { legacyWhitespaceSlug } from '@/lib/slug'
import { screenModule } from '@/routes/modules'
import type { RouteHandle } from '@/routes/types'

const head = () => import('./head')
const pageMeta = async (name: 'blogMeta' | 'blogCategoriesMeta') => (await import('@content/pages/meta'))[name]

export const blogIndexHandle: RouteHandle = {
  screen: 'blog/BlogPage',
  meta: () => pageMeta('blogMeta'),
}

export const categoriesHandle: RouteHandle = {
  screen: 'blog/CategoriesPage',
  meta: () => pageMeta('blogCategoriesMeta'),
}

export const categoryHandle: RouteHandle = {
  screen: 'blog/CategoryPage',
  meta: async ({ category }) => (await head()).categoryHead(category),
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
  // An unknown slug shows the 404 screen, loaded before the first render (in the browser only: never pre-rendered).
  modules: ({ slug }) => (findArticle(slug) ? [] : [screenModule('not-found/NotFoundPage')]),
  // An old link of the blog to the AI SEO offer, which has its own page.
  moved: import.meta.env.SSR ? () => [{ from: '/blog/seo-ia', to: '/services/seo-ia' }] : undefined,
}
