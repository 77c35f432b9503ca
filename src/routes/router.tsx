/**
 * The route table as React Router route objects. A route's element renders its screen, with the modules the route
 * names; on the first page of a document that the browser keeps as served, it keeps that markup instead (KeptHtml).
 */
import { useEffect, type ComponentType } from 'react'
import { useLocation, type RouteObject } from 'react-router-dom'
import { whenLive } from '@/boot/early-clicks'
import { decodePathname } from '@/lib/slug'
import { KeptHtml } from './KeptHtml'
import { loadModule, screenModule, useModule } from './modules'
import { matchPath } from './pages'
import { keptHtmlFor, KEPT_ATTRIBUTE } from './served'
import { routeTable } from './table'
import type { AppRoute, Browser } from './types'

/** How the page at this path lives in the browser after a full page load (route field `browser`). */
export function browserMode(pathname: string, table: readonly AppRoute[] = routeTable): Browser {
  const { route, params } = matchPath(pathname, table)
  const { browser } = route.handle
  return typeof browser === 'function' ? browser(params) : browser
}

/** The modules the page at this path renders with: its screen first, then what the route names. */
export function pageModules(pathname: string, table: readonly AppRoute[] = routeTable): string[] {
  const { route, params } = matchPath(pathname, table)
  return [screenModule(route.handle.screen), ...(route.handle.modules?.(params) ?? [])]
}

/**
 * Loads what the page at this path renders, before it renders, and returns the ids of the modules the browser should
 * fetch with the app: a hydrated page's, none for a kept one (the build renders it whole all the same). In the
 * browser, a kept document loads nothing (`kept`).
 */
export async function preparePage(pathname: string, { kept = false } = {}): Promise<string[]> {
  if (kept) return []
  const ids = pageModules(pathname)
  await Promise.all(ids.map(loadModule))
  return browserMode(pathname) === 'hydrated' ? ids : []
}

function RenderedScreen({ pathname, kept }: { pathname: string; kept: boolean }) {
  const [screen, ...modules] = pageModules(pathname)
  // Fetched together, not one after the other as the screen would read them.
  for (const id of modules) void loadModule(id).catch(() => {}) // A failure shows where the screen reads it.
  const { default: Component } = useModule<{ default: ComponentType }>(screen!)
  return kept ? <div {...{ [KEPT_ATTRIBUTE]: '' }}>{<Component />}</div> : <Component />
}

function Screen({ route }: { route: AppRoute }) {
  const pathname = decodePathname(useLocation().pathname)
  const served = keptHtmlFor(pathname)
  // Marks the document once this page is live: the browser tests wait for it.
  useEffect(() => {
    document.documentElement.setAttribute('data-page', route.id)
    whenLive()
  }, [route.id])
  if (served !== null) return <KeptHtml html={served} />
  return <RenderedScreen pathname={pathname} kept={browserMode(pathname) === 'kept'} />
}

export function createRoutes(table: readonly AppRoute[] = routeTable): RouteObject[] {
  return table.map((route) => ({
    id: route.id,
    path: route.path,
    handle: route.handle,
    element: <Screen route={route} />,
  }))
}
