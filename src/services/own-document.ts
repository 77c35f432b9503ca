/**
 * A page that embeds a third party has its own Content-Security-Policy (src/build/csp.ts), but the policy of a
 * document is the one it was loaded with: after a client navigation from another page, the embed would be blocked.
 * Then the page reloads itself first, remembering what the visitor asked for, and does it once loaded.
 */
const KEY = 'morel-digital:after-reload'

/** Whether this document was loaded at the current address (rather than reached by a client navigation). */
export function loadedHere(): boolean {
  const [entry] = performance.getEntriesByType('navigation')
  return !entry || new URL(entry.name).pathname === location.pathname
}

/** Reloads the page as a document of its own, to do `intent` once loaded. */
export function reloadThen(intent: string): void {
  try {
    sessionStorage.setItem(KEY, intent)
  } catch {
    // Storage refused (private mode settings): the page still reloads; the visitor clicks once more.
  }
  location.reload()
}

/** Whether the page was reloaded to do `intent` (answers once). */
export function takeIntent(intent: string): boolean {
  try {
    if (sessionStorage.getItem(KEY) !== intent) return false
    sessionStorage.removeItem(KEY)
    return true
  } catch {
    return false
  }
}
