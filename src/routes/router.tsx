/**
 * The route table as React Router route objects. At build, a route's element renders its page: breadcrumb and <main>
 * with its screen. In the browser, the page's breadcrumb and, for a kept page, its content come from its HTML (the
 * served document, or the page's HTML fetched after a client navigation: src/browser/served-page.ts), kept as it is
 * (src/browser/KeptHtml.tsx); a hydrated page's screen renders its content.
 */
import { use, useEffect, type ComponentType } from 'react'
import { useLocation, type RouteObject } from 'react-router-dom'
import { whenLive } from '@/browser/early-clicks'
import { Breadcrumb } from '@/layout/Breadcrumb'
import { measurePageView } from '@/measure/later'
import { decodePathname } from '@/lib/slug'
import { breadcrumbTrail } from './breadcrumbs'
import { KeptHtml } from '@/browser/KeptHtml'
import { loadModule, screenModule, useModule } from './modules'
import { matchPath, pageExists } from './pages'
import {
  applyFrameHead,
  fetchFrame,
  KEPT_ATTRIBUTE,
  loadAsDocument,
  servedFrameFor,
  SERVED_ROUTE_ATTRIBUTE,
  TRAIL_ATTRIBUTE,
} from '@/browser/served-page'
import { routeTable } from './table'
import type { AppRoute, Browser } from './types'

/** How the page at this path lives in the browser (route field `browser`). */
export function browserMode(pathname: string, table: readonly AppRoute[] = routeTable): Browser {
  const { route, params } = matchPath(pathname, table)
  const { browser } = route.handle
  return typeof browser === 'function' ? browser(params) : browser
}

/** The modules the build renders the page at this path with: its screen first, then what the route names. */
export function pageModules(pathname: string, table: readonly AppRoute[] = routeTable): string[] {
  const { route, params } = matchPath(pathname, table)
  const { screen } = route.handle
  return [
    screenModule(typeof screen === 'function' ? screen(params) : screen),
    ...(route.handle.modules?.(params) ?? []),
  ]
}

/**
 * Loads what the page at this path renders with, before it renders, and returns the ids of the modules the browser
 * fetches with the app: a hydrated page's screen and the modules its route names (a service page's file and blocks;
 * in the browser, no route names an article), nothing for a kept page. In the browser, only a hydrated page's
 * modules are loaded (`kept`: nothing).
 */
export async function preparePage(pathname: string, { kept = false } = {}): Promise<string[]> {
  if (kept) return []
  const hydrated = browserMode(pathname) === 'hydrated'
  const ids = import.meta.env.SSR || hydrated ? pageModules(pathname) : []
  await Promise.all(ids.map(loadModule))
  return hydrated ? ids : []
}

function RenderedScreen({ pathname }: { pathname: string }) {
  const [screen, ...modules] = pageModules(pathname)
  // Fetched together, not one after the other as the screen would read them.
  for (const id of modules) void loadModule(id).catch(() => {}) // A failure shows where the screen reads it.
  const { default: Component } = useModule<{ default: ComponentType }>(screen!)
  return <Component />
}

/** At build: the page's breadcrumb and content, with the attributes the browser finds them by. */
function BuiltPage({ route }: { route: AppRoute }) {
  const pathname = decodePathname(useLocation().pathname)
  const kept = browserMode(pathname) === 'kept'
  const content = <RenderedScreen pathname={pathname} />
  return (
    <>
      {pathname !== '/' && pageExists(pathname) && (
        <div {...{ [TRAIL_ATTRIBUTE]: '' }} className="contents">
          <Breadcrumb trail={breadcrumbTrail(pathname)} />
        </div>
      )}
      <main id="main" {...{ [SERVED_ROUTE_ATTRIBUTE]: route.id }}>
        {kept ? <div {...{ [KEPT_ATTRIBUTE]: '' }}>{content}</div> : content}
      </main>
    </>
  )
}

/** In the browser: the page as its HTML has it, its screen rendered when it is hydrated. */
function LivePage() {
  const pathname = decodePathname(useLocation().pathname)
  const frame = servedFrameFor(pathname) ?? use(fetchFrame(pathname)) ?? use(loadAsDocument(pathname))
  useEffect(() => {
    if (frame.head) applyFrameHead(frame.head)
    // Marks the document once this page is live: the browser tests wait for it.
    document.documentElement.setAttribute('data-page', frame.routeId)
    whenLive()
    // The page is live (painted, then hydrated): only now is its view counted, once the browser is idle.
    measurePageView(frame.routeId)
  }, [frame])
  return (
    <>
      {frame.trail !== null && <KeptHtml html={frame.trail} attribute={TRAIL_ATTRIBUTE} className="contents" />}
      <main id="main" {...{ [SERVED_ROUTE_ATTRIBUTE]: frame.routeId }}>
        {frame.kept !== null ? <KeptHtml key={pathname} html={frame.kept} /> : <RenderedScreen pathname={pathname} />}
      </main>
    </>
  )
}

export function createRoutes(table: readonly AppRoute[] = routeTable): RouteObject[] {
  return table.map((route) => ({
    id: route.id,
    path: route.path,
    handle: route.handle,
    element: import.meta.env.SSR ? <BuiltPage route={route} /> : <LivePage />,
  }))
}
