/**
 * The handles of the blog's routes (paths in src/routes/table.ts). Listings and articles are reading and links: the
 * browser keeps them as served (their islands, src/browser/islands.ts: a contact form, the index's search
 * box, an enhancement of its form, src/blog/search/, which runs Pagefind's WebAssembly: hence its own policy, embed
 * `search`). What the handles read of the article index runs at build only: in the browser the index is empty
 * (src/content/articles.browser.ts), and nothing there asks for it.
 */
import { crumbLabels } from '@content/breadcrumbs.json'
import { blogPages } from '@content/blog/listing.json'
import { articlePath, getArticle, getArticles } from '#articles'
import { categories, categoryNavigation, categoryPath, findCategory } from '@/content/categories'
import { legacyWhitespaceSlug } from '@/lib/slug'
import { fill } from '@/lib/text'
import { lang, localPath } from '@/lang'
import type { ArticleSummary } from '#articles'
import { type Crumb, KEPT_IN_BROWSER, type Params, type RouteHandle } from '@/routes/types'
import { loadArticle, loadSummaries, loadSummary, type LoadedArticle } from './load'
import { CATEGORY_PAGING, pageCount, pageNumber, pagePath } from './pagination'
import { blogIndexPage, blogPageCount, categoryPage, featuredArticle } from './shown'
import type { BlogListing } from './views/BlogListingView'

/** The head builders (they read every article's metadata). */
const head = () => import('./head')
const pageMeta = async (name: 'blogCategoriesMeta') => (await import('@content/pages/meta.json'))[name]

type BuildFields = Omit<RouteHandle, 'screen' | 'load' | 'browser' | 'embeds' | 'markdownTwin' | 'sitemap'>
/**
 * What a category's handle has of its build fields in the browser (a kept page's: KEPT_IN_BROWSER). They are written
 * `import.meta.env.SSR ? {…} : BROWSER`, so that the browser's bundle drops them and the code they alone import (the
 * article index, the copy); the other fields are optional and absent.
 */
const BROWSER: BuildFields = { meta: KEPT_IN_BROWSER.meta }

const home: Crumb = { label: crumbLabels[''], path: localPath('/') }
const blog: Crumb = { label: crumbLabels.blog, path: localPath('/blog') }
const pageCrumb = (listing: string, page: number): Crumb => ({
  label: fill(blogPages.crumb, { page }),
  path: pagePath(listing, page),
})
/** Pages 2 and after of a listing, as route parameters. */
const laterPages = (count: number) => Array.from({ length: count - 1 }, (_, index) => ({ page: String(index + 2) }))

export const blogIndexHandle: RouteHandle<BlogListing> = {
  browser: 'kept',
  embeds: ['search'],
  ...(import.meta.env.SSR
    ? {
        screen: () => import('../../pages/blog/BlogPage'),
        meta: async () => (await head()).blogPageHead(1),
        // The featured article too: the index shows it above the others (src/blog/views/BlogListingView.tsx).
        load: async () => {
          const featured = featuredArticle()
          const [main, others] = await Promise.all([featured && loadSummary(featured), loadSummaries(blogIndexPage(1))])
          return { main, others }
        },
      }
    : KEPT_IN_BROWSER),
}

/** The blog index's pages after the first: /blog/page/2… */
export const blogPageHandle: RouteHandle<{ shown: ArticleSummary[] }> = {
  browser: 'kept',
  ...(import.meta.env.SSR
    ? {
        screen: () => import('../../pages/blog/BlogArchivePage'),
        meta: async ({ page }) => (await head()).blogPageHead(pageNumber(page)),
        load: async ({ page }) => ({ shown: await loadSummaries(blogIndexPage(pageNumber(page))) }),
        label: ({ page }) => {
          const number = pageNumber(page)
          return number >= 2 && number <= blogPageCount() ? fill(blogPages.crumb, { page: number }) : null
        },
        expand: () => laterPages(blogPageCount()),
        trail: ({ page }) => [home, blog, pageCrumb(blog.path, pageNumber(page))],
        moved: () => [{ from: `${blog.path}/page/1`, to: blog.path }],
      }
    : KEPT_IN_BROWSER),
}

export const categoriesHandle: RouteHandle<{ latest: Record<string, ArticleSummary> }> = {
  browser: 'kept',
  ...(import.meta.env.SSR
    ? {
        screen: () => import('../../pages/blog/CategoriesPage'),
        meta: () => pageMeta('blogCategoriesMeta'),
        load: async () => {
          const latest = categories.flatMap((category) =>
            category.latest ? [[category.slug, category.latest] as const] : [],
          )
          return {
            latest: Object.fromEntries(
              await Promise.all(latest.map(async ([slug, nav]) => [slug, await loadSummary(nav)])),
            ),
          }
        },
      }
    : KEPT_IN_BROWSER),
}

