// @ts-check
/** What a build made, read from its files (dist/client): pages, redirects, HTML weights, click depth. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { clicksFromHome } from '../lib/click-depth.mjs'

/** A path no page has: the 404 page, which the host serves for it. */
export const UNKNOWN_PATH = '/cette-page-n-existe-pas'

/** @param {string} dist */
export function htmlFiles(dist) {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
}

/**
 * The `_redirects` rules, exact and with a pattern (`*` or `:name`): the host counts them apart, with a limit each.
 * @param {string} dist
 */
export function redirectCounts(dist) {
  const sources = readFileSync(join(dist, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/)[0] ?? '')
  const dynamic = sources.filter((from) => from.includes('*') || /:[A-Za-z]\w*/.test(from)).length
  return { static: sources.length - dynamic, dynamic }
}

/**
 * The category page of the copied article, read from its breadcrumb data; else any category page.
 * @param {string} dist
 * @param {string} articleSlug
 */
function categoryPage(dist, articleSlug) {
  const html = readFileSync(join(dist, `blog/${articleSlug}.html`), 'utf8')
  const fromBreadcrumb = /"position":3,"name":"[^"]*","item":"https?:\/\/[^/"]+(\/blog\/category\/[^"]+)"/.exec(
    html,
  )?.[1]
  if (fromBreadcrumb) return decodeURI(fromBreadcrumb)
  const any = readdirSync(join(dist, 'blog/category')).find((file) => file.endsWith('.html'))
  return any ? `/blog/category/${any.replace(/\.html$/, '')}` : undefined
}

/**
 * One page of each kind, by name: the path to load, when the build made it.
 * @param {string} dist
 * @param {string} articleSlug the copied article
 * @param {string | undefined} syntheticSlug one of its copies, none at N = 0
 * @returns {[string, string][]}
 */
export function pageKinds(dist, articleSlug, syntheticSlug) {
  const exists = (/** @type {string} */ path) => existsSync(join(dist, `${path.slice(1)}.html`))
  return /** @type {[string, string][]} */ (
    [
      ['accueil', '/'],
      ['services', '/services'],
      ['page de service', '/services/seo'],
      ['contact', '/contact'],
      ['à propos', '/about'],
      ['blog', '/blog'],
      ['catégorie', categoryPage(dist, articleSlug)],
      ['blog, page 2', '/blog/page/2'],
      ['article réel', `/blog/${articleSlug}`],
      ['article synthétique', syntheticSlug && `/blog/${syntheticSlug}`],
      ['404', UNKNOWN_PATH],
    ].filter(([, path]) => path && (path === UNKNOWN_PATH || path === '/' || exists(path)))
  )
}

/**
 * The HTML of every page the ten-article site has (its files in N = 0's build, or all of them there), gzip -9: the
 * kinds above load one page each in a browser, this weighs them all (a page listing every article, as the plan du
 * site once did, shows here whatever its kind).
 * @param {string} dist
 * @param {string[]} [files]
 */
export function htmlWeights(dist, files = htmlFiles(dist)) {
  return new Map(
    files
      .filter((file) => existsSync(join(dist, file)))
      .map((file) => [file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length]),
  )
}

/**
 * How deep a crawler finds the pages of sitemap.xml, following the links of the built HTML from the home page: the
 * deepest one's clicks, and those it never reaches (a blog of thousands of articles lives on its listings' links).
 * @param {string} dist
 */
export function crawlDepth(dist) {
  const linksOf = (/** @type {string} */ path) => {
    const file = join(dist, path === '/' ? 'index.html' : `${path.slice(1)}.html`)
    if (!existsSync(file)) return []
    return [...readFileSync(file, 'utf8').matchAll(/href="(\/[^"#?]*)"/g)].map(([, href = '']) =>
      href.length > 1 ? href.replace(/\/$/, '') : href,
    )
  }
  const clicks = clicksFromHome(linksOf)
  const listed = [...readFileSync(join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url = '']) => decodeURI(new URL(url).pathname),
  )
  const deepest = listed.reduce(
    (found, path) => {
      const depth = clicks.get(path) ?? -1
      return depth > found.depth ? { path, depth } : found
    },
    { path: '/', depth: 0 },
  )
  return { deepest, unreached: listed.filter((path) => !clicks.has(path)) }
}
