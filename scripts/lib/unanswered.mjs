// @ts-check
/**
 * The requests a page sent that have had no answer yet: named when a wait times out, so that a page the host left
 * hanging (a lost request) reads differently from a page of ours that never came alive.
 * @param {import('playwright-core').Page} page
 * @returns {() => string[]}
 */
export function unansweredRequests(page) {
  const pending = new Set()
  page.on('request', (request) => pending.add(request.url()))
  page.on('requestfinished', (request) => pending.delete(request.url()))
  page.on('requestfailed', (request) => pending.delete(request.url()))
  return () => [...pending]
}
