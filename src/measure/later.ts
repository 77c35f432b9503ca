/**
 * The audience beacon as the pages call it: loaded once the live page is idle (src/measure/beacon.ts), so that not a
 * byte of it weighs on the first paint or on the moment the page becomes interactive (npm run budget). What the pages
 * ask before it has arrived waits for it.
 */
type Beacon = typeof import('./beacon')

let beacon: Promise<Beacon> | undefined
const load = () => (beacon ??= import('./beacon'))

const idle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000)

const use = (work: (module: Beacon) => void) =>
  void load()
    .then(work)
    .catch(() => {}) // A measure that cannot be sent is not the visitor's problem.

/** A page has come alive (the router, after hydration): its view is counted once the browser is idle. */
export function measurePageView(routeId: string | null): void {
  const path = window.location.pathname
  idle(() => use((module) => module.recordPageView(routeId, path)))
}

/** A business event on the current page (a quote request sent, a newsletter sign-up). */
export function measureEvent(event: { kind: string; [field: string]: unknown }): void {
  const page = { path: window.location.pathname, routeId: document.documentElement.getAttribute('data-page') }
  use((module) => module.recordEvent(event, { path: page.path, type: module.pageType(page.routeId) }))
}

/** A blog search found nothing (sent once the visitor stops typing), or a newer one cancels it. */
export function measureEmptySearch(query: string | null): void {
  use((module) => (query === null ? module.cancelEmptySearch() : module.recordEmptySearch(query)))
}
