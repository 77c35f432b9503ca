/**
 * A document keeps the Content-Security-Policy it was loaded with. Pages that embed a third party have a policy of
 * their own (route field `embeds`, written to _headers by src/build/csp.ts), so a link between two pages whose
 * policies differ must load a new document rather than navigate within the app: then each page always runs under its
 * own policy, whichever way the visitor reached it. Decided here, for every link of the site, from the route table.
 */
import { decodePathname } from '@/lib/slug'
import { matchPath } from './pages'

/** Pages with the same embeds share a policy. */
const policyOf = (pathname: string) => [...(matchPath(pathname).route.handle.embeds ?? [])].sort().join(' ')

export const needsOwnDocument = (from: string, to: string) =>
  policyOf(decodePathname(from)) !== policyOf(decodePathname(to))

/**
 * Before the app sees a click on such a link (capture, on window), hide it from the app: the browser then follows the
 * link itself, as a full page load.
 */
export function listenForOwnDocuments() {
  window.addEventListener(
    'click',
    (event) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (
        !(link instanceof HTMLAnchorElement) ||
        (link.target && link.target !== '_self') ||
        link.hasAttribute('download')
      )
        return
      const url = new URL(link.href)
      if (url.origin === window.location.origin && needsOwnDocument(window.location.pathname, url.pathname))
        event.stopPropagation()
    },
    true,
  )
}
