/** Where the boot script (src/browser/boot.ts) leaves the taps it queued, on window. */
export const EARLY_CLICKS = '__earlyClicks'

/** A tap the boot script queued: the button, and its place among the page's buttons then. */
export type EarlyClick = [HTMLElement, number]
type EarlyWindow = Window & { [EARLY_CLICKS]?: EarlyClick[] }

/**
 * Once the app is live — the shell hydrated (the layout marks the document `data-hydrated`) and the page's own content
 * too (its screen marks it `data-page`), in whichever order React finishes them — marks the moment for the budget,
 * then replays the taps the boot script queued meanwhile (src/browser/boot.ts): on the same button when React
 * kept it, else on the button at the same place (a page rendered afresh, such as the 404 page).
 */
export function whenLive() {
  const html = document.documentElement
  if (!html.hasAttribute('data-hydrated') || !html.hasAttribute('data-page')) return
  if (performance.getEntriesByName('hydrated').length === 0) performance.mark('hydrated')
  const queued = (window as EarlyWindow)[EARLY_CLICKS]?.splice(0) ?? []
  for (const [button, index] of queued) {
    const target = button.isConnected ? button : document.querySelectorAll<HTMLElement>('button[type=button]')[index]
    target?.click()
  }
}
