/**
 * The site's first-party audience beacon: page views and business events, sent to the `collect` function with
 * navigator.sendBeacon (a text/plain body: no preflight, and it survives the page being left). Nothing is stored in
 * the browser and nothing identifies the visitor; a browser that asks not to be tracked (Global Privacy Control, Do
 * Not Track) sends nothing at all. The checks are the function's own (supabase/functions/_shared/measure-event.ts).
 * This module is loaded once the live page is idle (src/measure/later.ts), never before the first paint.
 */
import { backend } from '@/leads/config'
import { scrubWords } from '@functions/_shared/measure-event'
import { watchVitals } from './vitals'

type Payload = { kind: string; [field: string]: unknown }

const COLLECT_URL = `${backend.url}/functions/v1/collect`

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean }
/** The visitor's browser asks not to be followed: GPC (Sec-GPC), or the older Do Not Track. */
export function optedOut(nav: PrivacyNavigator = navigator, win: Window & { doNotTrack?: string } = window): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || win.doNotTrack === '1'
}

/**
 * A page's type for the report: the route table's id (the document's data-page), the service pages grouped, the pages
 * that follow a form (thanks, error, newsletter steps) grouped, and a listing's later pages counted with its first.
 */
export function pageType(routeId: string | null): string {
  const id = routeId ?? 'not-found'
  if (id.startsWith('service-')) return 'service'
  if (id.startsWith('lead-outcome-')) return 'lead-outcome'
  return id.replace(/-page$/, '')
}

const here = () => ({
  path: window.location.pathname,
  type: pageType(document.documentElement.getAttribute('data-page')),
})

/**
 * Sends one event about the current page; false when nothing was sent (opted out, no sendBeacon, refused, or an
 * address that holds a newsletter e-mail link's token, /newsletter/confirmer?id=…&token=…, which the beacon would
 * carry in its Referer).
 */
export function recordEvent(event: Payload, page = here()): boolean {
  if (import.meta.env.SSR || optedOut() || typeof navigator.sendBeacon !== 'function') return false
  if (new URLSearchParams(window.location.search).has('token')) return false
  try {
    return navigator.sendBeacon(COLLECT_URL, JSON.stringify({ ...event, ...page }))
  } catch {
    return false
  }
}

/** The path of a same-site address, or null (another site, or an unreadable address). */
function sitePath(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.origin === window.location.origin ? parsed.pathname : null
  } catch {
    return null
  }
}

let previousPath: string | null = null
let started = false

/**
 * A page view: the first one with the host of the site the visitor came from (never its path), a client navigation
 * with none. A missing page also says which page of the site linked to it.
 */
export function recordPageView(routeId: string | null, path = window.location.pathname): void {
  const page = { path, type: pageType(routeId) }
  const first = previousPath === null
  const from = first ? sitePath(document.referrer) : previousPath
  if (page.path === previousPath) return
  previousPath = page.path
  const referrer = first && document.referrer && !from ? hostOf(document.referrer) : null
  recordEvent({ kind: 'pageview', ...(referrer ? { referrer } : {}) }, page)
  if (page.type === 'not-found') recordEvent({ kind: 'not_found', ...(from ? { from } : {}) }, page)
  if (!started) start(page)
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname || null
  } catch {
    return null
  }
}

/** Taps on the phone number, the e-mail address and the payment links, wherever they are on the page. */
function onClick(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.('a[href]')
  if (!(link instanceof HTMLAnchorElement)) return
  const href = link.getAttribute('href') ?? ''
  // A payment link carries the name of its page of site.paymentLinks (src/services/blocks/PaymentLink.tsx).
  const payment = link.getAttribute('data-payment')
  if (href.startsWith('tel:')) recordEvent({ kind: 'tel' })
  else if (href.startsWith('mailto:')) recordEvent({ kind: 'mailto' })
  else if (payment) recordEvent({ kind: 'payment', link: payment })
}

/**
 * Once per document, after the first page view (the page is idle by then): the click listener, the Web Vitals (in
 * this module's chunk: one request at idle, not two in a row).
 */
function start(landing: { path: string; type: string }) {
  started = true
  if (optedOut()) return
  document.addEventListener('click', onClick, { capture: true, passive: true })
  watchVitals((vitals) => recordEvent({ kind: 'vitals', ...vitals }, landing))
}

let pendingSearch: ReturnType<typeof setTimeout> | undefined
/**
 * A blog search that found nothing, once the visitor stops typing (each keystroke searches): its words, without what
 * looks like an e-mail address or a phone number.
 */
export function recordEmptySearch(query: string, waitMs = 1500): void {
  clearTimeout(pendingSearch)
  const words = scrubWords(query)
  if (!words) return
  pendingSearch = setTimeout(() => recordEvent({ kind: 'empty_search', words }), waitMs)
}
/** A newer search (with results, or none yet) cancels the one waiting. */
export function cancelEmptySearch(): void {
  clearTimeout(pendingSearch)
}
