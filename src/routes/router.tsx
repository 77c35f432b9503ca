/**
 * The route table as React Router route objects. A route's element renders its screen; `preparePage` loads the
 * screen and the modules the route names before the first render, so pre-rendering and hydration see the same tree.
 */
import { useEffect, type ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import { loadModule, screenModule, useModule } from './modules'
import { matchPath } from './pages'
import { routeTable } from './table'
import type { AppRoute, ScreenModule } from './types'

function Screen({ route }: { route: AppRoute }) {
  const { default: Component } = useModule<{ default: ComponentType }>(screenModule(route.handle.screen))
  // Marks the document once this page (not only the shell) is live: the browser tests wait for it.
  useEffect(() => document.documentElement.setAttribute('data-page', route.id), [route.id])
  return <Component />
}

/** The modules the page at this path renders with: its screen first. */
export function pageModules(pathname: string, table: readonly AppRoute[] = routeTable): string[] {
  const { route, params } = matchPath(pathname, table)
  return [screenModule(route.handle.screen), ...(route.handle.modules?.(params) ?? [])]
}

/**
 * Loads what the page at this path renders, before it renders; returns the ids of the modules the HTML should
 * preload. For a route that hydrates after the shell, the server loads them all the same (the HTML is complete),
 * but the browser neither preloads nor awaits them: it starts fetching them and hydrates the shell meanwhile.
 * The pre-render also runs the screen's `prerender` export, for what the browser does without.
 */
export async function preparePage(pathname: string, table: readonly AppRoute[] = routeTable, { prerender = false } = {}): Promise<string[]> {
  const ids = pageModules(pathname, table)
  const afterShell = matchPath(pathname, table).route.handle.hydrateAfterShell === true
  if (afterShell && !import.meta.env.SSR) {
    for (const id of ids) void loadModule(id).catch(() => {}) // A failure shows when React reaches the module.
    return []
  }
  await Promise.all(ids.map(loadModule))
  // Only the build pre-renders: the browser's bundle goes without this branch.
  if (import.meta.env.SSR && prerender) {
    const { params } = matchPath(pathname, table)
    const screen = (await loadModule(ids[0]!)) as ScreenModule
    await screen.prerender?.(params)
  }
  return afterShell ? [] : ids
}

export function createRoutes(table: readonly AppRoute[] = routeTable): RouteObject[] {
  return table.map((route) => ({ id: route.id, path: route.path, handle: route.handle, element: <Screen route={route} /> }))
}
