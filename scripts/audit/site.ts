/**
 * What every check of the audit shares: the built site served by wrangler as the host serves it, the list of its
 * pages in both languages (every pre-rendered HTML file: the sitemap's pages, the noindex ones and each language's
 * 404), their raw responses, and one Chromium.
 */
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'
import playwrightConfig from '../../playwright.config'
import { redirectRequests, siteUrl, sitemapPaths } from '../../tests/e2e/site'
import { isMissingPath, missingPaths } from './language'

export { redirectRequests, siteUrl, sitemapPaths }

export const port = Number(process.env.E2E_PORT ?? 8788)
export const base = `http://127.0.0.1:${port}`
/** A URL no French page answers: the host serves 404.html there, with a 404 status (en/404.html under /en/). */
export const missingPath = missingPaths.fr
export { isMissingPath, missingPaths }

/** The image test page (noindex) names a missing image on purpose: it shows the placeholder that replaces it. */
export const TEST_IMAGES = { page: '/test-images', missing: '/images/absente.svg' }

export type RawPage = {
  /** The path as the host serves it (percent-encoded). */
  path: string
  status: number
  headers: Headers
  html: string
}

export type CheckResult = { name: string; summary: string; problems: string[] }

/**
 * Every pre-rendered page, by its URL: `about.html` answers at `/about`, `index.html` at `/`, `404.html` elsewhere
 * (`en/404.html` under /en/).
 */
export function builtPaths(): string[] {
  const files = readdirSync('dist/client', { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  )
  return files
    .map((file) =>
      file === '404.html'
        ? missingPaths.fr
        : file === 'en/404.html'
          ? missingPaths.en
          : `/${file.replace(/(^|\/)?index\.html$/, '').replace(/\.html$/, '')}`,
    )
    .map((path) => encodeURI(path))
    .sort()
}

/** Fetches a path (or URL) of the local site without following redirects; a request left unanswered fails in 15 s. */
export const get = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, base), { redirect: 'manual', signal: AbortSignal.timeout(15_000), ...init })

/** The local URL of an absolute production URL (canonicals, structured data, share images). */
export const localUrl = (url: string) => (url.startsWith(siteUrl) ? `${base}${url.slice(siteUrl.length) || '/'}` : url)

export async function rawPages(paths: string[]): Promise<RawPage[]> {
  return inParallel(paths, 6, async (path) => {
    const response = await get(path)
    return { path, status: response.status, headers: response.headers, html: await response.text() }
  })
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of the results. */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** Starts `npm run serve` on the audit's port; returns a function that stops it. */
export async function startServer(): Promise<() => void> {
  const server = spawn('npm', ['run', 'serve', '--', '--port', String(port)], { stdio: 'ignore', detached: true })
  const stop = () => {
    try {
      process.kill(-server.pid!)
    } catch {}
  }
  process.on('exit', stop)
  for (let attempt = 0; attempt < 180; attempt++) {
    try {
      if ((await fetch(`${base}/`)).ok) return stop
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  stop()
  throw new Error(`le serveur local (${base}) ne répond pas`)
}

/** The browser of the browser tests, launched as playwright.config.ts launches it. */
export const launchBrowser = (): Promise<Browser> => chromium.launch(playwrightConfig.use?.launchOptions)

/** Whitespace as a reader sees it: runs of spaces (non-breaking ones included) count as one. */
export const normalise = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim()
