/**
 * The route table: the single list of the site's URLs. The client router, the pre-render list, sitemap.xml,
 * the breadcrumbs and _redirects are all derived from it. React Router ranks static segments before dynamic ones,
 * so fixed routes win over generic ones whatever their order here.
 */
import { articleHandle, blogIndexHandle, categoriesHandle, categoryHandle } from '@/blog/routes'
import type { ServiceId } from '@content/schema'
import { leadRoutes } from './lead-routes'
import type { AppRoute } from './types'

export const NOT_FOUND_ROUTE_ID = 'not-found'

type PageMetaName = keyof typeof import('@content/pages/meta')
const pageMeta = (name: PageMetaName) => async () => (await import('@content/pages/meta'))[name]

const serviceMeta = (id: ServiceId) => async () => (await import('@/services/service-meta')).serviceMeta(id)

/** A service page: its screen, its head data, and the old addresses that redirect to it. */
const servicePage = (id: ServiceId, screen: string, aliases?: string[]): AppRoute => ({
  id: `service-${id}`,
  path: `/services/${id}`,
  handle: {
    screen: `services/${screen}`,
    meta: serviceMeta(id),
    hydrateAfterShell: true,
    markdownTwin: true,
    ...(aliases && { aliases: () => aliases }),
  },
})

export const routeTable: AppRoute[] = [
  {
    id: 'home',
    path: '/',
    handle: { screen: 'home/HomePage', meta: pageMeta('homeMeta') },
  },
  { id: 'about', path: '/about', handle: { screen: 'about/AboutPage', meta: pageMeta('aboutMeta') } },
  { id: 'sitemap', path: '/sitemap', handle: { screen: 'sitemap/SitemapPage', meta: pageMeta('sitemapMeta') } },
  { id: 'privacy', path: '/privacy', handle: { screen: 'privacy/PrivacyPage', meta: pageMeta('privacyMeta') } },
  { id: 'terms', path: '/terms', handle: { screen: 'terms/TermsPage', meta: pageMeta('termsMeta') } },
  {
    id: 'test-images',
    path: '/test-images',
    handle: { screen: 'test-images/TestImagesPage', meta: pageMeta('testImagesMeta'), sitemap: false },
  },
  { id: 'blog', path: '/blog', handle: blogIndexHandle },
  { id: 'blog-categories', path: '/blog/category', handle: categoriesHandle },
  { id: 'blog-category', path: '/blog/category/:category', handle: categoryHandle },
  { id: 'article', path: '/blog/:slug', handle: articleHandle },
  {
    id: 'services',
    path: '/services',
    handle: {
      screen: 'services/ServicesPage',
      meta: async () => (await import('@/services/service-meta')).servicesListMeta(),
      hydrateAfterShell: true,
    },
  },
  servicePage('seo-ia', 'SeoIaPage'),
  servicePage('creation-site', 'CreationSitePage'),
  servicePage('audit-seo', 'AuditSeoPage'),
  servicePage('seo', 'SeoPage'),
  servicePage('seo-local', 'SeoLocalPage'),
  servicePage('netlinking', 'NetlinkingPage'),
  servicePage('creer-pbn-seo', 'PbnPage', ['/creer-pbn-seo']),
  servicePage('generation-leads', 'GenerationLeadsPage', ['/services/generer-du-lead']),
  servicePage('formation-seo', 'FormationSeoPage', ['/services/vous-former']),
  servicePage('automatisation', 'AutomatisationPage'),
  {
    id: 'seo-local-realisations',
    path: '/services/seo-local/nos-realisations',
    handle: {
      screen: 'services/RealisationsPage',
      meta: async () => (await import('@/services/service-meta')).realisationsMeta(),
      hydrateAfterShell: true,
    },
  },
  ...leadRoutes,
  {
    id: NOT_FOUND_ROUTE_ID,
    path: '*',
    handle: { screen: 'not-found/NotFoundPage', meta: pageMeta('notFoundMeta'), sitemap: false },
  },
]
