// @ts-check
/**
 * What Chromium fetches for one built page, served as the host serves it, until the network is idle: each response
 * counted as gzip -9 of its body (so the figures do not depend on the server's compression), with its start time,
 * split into what starts before the first contentful paint, until the page is interactive (React has taken over: the
 * layout's `hydrated` performance mark), and after. Shared by the audit's budget check (scripts/audit/visit.ts, on
 * the page it then goes on to use) and the build bench.
 */
import { unansweredRequests } from './unanswered.mjs'
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

/**
 * The built file a path is served from, as the host picks it (for an unknown path, the nearest 404.html up the path:
 * en/404.html under /en/).
 */
export function builtFile(dist, path) {
  const file = path === '/' ? 'index.html' : `${decodeURI(path).slice(1)}.html`
  if (existsSync(`${dist}/${file}`)) return `${dist}/${file}`
  const folders = file.split('/').slice(0, -1)
  for (let depth = folders.length; depth > 0; depth--) {
    const notFound = `${dist}/${folders.slice(0, depth).join('/')}/404.html`
    if (existsSync(notFound)) return notFound
  }
  return `${dist}/404.html`
}

const kind = (url) => {
  const path = new URL(url).pathname
  if (path.endsWith('.js')) return 'js'
  if (path.endsWith('.css')) return 'css'
  return 'other'
}

/** The site's own audience beacon: answered by whoever loads the page as the function does, never a third party. */
export const BEACON = /\/functions\/v1\/collect$/

/**
 * Starts counting what `page` fetches from `base`; call before its first load. Returns `load(path)`, which loads the
 * page (again, for each path: each load counts alone), waits until it is interactive and the network is idle, and
 * returns the bytes it fetched, by kind.
 * @param {import('playwright-core').Page} page
 * @param {string} base the server's origin
 * @param {string} dist the folder served
 */
export function watchFetches(page, base, dist) {
  const sizes = new Map()
  /** @type {string[]} */
  const thirdParty = []
  const unanswered = unansweredRequests(page)
  page.on('response', async (response) => {
    const url = response.url()
    if (!url.startsWith(base)) return void (BEACON.test(url) || thirdParty.push(url))
    try {
      sizes.set(url, gzipSync(await response.body(), { level: 9 }).length)
    } catch {
      sizes.set(url, 0) // A redirect has no body.
    }
  })
  /** @param {string} path */
  return async (path) => {
    // A page loaded again (the audit's pages, one tab after another) counts from its new load.
    sizes.clear()
    thirdParty.length = 0
    try {
      await page.goto(base + encodeURI(decodeURI(path)), { waitUntil: 'load' })
      // Interactive: the layout marks the document once React has hydrated it.
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 })
      await page.waitForLoadState('networkidle')
    } catch (error) {
      if (error instanceof Error && unanswered().length)
        error.message = error.message.replace(/\n|$/, ` (sans réponse : ${unanswered().join(', ')})$&`)
      throw error
    }
    await page.waitForTimeout(300)
    const html = gzipSync(readFileSync(builtFile(dist, decodeURI(path))), { level: 9 }).length
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      interactive: performance.getEntriesByName('hydrated')[0]?.startTime ?? Infinity,
      heavy: document.querySelector('[data-heavy]')?.getAttribute('data-heavy') ?? '',
      resources: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime })),
    }))
    const resources = timing.resources.map((entry) => ({
      ...entry,
      kind: kind(entry.url),
      bytes: sizes.get(entry.url) ?? 0,
    }))
    const sum = (filter) => resources.filter(filter).reduce((total, entry) => total + entry.bytes, 0)
    return {
      path: decodeURI(path),
      heavy: timing.heavy,
      html,
      jsBeforePaint: sum((entry) => entry.kind === 'js' && entry.start < timing.fcp),
      js: sum((entry) => entry.kind === 'js' && entry.start <= timing.interactive),
      jsTotal: sum((entry) => entry.kind === 'js'),
      css: sum((entry) => entry.kind === 'css'),
      other: sum((entry) => entry.kind === 'other'),
      requestsBeforePaint: resources.filter((entry) => entry.start < timing.fcp).length,
      thirdParty: [...thirdParty],
    }
  }
}

/**
 * Loads a page in a fresh context; returns what it fetched (bytes gzip -9).
 * @param {import('playwright-core').Browser} browser
 * @param {string} base the server's origin
 * @param {string} path
 * @param {string} dist the folder served
 */
export async function measurePage(browser, base, path, dist) {
  const context = await browser.newContext()
  // The beacon is answered here, so that no measure of the bench reaches a backend that happens to run.
  await context.route(BEACON, (route) => route.fulfill({ status: 204 }))
  try {
    return await watchFetches(await context.newPage(), base, dist)(path)
  } finally {
    await context.close()
  }
}
