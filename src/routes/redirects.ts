/**
 * Permanent redirects for a static host, generated from the route table: the old URLs each route declares, and the
 * spellings visitors and old links use (trailing slash, capitals), sent where the spec's normalisation rule sends them.
 *
 * Cloudflare Pages accepts at most 2,000 static rules (an exact path) and 100 dynamic ones (a splat `*` or a
 * placeholder `:name`, which matches one segment as written: it cannot change its case), each line at most 1,000
 * characters; the first rule that matches a path wins, and static rules must come first. So the count must not grow
 * with the content:
 * - the trailing slash goes by a static rule for each fixed page (`/about/` → `/about`), and by one dynamic rule per
 *   first segment of the routes with parameters (`/blog/x/` → `/blog/x`, `/en/blog/x/` → `/en/blog/x`), see
 *   trailingSlashPatterns;
 * - the English pages (both languages' tables are given) get the same spellings as the French ones, and no old
 *   address: the old URLs are French ones, redirected to the French pages only;
 * - capitalised spellings are listed only for the fixed pages (routes without parameters): a page generated from the
 *   content (article, category, listing page) has no such rule, and its odd spellings reach the 404 page, which sends
 *   the visitor to the lowercase address when it exists;
 * - an old URL (alias, moved page) is listed with its trailing-slash spelling, so that it never goes through a
 *   dynamic rule first (two hops).
 */
import { languageOfPath } from '@/lang'
import { normalisePath } from '@/lib/slug'
import { sitePages, type SitePage } from './pages'
import type { AppRoute } from './types'

export type Redirect = { from: string; to: string }

/** The host's limits (Cloudflare Pages, « Redirects », per file). */
export const REDIRECT_LIMITS = { static: 2000, dynamic: 100, lineLength: 1000 }

/** Whether the host reads a rule's source as a pattern (a splat or a placeholder) rather than an exact path. */
export const isDynamic = (from: string) => from.includes('*') || /:[A-Za-z]\w*/.test(from)

const titleCase = (path: string) =>
  path.replace(/(^|\/|-)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())

/** The capitalised spellings of a path that visitors and old links use, with and without a trailing slash. */
export function capitalVariantsOf(path: string): string[] {
  if (path === '/') return []
  const spellings = new Set([
    path.toUpperCase(),
    titleCase(path),
    path.charAt(0) + path.charAt(1).toUpperCase() + path.slice(2),
  ])
  spellings.delete(path)
  return [...spellings].flatMap((spelling) => [spelling, `${spelling}/`])
}

const withSlash = (path: string) => (path === '/' ? [] : [`${path}/`])

const hasParameters = (route: AppRoute) => route.path.includes(':')

/** A segment written as it is served: letters, digits, `_` and `-` (no placeholder, no splat). */
const isFixedSegment = (segment: string) => /^[\p{L}\p{N}_-]+$/u.test(segment)

/**
 * The trailing-slash rules of the pages generated from the content: one pattern per first segment of the routes with
 * parameters, whose target starts with that segment (`/blog/x/` → `/blog/x`, whatever x holds).
 *
 * Never one catch-all pattern (any path with a trailing slash to `/:splat`): its target begins with whatever the path
 * holds after its first slash, so `//evil.example/` or `/\evil.example/` gives `//evil.example` or `/\evil.example`,
 * which browsers follow to another site (an open redirect). A target that starts with a fixed segment stays a path of
 * this site whatever the splat holds. A route whose first segment is itself a parameter gets no pattern, since none
 * would be safe (a placeholder matches `\evil.example` too): the trailing-slash spellings of its pages reach the 404
 * page, which sends the visitor to the page (src/routes/normalised-url.ts).
 */
export function trailingSlashPatterns(routes: Iterable<AppRoute>): Redirect[] {
  const segments = new Set<string>()
  for (const route of routes) {
    // An English route's pattern starts with its language prefix and the segment after it (`/en/blog/*/`): under
    // /en/, a pattern never sends a path elsewhere than /en/ (an unknown one gets the English 404 page).
    const count = languageOfPath(route.path) === 'fr' ? 1 : 2
    const first = route.path.split('/').slice(1, 1 + count)
    if (hasParameters(route) && first.length === count && first.every(isFixedSegment)) segments.add(first.join('/'))
  }
  return [...segments].map((segment) => ({ from: `/${segment}/*/`, to: `/${segment}/:splat` }))
}

