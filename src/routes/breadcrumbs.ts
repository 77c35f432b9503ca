import { crumbLabels as labels } from '@content/breadcrumbs.json'

/** One label per path segment (service pages are named by their routes' labels); a missing one is capitalised. */
const crumbLabels: Record<string, string> = labels
import { decodePathname } from '@/lib/slug'
import { lang, localPath } from '@/lang'
import { matchPath } from './pages'
import { routeTable } from './table'
import type { AppRoute, Crumb } from './types'

export function capitalise(segment: string): string {
  const text = decodePathname(segment).replace(/-/g, ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The label of one path: its route's own, the map's for its last segment, or that segment capitalised. */
export function crumbLabel(path: string, table: readonly AppRoute[] = routeTable): string {
  // The home page of the language (/, /en) is labelled as home.
  const segment = path === localPath('/') ? '' : (path.split('/').at(-1) ?? '')
  const { route, params } = matchPath(path, table)
  return route.handle.label?.(params) ?? crumbLabels[segment] ?? capitalise(segment)
}

/** Home first, the current page last: the route's own trail, or one crumb per path segment. */
export function breadcrumbTrail(pathname: string, table: readonly AppRoute[] = routeTable): Crumb[] {
  const { route, params } = matchPath(pathname, table)
  if (route.handle.trail) return route.handle.trail(params)
  const segments = pathname.split('/').filter(Boolean)
  // Under a language's prefix (/en/…), the prefix is that language's home page.
  const prefix = lang === 'fr' ? 0 : 1
  const home = localPath('/')
  return [
    { label: crumbLabel(home, table), path: home },
    ...segments.slice(prefix).map((_, index) => {
      const path = `/${segments.slice(0, prefix + index + 1).join('/')}`
      return { label: crumbLabel(path, table), path }
    }),
  ]
}
