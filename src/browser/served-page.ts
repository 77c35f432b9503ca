/**
 * What the browser shows of a page comes from its HTML, as the build wrote it: the served document on a full page
 * load, the page's HTML fetched from the host after a client navigation. Of it, the app keeps the breadcrumb and,
 * for a page kept as served (route field `browser: 'kept'`), the content of <main>; after a client navigation it also
 * takes the page's head. So the browser needs no data of its own to show a page (no index of articles, no head
 * builder), and every page looks the same however it was reached.
 */
import { HEAD_MARKER } from '@/head/head-html'
import { decodePathname } from '@/lib/slug'

/** The attribute of the #root container that names the path the document was rendered for. */
export const SERVED_PATH_ATTRIBUTE = 'data-path'
/** The attribute of <main> that names the route of its page ('not-found' for the 404 page). */
export const SERVED_ROUTE_ATTRIBUTE = 'data-route'
/** The attribute of the element that holds a kept page's content, inside <main>. */
export const KEPT_ATTRIBUTE = 'data-kept'
/** The attribute of the element that holds the breadcrumb. */
export const TRAIL_ATTRIBUTE = 'data-trail'
/** The attribute of the #root container that names the same page in the other language (none: it has none). */
export const COUNTERPART_ATTRIBUTE = 'data-counterpart'

export type PageFrame = {
  /** The route the page was built for (the 404 page's for a path that names nothing). */
  routeId: string
  /** The breadcrumb's markup, if the page has one. */
  trail: string | null
  /** The content of <main> of a kept page; null for a hydrated page, whose screen renders it. */
  kept: string | null
  /** The page's own head (title and tags), for a page reached by a client navigation. */
  head: { title: string; tags: Element[] } | null
  /** The path of the same page in the other language, if it has one (the language switch, src/layout/LanguageSwitch.tsx). */
  counterpart: string | null
}

function readFrame(doc: Document, withHead: boolean): PageFrame & { path: string } {
  const root = doc.getElementById('root')
  return {
    path: decodePathname(root?.getAttribute(SERVED_PATH_ATTRIBUTE) ?? ''),
    routeId: doc.getElementById('main')?.getAttribute(SERVED_ROUTE_ATTRIBUTE) ?? '',
    trail: doc.querySelector(`[${TRAIL_ATTRIBUTE}]`)?.innerHTML ?? null,
    kept: doc.querySelector(`#main > [${KEPT_ATTRIBUTE}]`)?.innerHTML ?? null,
    head: withHead ? { title: doc.title, tags: [...doc.head.querySelectorAll(`[${HEAD_MARKER}]`)] } : null,
    counterpart: root?.hasAttribute(COUNTERPART_ATTRIBUTE)
      ? decodePathname(root.getAttribute(COUNTERPART_ATTRIBUTE)!)
      : null,
  }
}

let counterpart: string | null = null
const counterpartListeners = new Set<() => void>()

/**
 * The translation of the page shown (its path in the other language, or null): set by the build before it renders a
 * page, from the served document before the app mounts, from each page's HTML as the app shows it.
 */
export const shownCounterpart = {
  get: (): string | null => counterpart,
  subscribe(listener: () => void) {
    counterpartListeners.add(listener)
    return () => {
      counterpartListeners.delete(listener)
    }
  },
  set(path: string | null) {
    if (path === counterpart) return
    counterpart = path
    for (const listener of counterpartListeners) listener()
  },
}

let served: (PageFrame & { path: string }) | null = null
let left = false

/**
 * Reads the served document, once, before React touches it: whether it was rendered for the current URL (else it is
 * 404.html, served at an unknown one), and whether it is a kept page.
 */
export function readServedDocument(): { here: boolean; kept: boolean } {
  const frame = readFrame(document, false)
  const current = decodePathname(window.location.pathname)
  const here = frame.path === current
  // 404.html is the page of the URL it is served at.
  served = { ...frame, path: current }
  shownCounterpart.set(frame.counterpart)
  return { here, kept: frame.kept !== null }
}

/** The served frame, for the first page shown, while the app has not left it. */
export function servedFrameFor(pathname: string): PageFrame | null {
  return !left && served?.path === pathname ? served : null
}

/** The app has shown another page: what was served no longer applies. */
export function leaveServedDocument() {
  left = true
}

const fetched = new Map<string, Promise<PageFrame | null>>()
/** A few pages back and forth stay at hand; older ones are fetched again (the host's cache answers). */
const KEEP = 12

/**
 * The frame of another page: its HTML fetched from the host; null when the host redirects it, answers with something
 * else than a page, or cannot be reached (the app then leaves it to the browser, src/routes/router.tsx).
 */
export function fetchFrame(pathname: string): Promise<PageFrame | null> {
  let frame = fetched.get(pathname)
  if (!frame) {
    frame = fetch(encodeURI(pathname), { headers: { accept: 'text/html' } })
      .then(async (response) => {
        if (response.redirected || !(response.headers.get('content-type') ?? '').includes('text/html')) return null
        return readFrame(new DOMParser().parseFromString(await response.text(), 'text/html'), true)
      })
      .catch(() => null)
      .then((read) => {
        if (!read) fetched.delete(pathname)
        return read
      })
    fetched.set(pathname, frame)
    if (fetched.size > KEEP) fetched.delete(fetched.keys().next().value!)
  }
  return frame
}

/** What a page the app cannot show gets: a full page load, the browser showing what the host says. */
export function loadAsDocument(pathname: string): Promise<never> {
  window.location.assign(encodeURI(pathname) + window.location.search + window.location.hash)
  return new Promise(() => {})
}

/** Puts a fetched page's head in place of the current page's. */
export function applyFrameHead(head: NonNullable<PageFrame['head']>, doc: Document = document) {
  doc.title = head.title
  for (const old of doc.head.querySelectorAll(`[${HEAD_MARKER}]`)) old.remove()
  doc.head.append(...head.tags.map((tag) => doc.importNode(tag, true)))
}
