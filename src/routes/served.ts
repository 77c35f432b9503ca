/**
 * What the served document says of itself, read once in the browser before React touches it: the path it was
 * rendered for (404.html is served at every unknown URL) and, for a page that the browser keeps as served (route
 * field `browser: 'kept'`), the markup of its content, which React then keeps as it is.
 */
import { decodePathname } from '@/lib/slug'

/** The attribute of the #root container that names the path the document was rendered for. */
export const SERVED_PATH_ATTRIBUTE = 'data-path'
/** The attribute of the element that holds a kept page's content, inside <main>. */
export const KEPT_ATTRIBUTE = 'data-kept'

let served: { path: string; kept: string | null } | null = null
let left = false

/**
 * Reads the served document: whether it was rendered for the current URL (else it is 404.html, served elsewhere), and
 * whether it is a page kept as served.
 */
export function readServedDocument(): { here: boolean; kept: boolean } {
  const path = decodePathname(document.getElementById('root')?.getAttribute(SERVED_PATH_ATTRIBUTE) ?? '')
  const here = path === decodePathname(window.location.pathname)
  const kept = here ? document.querySelector(`#main > [${KEPT_ATTRIBUTE}]`) : null
  served = { path, kept: kept ? kept.innerHTML : null }
  return { here, kept: kept !== null }
}

/** The served markup to keep for this path: on the first page only, while the app has not left it. */
export function keptHtmlFor(pathname: string): string | null {
  return !left && served?.path === pathname ? served.kept : null
}

/** Whether the head of the document is already this path's (the first page, as served). */
export const servedHeadIsFor = (pathname: string) => !left && served?.path === pathname

/** The app has shown another page: what was served no longer applies. */
export function leaveServedDocument() {
  left = true
  if (served) served.kept = null
}
