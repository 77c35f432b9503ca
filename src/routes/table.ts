/**
 * The route table: the single list of the site's URLs. The client router, the pre-render list, sitemap.xml,
 * the breadcrumbs and _redirects are all derived from it. React Router ranks static segments before dynamic ones,
 * so fixed routes win over generic ones whatever their order here.
 */
import { articleMetaId, homeArticles } from '@/content/articles'
import { leadRoutes } from './lead-routes'
import type { AppRoute } from './types'

export const NOT_FOUND_ROUTE_ID = 'not-found'

const pageMeta = (name: 'homeMeta' | 'aboutMeta' | 'notFoundMeta') => async () => (await import('@content/pages/meta'))[name]

export const routeTable: AppRoute[] = [
  {
    id: 'home',
    path: '/',
    handle: { screen: 'home/HomePage', meta: pageMeta('homeMeta'), modules: () => homeArticles().map(articleMetaId) },
  },
  { id: 'about', path: '/about', handle: { screen: 'about/AboutPage', meta: pageMeta('aboutMeta') } },
  ...leadRoutes,
  {
    id: NOT_FOUND_ROUTE_ID,
    path: '*',
    handle: { screen: 'not-found/NotFoundPage', meta: pageMeta('notFoundMeta'), sitemap: false },
  },
]
