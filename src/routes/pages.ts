/** The table expanded to concrete pages: what is pre-rendered, listed in sitemap.xml and redirected to. */
import { generatePath, matchRoutes, useLocation } from 'react-router-dom'
import { decodePathname } from '@/lib/slug'
import { NOT_FOUND_ROUTE_ID, routeTable } from './table'
import type { AppRoute, Params } from './types'

export type SitePage = { path: string; route: AppRoute; params: Params }

function paramsOf(route: AppRoute): Params[] {
  if (!route.path.includes(':')) return [{}]
  if (!route.handle.expand) throw new Error(`La route ${route.path} a des paramètres mais pas de fonction expand()`)
  return route.handle.expand()
}

export function sitePages(table: readonly AppRoute[] = routeTable): SitePage[] {
  return table
    .filter((route) => route.id !== NOT_FOUND_ROUTE_ID)
    .flatMap((route) =>
      paramsOf(route).map((params) => {
        // Paths are kept as written (the accented slug raw); they are encoded only where a URL is written out.
        const path = decodePathname(generatePath(route.path, params as Record<string, string>))
        if (route.handle.label?.(params) === null)
          throw new Error(`La route ${route.path} ne reconnaît pas ses propres paramètres (${path})`)
        return { path, route, params }
      }),
    )
}

export type RouteMatch = { route: AppRoute; params: Params }

const matches = new WeakMap<readonly AppRoute[], Map<string, RouteMatch>>()

/**
 * The route that answers a pathname, as the client router would pick it (the 404 route when none does). Remembered:
 * a page asks for its own route many times while it renders (React Router ranks the whole table at each match).
 */
export function matchPath(pathname: string, table: readonly AppRoute[] = routeTable): RouteMatch {
  let known = matches.get(table)
  if (!known) {
    known = new Map()
    matches.set(table, known)
  }
  let found = known.get(pathname)
  if (!found) {
    const match = matchRoutes(table as AppRoute[], pathname)?.at(-1)
    if (!match) throw new Error('La table des routes doit finir par une route *')
    found = { route: match.route as AppRoute, params: match.params }
    known.set(pathname, found)
  }
  return found
}

/** The path of the page at the current URL, as the route table reads it (the accented slug raw). */
export const useCurrentPath = (): string => decodePathname(useLocation().pathname)

/** The parameters of the page at the current URL, as its route reads them. */
export const useRouteParams = (): Params => matchPath(useCurrentPath()).params

/** Whether a pathname names a real page: a route other than the 404 one, whose parameters it recognises. */
export function pageExists(pathname: string, table: readonly AppRoute[] = routeTable): boolean {
  const { route, params } = matchPath(pathname, table)
  return route.id !== NOT_FOUND_ROUTE_ID && route.handle.label?.(params) !== null
}

/** The pages of a route's own 404 (route field `notFound`), pre-rendered beside the others. */
export function notFoundPages(table: readonly AppRoute[] = routeTable): string[] {
  return table.flatMap((route) => (route.handle.notFound ? [route.handle.notFound] : []))
}
