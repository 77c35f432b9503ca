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
import { homeArticles } from '#article-index'
import { articleMetaId } from '@/content/article-links'
import type { ServiceId } from '@content/schema'
import { leadRoutes } from './lead-routes'
import type { AppRoute, Browser, Embed } from './types'

export const NOT_FOUND_ROUTE_ID = 'not-found'

type PageMetaName = keyof typeof import('@content/pages/meta.json')
const pageMeta = (name: PageMetaName) => async () => (await import('@content/pages/meta.json'))[name]

const serviceMeta = (id: ServiceId) => async () => (await import('@/services/service-meta')).serviceMeta(id)

type ServiceOptions = { browser: Browser; aliases?: string[]; embeds?: Embed[] }

/** A service page: its screen, its head data, how it lives in the browser, and the old addresses that redirect to it. */
const servicePage = (id: ServiceId, screen: string, { browser, aliases, embeds }: ServiceOptions): AppRoute => ({
  id: `service-${id}`,
  path: `/services/${id}`,
  handle: {
    screen: `services/${screen}`,
    meta: serviceMeta(id),
    browser,
    ...(embeds && { embeds }),
    markdownTwin: true,
    ...(aliases && { aliases: () => aliases }),
  },
})

export const routeTable: AppRoute[] = [
  {
    id: 'home',
    path: '/',
    // The cards of the latest articles read their metadata.
    handle: {
      screen: 'home/HomePage',
      meta: pageMeta('homeMeta'),
      browser: 'kept',
      modules: () => homeArticles().map(articleMetaId),
    },
  },
  { id: 'about', path: '/about', handle: { screen: 'about/AboutPage', meta: pageMeta('aboutMeta'), browser: 'kept' } },
  {
    id: 'sitemap',
    path: '/sitemap',
    handle: { screen: 'sitemap/SitemapPage', meta: pageMeta('sitemapMeta'), browser: 'kept' },
  },
  {
    id: 'privacy',
    path: '/privacy',
    handle: { screen: 'privacy/PrivacyPage', meta: pageMeta('privacyMeta'), browser: 'kept' },
  },
  { id: 'terms', path: '/terms', handle: { screen: 'terms/TermsPage', meta: pageMeta('termsMeta'), browser: 'kept' } },
  {
    id: 'test-images',
    path: '/test-images',
    handle: { screen: 'test-images/TestImagesPage', meta: pageMeta('testImagesMeta'), browser: 'kept', sitemap: false },
  },
  { id: 'blog', path: '/blog', handle: blogIndexHandle },
  { id: 'blog-page', path: '/blog/page/:page', handle: blogPageHandle },
  { id: 'blog-categories', path: '/blog/category', handle: categoriesHandle },
  { id: 'blog-category', path: '/blog/category/:category', handle: categoryHandle },
  { id: 'blog-category-page', path: '/blog/category/:category/page/:page', handle: categoryPageHandle },
  { id: 'article', path: '/blog/:slug', handle: articleHandle },
  {
    id: 'services',
    path: '/services',
    handle: {
      screen: 'services/ServicesPage',
      meta: async () => (await import('@/services/service-meta')).servicesListMeta(),
      browser: 'kept',
    },
  },
  // Pages ending with the contact form, or with a dialog, are hydrated; the others are reading and links (the PBN
  // page's player is an enhancement of its kept markup).
  servicePage('seo-ia', 'SeoIaPage', { browser: 'hydrated' }),
  servicePage('creation-site', 'CreationSitePage', { browser: 'kept' }),
  servicePage('audit-seo', 'AuditSeoPage', { browser: 'hydrated', embeds: ['audit-widget'] }),
  servicePage('seo', 'SeoPage', { browser: 'kept' }),
  servicePage('seo-local', 'SeoLocalPage', { browser: 'kept' }),
  servicePage('netlinking', 'NetlinkingPage', { browser: 'hydrated' }),
  servicePage('creer-pbn-seo', 'PbnPage', { browser: 'kept', embeds: ['video'], aliases: ['/creer-pbn-seo'] }),
  servicePage('generation-leads', 'GenerationLeadsPage', {
    browser: 'hydrated',
    aliases: ['/services/generer-du-lead'],
  }),
  servicePage('formation-seo', 'FormationSeoPage', { browser: 'hydrated', aliases: ['/services/vous-former'] }),
  servicePage('automatisation', 'AutomatisationPage', { browser: 'hydrated' }),
  {
    id: 'seo-local-realisations',
    path: '/services/seo-local/nos-realisations',
    handle: {
      screen: 'services/RealisationsPage',
      meta: async () => (await import('@/services/service-meta')).realisationsMeta(),
      browser: 'kept',
    },
  },
  ...leadRoutes,
  {
    id: NOT_FOUND_ROUTE_ID,
    path: '*',
    // 404.html is served at unknown URLs, where the browser renders afresh what the URL deserves.
    handle: { screen: 'not-found/NotFoundPage', meta: pageMeta('notFoundMeta'), browser: 'kept', sitemap: false },
  },
]
