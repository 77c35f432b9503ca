import { crumbLabels as labels } from '@content/breadcrumbs.json'

/** One label per path segment (service pages are named by their routes' labels); a missing one is capitalised. */
const crumbLabels: Record<string, string> = labels
import { decodePathname } from '@/lib/slug'
import { localPath } from '@/lang'
import { matchPath } from './pages'
import { routeTable } from './table'
import type { AppRoute, Crumb } from './types'

export function capitalise(segment: string): string {
  const text = decodePathname(segment).replace(/-/g, ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The label of one path: its route's own, the map's for its last segment, or that segment capitalised. */
export function crumbLabel(path: string, table: readonly AppRoute[] = routeTable): string {
  const segment = path === localPath('/') ? '' : (path.split('/').at(-1) ?? '')
  const { route, params } = matchPath(path, table)
  return route.handle.label?.(params) ?? crumbLabels[segment] ?? capitalise(segment)
}

/** Home first, the current page last: the route's own trail, or one crumb per path segment. */
export function breadcrumbTrail(pathname: string, table: readonly AppRoute[] = routeTable): Crumb[] {
  const { route, params } = matchPath(pathname, table)
  if (route.handle.trail) return route.handle.trail(params)
  // The home page of the page's language ('/en'), then one crumb per segment after it.
  const home = localPath('/')
  const prefix = home === '/' ? '' : home
  const segments = pathname
    .slice(pathname.startsWith(`${prefix}/`) ? prefix.length : 0)
    .split('/')
    .filter(Boolean)
  return [
    { label: crumbLabel(home, table), path: home },
    ...segments.map((_, index) => {
      const path = `${prefix}/${segments.slice(0, index + 1).join('/')}`
      return { label: crumbLabel(path, table), path }
    }),
  ]
}