const categoryTrail = (params: Params): Crumb[] => {
  const category = findCategory(params.category)
  return category ? [home, blog, { label: category.name, path: categoryPath(category) }] : []
}

/** A category is the same in both languages at the same place of content/categories.json (checked: same length). */
const categoryCounterpart = ({ category, page }: Params) =>
  `${categories.findIndex((known) => known.slug === category)} ${page ?? ''}`

/** Whether a category slug is one of the blog's (the browser knows the categories, not their articles). */
const knownCategory = ({ category }: Params) => categoryNavigation.some((known) => known.slug === category)

export const categoryHandle: RouteHandle<{ own: ArticleSummary[] }> = {
  // A category the blog does not have gets the spec's screen, which names it: rendered in the browser for the URL.
  screen: (params) =>
    knownCategory(params) ? import('../../pages/blog/CategoryPage') : import('../../pages/blog/UnknownCategoryPage'),
  browser: (params) => (knownCategory(params) ? 'kept' : 'hydrated'),
  ...(import.meta.env.SSR
    ? {
        meta: async ({ category }) => (await head()).categoryHead(category, 1),
        notFound: localPath('/blog/category/404'),
        load: async ({ category }) => ({ own: await loadSummaries(categoryPage(category, 1)) }),
        label: ({ category }) => findCategory(category)?.name ?? null,
        counterpart: categoryCounterpart,
        empty: ({ category }) => !findCategory(category)?.count,
        expand: () => categories.map((category) => ({ category: category.slug })),
        // The old (French) site's category links replaced only spaces ("création-site-web").
        aliases: ({ category }) => {
          if (lang !== 'fr') return []
          const found = findCategory(category)
          const legacy = found && categoryPath({ slug: legacyWhitespaceSlug(found.name) })
          return found && legacy !== categoryPath(found) ? [legacy!] : []
        },
        moved: () =>
          categories.map((category) => ({ from: `${categoryPath(category)}/page/1`, to: categoryPath(category) })),
      }
    : BROWSER),
}

/** A category's pages after the first: /blog/category/seo/page/2… */
export const categoryPageHandle: RouteHandle<{ own: ArticleSummary[] }> = {
  screen: categoryHandle.screen,
  browser: categoryHandle.browser,
  ...(import.meta.env.SSR
    ? {
        meta: async ({ category, page }) => (await head()).categoryHead(category, pageNumber(page)),
        load: async ({ category, page }) => ({ own: await loadSummaries(categoryPage(category, pageNumber(page))) }),
        label: ({ category, page }) => {
          const found = findCategory(category)
          const number = pageNumber(page)
          return found && number >= 2 && number <= pageCount(found.count, CATEGORY_PAGING)
            ? fill(blogPages.crumb, { page: number })
            : null
        },
        counterpart: categoryCounterpart,
        expand: () =>
          categories.flatMap((category) =>
            laterPages(pageCount(category.count, CATEGORY_PAGING)).map(({ page }) => ({
              category: category.slug,
              page,
            })),
          ),
        trail: (params) => {
          const trail = categoryTrail(params)
          return trail.length ? [...trail, pageCrumb(trail.at(-1)!.path, pageNumber(params.page))] : []
        },
      }
    : BROWSER),
}

export const articleHandle: RouteHandle<{ article?: LoadedArticle }> = {
  browser: 'kept',
  markdownTwin: true,
  ...(import.meta.env.SSR
    ? {
        screen: () => import('../../pages/blog/ArticlePage'),
        meta: async ({ slug }) => (await head()).articleHead(slug),
        label: ({ slug }) => getArticle(slug)?.title ?? null,
        // A translation keeps its article's id (src/content/check-translation.ts).
        counterpart: ({ slug }) => String(getArticle(slug)?.id),
        expand: () => getArticles().map((article) => ({ slug: article.slug })),
        // Its old addresses, when its slug changed after it was published (the editor writes them).
        aliases: ({ slug }) => getArticle(slug)?.aliases ?? [],
        trail: ({ slug }) => {
          const article = getArticle(slug)
          const category = article && categories.find((c) => c.name === article.category)
          if (!article || !category) return []
          return [
            home,
            blog,
            { label: category.name, path: categoryPath(category) },
            { label: article.title, path: articlePath(article) },
          ]
        },
        // The article's metadata and body, and its related articles' metadata; none for an unknown slug (404 screen).
        load: async ({ slug }) => {
          const nav = getArticle(slug)
          return nav ? { article: await loadArticle(nav) } : {}
        },
        // An old link of the blog to the AI SEO offer, which has its own page.
        moved: () => (lang === 'fr' ? [{ from: '/blog/seo-ia', to: '/services/seo-ia' }] : []),
      }
    : KEPT_IN_BROWSER),
}
