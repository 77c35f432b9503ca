/**
 * How a link click navigates. A plain click on an internal link (the one test, `isPlainInternalClick`) navigates
 * within the app: React Router's links do it themselves, the links of a kept page's HTML through
 * `navigateOnPlainClick` (src/browser/KeptHtml.tsx). Any other click is left to the browser.
 *
 * Two exceptions, decided here for every link of the site. A page of the other language belongs to the other
 * language's app (src/lang.ts): a link there loads a new document. And a document keeps the
 * Content-Security-Policy it was loaded with. Pages that embed a third party have a policy of their own (route field
 * `embeds`, written to _headers by src/build/csp.ts), so a link between two pages whose policies differ loads a new
 * document rather than navigate within the app: then each page always runs under its own policy, whichever way the
 * visitor reached it.
 */
import type { NavigateFunction } from 'react-router-dom'
import { decodePathname } from '@/lib/slug'
import { matchPath } from '@/routes/pages'
import { lang, languageOfPath } from '@/lang'

/**
 * The address of a link that points at another page of this site and opens in this window (no target other than
 * _self, no download), or null. A link to a fragment of the page shown (same path and query) is left to the browser,
 * which scrolls to it.
 */
export function internalLinkUrl(anchor: Element | null | undefined): URL | null {
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.hasAttribute('href')) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href)
  const here = window.location
  if (url.origin !== here.origin) return null
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null
  return url
}

/** What a click tells, as the DOM and React hand it. */
type Click = Pick<
  MouseEvent,
  'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'target'
> & {
  preventDefault(): void
}

/** A click the app may take over: the main button, no modifier key, not handled yet, on an internal link. */
export function isPlainInternalClick(event: Click, anchor: Element | null | undefined): anchor is HTMLAnchorElement {
  if (event.defaultPrevented || event.button !== 0) return false
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  return internalLinkUrl(anchor) !== null
}

/** The link a click or a pointer event happened in, if any. */
export const linkOf = (target: EventTarget | null): Element | null | undefined =>
  (target as Element | null)?.closest?.('a[href]')

/** Pages with the same embeds share a policy. */
const policyOf = (pathname: string) => [...(matchPath(pathname).route.handle.embeds ?? [])].sort().join(' ')

export const needsOwnDocument = (from: string, to: string) =>
  languageOfPath(to) !== lang || policyOf(decodePathname(from)) !== policyOf(decodePathname(to))

/**
 * Before the app sees a plain click on a link to a page of another policy (capture, on window), hide it from the
 * app: the browser then follows the link itself, as a full page load.
 */
export function listenForOwnDocuments() {
  window.addEventListener(
    'click',
    (event) => {
      const link = linkOf(event.target)
      if (isPlainInternalClick(event, link) && needsOwnDocument(window.location.pathname, new URL(link.href).pathname))
        event.stopPropagation()
    },
    true,
  )
}

/** Kept links are plain anchors: a plain click on an internal one navigates within the app. */
export function navigateOnPlainClick(event: Click, navigate: NavigateFunction) {
  const link = linkOf(event.target)
  if (!isPlainInternalClick(event, link)) return
  const url = new URL(link.href)
  event.preventDefault()
  navigate(url.pathname + url.search + url.hash)
}