export function redirectRules(pages: readonly SitePage[] = sitePages()): Redirect[] {
  const canonical = new Set(pages.map((page) => page.path))
  const rules = new Map<string, string>()
  const add = (from: string, to: string) => {
    if (from === to || canonical.has(from) || rules.has(from)) return
    rules.set(from, to)
  }
  for (const page of pages) {
    const fixed = !hasParameters(page.route)
    if (fixed) for (const spelling of withSlash(page.path)) add(spelling, page.path)
    for (const alias of page.route.handle.aliases?.(page.params) ?? []) {
      for (const spelling of [alias, ...withSlash(alias), ...(fixed ? capitalVariantsOf(alias) : [])])
        add(spelling, page.path)
    }
    if (!fixed) continue
    for (const variant of capitalVariantsOf(page.path)) {
      const target = normalisePath(variant)
      if (canonical.has(target)) add(variant, target)
    }
  }
  const routes = new Set(pages.map((page) => page.route))
  for (const route of routes) {
    for (const { from, to } of route.handle.moved?.() ?? [])
      if (canonical.has(to)) for (const spelling of [from, ...withSlash(from)]) add(spelling, to)
  }
  return [...[...rules].map(([from, to]) => ({ from, to })), ...trailingSlashPatterns(routes)]
}

/** Percent-encodes what a `_redirects` line cannot hold raw (spaces, non-ASCII). */
const encodePath = (path: string) => encodeURI(path)
const redirectLine = ({ from, to }: Redirect) => `${encodePath(from)} ${encodePath(to)} 301`

/** The rules as the host counts them: static ones first, as it requires. */
function ordered(rules: readonly Redirect[]) {
  const staticRules = rules.filter((rule) => !isDynamic(rule.from))
  const dynamicRules = rules.filter((rule) => isDynamic(rule.from))
  return { staticRules, dynamicRules }
}

/** Stops the build, in French, when the host would ignore part of the file. */
export function checkRedirectLimits(rules: readonly Redirect[]): void {
  const { staticRules, dynamicRules } = ordered(rules)
  const problems = [
    staticRules.length > REDIRECT_LIMITS.static &&
      `${staticRules.length} redirections fixes (Cloudflare Pages en accepte ${REDIRECT_LIMITS.static})`,
    dynamicRules.length > REDIRECT_LIMITS.dynamic &&
      `${dynamicRules.length} redirections à motif (Cloudflare Pages en accepte ${REDIRECT_LIMITS.dynamic})`,
    ...rules
      .filter((rule) => redirectLine(rule).length > REDIRECT_LIMITS.lineLength)
      .map((rule) => `la ligne de ${rule.from} dépasse ${REDIRECT_LIMITS.lineLength} caractères`),
  ].filter(Boolean)
  if (problems.length)
    throw new Error(
      `_redirects : ${problems.join(' ; ')}. L’hébergeur ignorerait les règles en trop : ` +
        'réduisez les anciennes adresses (aliases, moved) ou les variantes générées (src/routes/redirects.ts).',
    )
}

/**
 * A target the browser resolves on this site whatever a pattern put in it: the root, or a path whose first segment is
 * written out. One that starts with a placeholder or a splat could begin with `//` or `/\`: another site's address.
 */
const staysOnSite = (to: string) => to === '/' || /^\/[\p{L}\p{N}_-]+(?:\/|$)/u.test(to)

/** Stops the build, in French, when a rule could send a visitor to another site (an open redirect). */
export function checkRedirectTargets(rules: readonly Redirect[]): void {
  const unsafe = rules.filter((rule) => !staysOnSite(rule.to))
  if (unsafe.length)
    throw new Error(
      `_redirects\u00a0: ${unsafe.map((rule) => `${rule.from} → ${rule.to}`).join(', ')}\u00a0: la cible doit ` +
        'commencer par un segment fixe (/blog/…), sinon un chemin comme //autre-site.example/ mènerait hors du site.',
    )
}

export function redirectsFile(rules: readonly Redirect[]): string {
  checkRedirectLimits(rules)
  checkRedirectTargets(rules)
  const { staticRules, dynamicRules } = ordered(rules)
  return `${[...staticRules, ...dynamicRules].map(redirectLine).join('\n')}\n`
}
