/**
 * The route table: the single list of the site's URLs. The client router, the pre-render list, sitemap.xml,
 * the breadcrumbs and _redirects are all derived from it. React Router ranks static segments before dynamic ones,
 * so fixed routes win over generic ones whatever their order here.
 */
import {
  articleHandle,
  blogIndexHandle,
  blogPageHandle,
  categoriesHandle,
  categoryHandle,
  categoryPageHandle,
} from '@/blog/routes'
import { homeArticles } from '@/blog/shown'
import { issueHandle, newsletterHandle } from '@/newsletter/routes'
import { servicePath } from '@/services/path'
import { loadSummaries } from '@/blog/load'
import { loadServicePage } from '@/services/load-page'
import services from 'virtual:service-index'
import { crumbLabels } from '@content/breadcrumbs.json'
import { lang } from '@/lang'
import { english } from './english'
import { leadRoutes } from './lead-routes'
import { type AppRoute, handle, KEPT_IN_BROWSER, kept, type RouteHandle } from './types'

export const NOT_FOUND_ROUTE_ID = 'not-found'

type PageMetaName = keyof typeof import('@content/pages/meta.json')
const pageMeta = (name: PageMetaName) => async () => (await import('@content/pages/meta.json'))[name]

const serviceMeta = (id: string) => async () => (await import('@/services/service-meta')).serviceMeta(id)

/**
 * A service page, from its file (content/services/<id>.json, through virtual:service-index): one screen renders every
 * service from its sections, which say how the page lives in the browser (the audit dialog: hydrated; a contact form is
 * an island of the kept page), the
 * third parties it embeds and what its loader reads (its file, and the special blocks it has).
 */
const servicePage = (service: (typeof services)[number]): AppRoute => ({
  id: `service-${service.id}`,
  path: `/services/${service.id}`,
  ...(english && { en: servicePath(service) }),
  handle: handle({
    screen: () => import('../../pages/services/ServicePage'),
    load: () => loadServicePage(service),
    browser: service.browser,
    ...(service.embeds.length > 0 && { embeds: service.embeds }),
    label: () => service.title,
    markdownTwin: true,
    // Read at build only (the browser takes a page's head from its HTML): the browser's bundle drops them.
    ...(import.meta.env.SSR
      ? {
          meta: serviceMeta(service.id),
          // Old French addresses (an English file inherits them): redirected to the French page only.
          ...(service.aliases.length > 0 && lang === 'fr' && { aliases: () => service.aliases }),
        }
      : ({} as Pick<RouteHandle, 'meta'>)),
  }),
})

