/**
 * Permanent redirects for a static host, generated from the route table: the old URLs each route declares, and the
 * spellings visitors and old links use (trailing slash, capitals), sent where the spec's normalisation rule sends them.
 *
 * Cloudflare Pages accepts at most 2,000 static rules (an exact path) and 100 dynamic ones (a splat `*` or a
 * placeholder `:name`, which matches one segment as written: it cannot change its case), each line at most 1,000
 * characters; the first rule that matches a path wins, and static rules must come first. So the count must not grow
 * with the content:
 * - one dynamic rule sends any path with a trailing slash to the same path without it (`/blog/x/` → `/blog/x`);
 * - capitalised spellings are listed only for the fixed pages (routes without parameters): a page generated from the
 *   content (article, category, listing page) has no such rule, and its odd spellings reach the 404 page, which sends
 *   the visitor to the lowercase address when it exists;
 * - an old URL (alias, moved page) is listed with its trailing-slash spelling, so that it never goes through the
 *   dynamic rule first (two hops).
 */
import { normalisePath } from '@/lib/slug'
import { sitePages, type SitePage } from './pages'

export type Redirect = { from: string; to: string }

/** The host's limits (Cloudflare Pages, « Redirects », per file). */
export const REDIRECT_LIMITS = { static: 2000, dynamic: 100, lineLength: 1000 }

/** Any path with a trailing slash (the root excepted: it never matches) to the same path without it. */
export const TRAILING_SLASH_RULE: Redirect = { from: '/*/', to: '/:splat' }

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

export function redirectRules(pages: readonly SitePage[] = sitePages()): Redirect[] {
  const canonical = new Set(pages.map((page) => page.path))
  const rules = new Map<string, string>()
  const add = (from: string, to: string) => {
    if (from === to || canonical.has(from) || rules.has(from)) return
    rules.set(from, to)
  }
  for (const page of pages) {
    const fixed = !page.route.path.includes(':')
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
  for (const route of new Set(pages.map((page) => page.route))) {
    for (const { from, to } of route.handle.moved?.() ?? [])
      if (canonical.has(to)) for (const spelling of [from, ...withSlash(from)]) add(spelling, to)
  }
  return [...[...rules].map(([from, to]) => ({ from, to })), TRAILING_SLASH_RULE]
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

export function redirectsFile(rules: readonly Redirect[]): string {
  checkRedirectLimits(rules)
  const { staticRules, dynamicRules } = ordered(rules)
  return `${[...staticRules, ...dynamicRules].map(redirectLine).join('\n')}\n`
}
