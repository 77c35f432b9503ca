/** What the browser tests know of the built site: its pages, read from what the build wrote, as a crawler would. */
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { contentFile } from '../../src/build/content-files.ts'

const site = contentFile<typeof import('../../content/site.json')>('content/site.json')

const dist = new URL('../../dist/client/', import.meta.url)

/** Paths listed in the built sitemap.xml, as the host serves them (percent-encoded). */
export function sitemapPaths(): string[] {
  const xml = readFileSync(new URL('sitemap.xml', dist), 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
}

export function redirectRules(): { from: string; to: string; status: number }[] {
  return readFileSync(new URL('_redirects', dist), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.trim().split(/\s+/)
      return { from: from!, to: to!, status: Number(status) }
    })
}

/**
 * What the redirect file promises, as requests to make: each exact rule, and each trailing-slash pattern (one per
 * section of generated pages, as `/blog/` followed by a splat and a slash) tried on every page of the sitemap under
 * it that no exact rule lists. Paths percent-encoded, as on the wire.
 */
export function redirectRequests(): { from: string; to: string }[] {
  const rules = redirectRules()
  const exact = rules.filter((rule) => !rule.from.includes('*'))
  const listed = new Set(exact.map((rule) => rule.from))
  const underPatterns = rules
    .filter((rule) => rule.from.includes('*'))
    .flatMap((rule) => {
      const section = rule.from.slice(0, rule.from.indexOf('*'))
      return sitemapPaths()
        .filter((path) => path.startsWith(section) && !listed.has(`${path}/`))
        .map((path) => ({ from: `${path}/`, to: path }))
    })
  return [...exact.map(({ from, to }) => ({ from, to })), ...underPatterns]
}

export const siteUrl = site.url

/**
 * A GET of a path sent exactly as written (`//evil.example/`, `/\evil.example/`), redirects not followed: fetch and
 * Playwright's requests parse the URL first, which reads such a path as another host or cleans it up.
 */
export function rawGet(origin: string, path: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode!, location: response.headers.location }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** The URL of the chunk the build made of a source module (Vite's manifest, dist/assets.json). */
export function builtChunk(source: string): string {
  const manifest = JSON.parse(readFileSync(new URL('../assets.json', dist), 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >
  const entry = Object.values(manifest).find((chunk) => chunk.src === source)
  if (!entry) throw new Error(`${source} n’est pas dans dist/assets.json`)
  return `/${entry.file}`
}

/** The URLs of the chunks a source module's chunk imports, its own included (what loading it fetches). */
export function builtChunkWithImports(source: string): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../assets.json', dist), 'utf8')) as Record<
    string,
    { file: string; src?: string; imports?: string[] }
  >
  const start = Object.keys(manifest).find((key) => manifest[key]!.src === source)
  if (!start) throw new Error(`${source} n’est pas dans dist/assets.json`)
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(`/${chunk.file}`)) return
    files.add(`/${chunk.file}`)
    chunk.imports?.forEach(visit)
  }
  visit(start)
  return [...files]
}

/**
 * Collects console errors and warnings, page errors and CSP violations while a page loads and hydrates. On a page
 * expected to answer 404, the browser's own report of that status is expected too.
 */
export function watchConsole(page: Page, { expect404 = false } = {}): () => string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    const documentStatus =
      expect404 && message.text() === 'Failed to load resource: the server responded with a status of 404 (Not Found)'
    if ((message.type() === 'error' || message.type() === 'warning') && !documentStatus)
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return () => problems
}

/** The paths of what the page requests of one kind (`script`, `fetch`, `font`…), in order, as they are asked for. */
export function requestedPaths(page: Page, kind: string): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === kind) paths.push(new URL(request.url()).pathname)
  })
  return paths
}

/**
 * Waits until React has hydrated the page: the shell (the layout marks the document once its effects run), the
 * page's own screen (which may finish after it) and its contact form's island.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated][data-page]')).toHaveCount(1)
  // The island is hydrated after the page; once it is, the form validates itself (novalidate).
  await expect(page.locator('[data-island="contact-form"] form:not([novalidate])')).toHaveCount(0)
}

/** Records the CSP violations the page reports (in every document it loads). */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  )
  return async () => violations
}

export async function rawHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), html: await response.text(), response }
}