/** Every route, with its French path and, where the page is translated, its English one (`en`). */
const routes: AppRoute[] = [
  {
    id: 'home',
    path: '/',
    ...(english && { en: '/en' }),
    handle: kept(
      import.meta.env.SSR && {
        screen: () => import('../../pages/home/HomePage'),
        meta: pageMeta('homeMeta'),
        // The cards of the latest articles.
        load: async () => ({ latest: await loadSummaries(homeArticles()) }),
      },
    ),
  },
  {
    id: 'about',
    path: '/about',
    ...(english && { en: '/en/about' }),
    handle: kept(
      import.meta.env.SSR && { screen: () => import('../../pages/about/AboutPage'), meta: pageMeta('aboutMeta') },
    ),
  },
  {
    id: 'sitemap',
    path: '/sitemap',
    ...(english && { en: '/en/sitemap' }),
    handle: kept(
      import.meta.env.SSR && { screen: () => import('../../pages/sitemap/SitemapPage'), meta: pageMeta('sitemapMeta') },
    ),
  },
  {
    id: 'privacy',
    path: '/privacy',
    ...(english && { en: '/en/privacy' }),
    handle: kept(
      import.meta.env.SSR && { screen: () => import('../../pages/privacy/PrivacyPage'), meta: pageMeta('privacyMeta') },
    ),
  },
  {
    id: 'terms',
    path: '/terms',
    ...(english && { en: '/en/terms' }),
    handle: kept(
      import.meta.env.SSR && { screen: () => import('../../pages/terms/TermsPage'), meta: pageMeta('termsMeta') },
    ),
  },
  {
    id: 'cgv',
    path: '/cgv',
    ...(english && { en: '/en/terms-of-sale' }),
    handle: kept(import.meta.env.SSR && { screen: () => import('../../pages/cgv/CgvPage'), meta: pageMeta('cgvMeta') }),
  },
  {
    id: 'test-images',
    path: '/test-images',
    handle: kept(
      import.meta.env.SSR && {
        screen: () => import('../../pages/test-images/TestImagesPage'),
        meta: pageMeta('testImagesMeta'),
      },
      { sitemap: false },
    ),
  },
  { id: 'blog', path: '/blog', ...(english && { en: '/en/blog' }), handle: blogIndexHandle },
  { id: 'blog-page', path: '/blog/page/:page', ...(english && { en: '/en/blog/page/:page' }), handle: blogPageHandle },
  {
    id: 'blog-categories',
    path: '/blog/category',
    ...(english && { en: '/en/blog/category' }),
    handle: categoriesHandle,
  },
  {
    id: 'blog-category',
    path: '/blog/category/:category',
    ...(english && { en: '/en/blog/category/:category' }),
    handle: categoryHandle,
  },
  {
    id: 'blog-category-page',
    path: '/blog/category/:category/page/:page',
    ...(english && { en: '/en/blog/category/:category/page/:page' }),
    handle: categoryPageHandle,
  },
  { id: 'article', path: '/blog/:slug', ...(english && { en: '/en/blog/:slug' }), handle: articleHandle },
  { id: 'newsletter', path: '/newsletter', ...(english && { en: '/en/newsletter' }), handle: newsletterHandle },
  {
    id: 'newsletter-issue',
    path: '/newsletter/:issue',
    ...(english && { en: '/en/newsletter/:issue' }),
    handle: issueHandle,
  },
  {
    id: 'services',
    path: '/services',
    ...(english && { en: '/en/services' }),
    handle: kept(
      import.meta.env.SSR && {
        screen: () => import('../../pages/services/ServicesPage'),
        meta: async () => (await import('@/services/service-meta')).servicesListMeta(),
      },
    ),
  },
  ...services.map(servicePage),
  {
    id: 'seo-local-realisations',
    path: '/services/seo-local/nos-realisations',
    ...(english && { en: `${servicePath(services.find((service) => service.id === 'seo-local')!)}/case-studies` }),
    handle: kept(
      import.meta.env.SSR && {
        screen: () => import('../../pages/services/RealisationsPage'),
        meta: async () => (await import('@/services/service-meta')).realisationsMeta(),
      },
      // Its last segment is not the French one the labels are keyed by.
      { label: () => crumbLabels['nos-realisations'] },
    ),
  },
  ...leadRoutes,
  {
    id: NOT_FOUND_ROUTE_ID,
    path: '*',
    ...(english && { en: '*' }),
    // 404.html is served at unknown URLs, where the browser renders afresh what the URL deserves. Its screen stays in
    // the browser: the nearest 404.html may be another route's (a hydrated one: /blog/category/404.html for
    // /blog/category/seo/page), which holds no kept content to show for an address no route knows.
    handle: {
      screen: () => import('../../pages/not-found/NotFoundPage'),
      browser: 'kept',
      sitemap: false,
      meta: import.meta.env.SSR ? pageMeta('notFoundMeta') : KEPT_IN_BROWSER.meta,
      // The host serves the nearest 404.html: the English one for unknown addresses under /en/.
      ...(lang === 'en' && { notFound: '/en/404' }),
    },
  },
]

/** The routes of this build's language (src/lang.ts): French, or the translated pages at their English paths. */
export const routeTable: AppRoute[] =
  lang === 'fr' ? routes : routes.flatMap((route) => (route.en ? [{ ...route, path: route.en }] : []))
