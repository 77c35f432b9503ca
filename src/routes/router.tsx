/**
 * The page at the current URL, from the route table. At build it renders the route's page: breadcrumb and <main>
 * with its screen. In the browser, the page's breadcrumb and, for a kept page, its content come from its HTML (the
 * served document, or the page's HTML fetched after a client navigation: src/browser/served-page.ts), kept as it is
 * (src/browser/KeptHtml.tsx); a hydrated page's screen renders its content.
 */
import { createContext, use, useEffect } from 'react'
import { whenLive } from '@/browser/early-clicks'
import { Breadcrumb } from '@/layout/Breadcrumb'
import { measurePageView } from '@/measure/later'
import { localPath } from '@/lang'
import { breadcrumbTrail } from './breadcrumbs'
import { KeptHtml } from '@/browser/KeptHtml'
import { tracked } from '@/lib/tracked'
import { matchPath, pageExists, useCurrentPath } from './pages'
import {
  applyFrameHead,
  fetchFrame,
  KEPT_ATTRIBUTE,
  loadAsDocument,
  servedFrameFor,
  SERVED_ROUTE_ATTRIBUTE,
  shownCounterpart,
  TRAIL_ATTRIBUTE,
} from '@/browser/served-page'
import { routeTable } from './table'
import type { AppRoute, Browser, ScreenModule } from './types'

/** How the page at this path lives in the browser (route field `browser`). */
export function browserMode(pathname: string, table: readonly AppRoute[] = routeTable): Browser {
  const { route, params } = matchPath(pathname, table)
  const { browser } = route.handle
  return typeof browser === 'function' ? browser(params) : browser
}

/** A page ready to render: its screen, and what its route's loader returned for it. */
export type LoadedPage = { screen: ScreenModule<object>; data: object }

/** The screen and the data of the page at this path, loaded together. */
export async function loadPage(pathname: string, table: readonly AppRoute[] = routeTable): Promise<LoadedPage> {
  const { route, params } = matchPath(pathname, table)
  const [screen, data] = await Promise.all([route.handle.screen(params), route.handle.load?.(params) ?? {}])
  return { screen, data }
}

/** The page loaded before the app renders (the build's, a hydrated page's in the browser), for the path it is of. */
export type PreparedPage = { pathname: string; page: LoadedPage | null }
export const PreparedPageContext = createContext<PreparedPage | null>(null)

/**
 * Loads the page at this path before it renders: at build every page, in the browser a hydrated page only (`kept`:
 * nothing), whose screen and data then came with the app (preloaded).
 */
export async function preparePage(pathname: string, { kept = false } = {}): Promise<PreparedPage> {
  const render = !kept && (import.meta.env.SSR || browserMode(pathname) === 'hydrated')
  return { pathname, page: render ? await loadPage(pathname) : null }
}

const loading = new Map<string, Promise<LoadedPage>>()
/** A few pages back and forth stay at hand, as their HTML does (src/browser/served-page.ts). */
const KEEP = 12

/** A hydrated page reached by a client navigation: loaded once, read during render. */
function pageLoading(pathname: string): Promise<LoadedPage> {
  let page = loading.get(pathname)
  if (!page) {
    page = tracked(loadPage(pathname))
    page.catch(() => loading.delete(pathname))
    loading.set(pathname, page)
    if (loading.size > KEEP) loading.delete(loading.keys().next().value!)
  }
  return page
}

function RenderedScreen({ pathname }: { pathname: string }) {
  const prepared = use(PreparedPageContext)
  const { screen, data } = prepared?.pathname === pathname && prepared.page ? prepared.page : use(pageLoading(pathname))
  const Screen = screen.default
  return <Screen {...data} />
}

/** At build: the page's breadcrumb and content, with the attributes the browser finds them by. */
function BuiltPage() {
  const pathname = useCurrentPath()
  const { route } = matchPath(pathname)
  const kept = browserMode(pathname) === 'kept'
  const content = <RenderedScreen pathname={pathname} />
  return (
    <>
      {pathname !== localPath('/') && pageExists(pathname) && (
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
  const pathname = useCurrentPath()
  const frame = servedFrameFor(pathname) ?? use(fetchFrame(pathname)) ?? use(loadAsDocument(pathname))
  useEffect(() => {
    if (frame.head) applyFrameHead(frame.head)
    shownCounterpart.set(frame.counterpart)
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
        {frame.kept !== null ? (
          <KeptHtml key={pathname} html={frame.kept} />
        ) : (
          // A kept route whose HTML is not its own (the host answered its address with a 404 page: a page number past
          // the last) has nothing to show but the 404 screen.
          <RenderedScreen pathname={browserMode(pathname) === 'kept' ? localPath('/404') : pathname} />
        )}
      </main>
    </>
  )
}

/**
 * The page at the current URL. Not React Router's `useRoutes`: the browser shows every page from its HTML the same way,
 * whatever its route, so matching the table (src/routes/pages.ts) is all the routing it needs, and the shell does
 * without React Router's route elements and error boundary (docs/loading.md).
 */
export const Page = import.meta.env.SSR ? BuiltPage : LivePage
