import { describe, expect, it } from 'vitest'
import { sitePages, type SitePage } from '@/routes/pages'
import {
  REDIRECT_LIMITS,
  TRAILING_SLASH_RULE,
  capitalVariantsOf,
  checkRedirectLimits,
  isDynamic,
  redirectRules,
  redirectsFile,
  type Redirect,
} from '@/routes/redirects'
import { routeTable } from '@/routes/table'
import { table } from './fixtures/route-table'

const escapeRegex = (text: string) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')

/**
 * Where the host sends a path, as Cloudflare's rules engine does (workers-shared, asset-worker): the static rule
 * with that exact source, else the first dynamic rule whose pattern matches (a splat matches anything, a placeholder
 * one segment); undefined when no rule matches and the path is served as it is.
 */
function hostRedirect(rules: readonly Redirect[], path: string): string | undefined {
  const exact = rules.find((rule) => !isDynamic(rule.from) && rule.from === path)
  if (exact) return exact.to
  for (const rule of rules.filter((candidate) => isDynamic(candidate.from))) {
    const pattern = rule.from
      .split('*')
      .map(escapeRegex)
      .join('(?<splat>.*)')
      .replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)')
    const match = new RegExp(`^${pattern}$`).exec(path)
    if (match) return rule.to.replace(/:([A-Za-z]\w*)/g, (_, name: string) => match.groups![name]!).replace(/\/+/g, '/')
  }
  return undefined
}

/** Every rule and every spelling the file promises, followed once: each lands on a page that answers directly. */
function expectOneHopToPages(pages: readonly SitePage[], rules: readonly Redirect[]) {
  const canonical = new Set(pages.map((page) => page.path))
  for (const path of canonical) {
    expect(hostRedirect(rules, path), path).toBeUndefined()
    if (path !== '/') expect(hostRedirect(rules, `${path}/`), `${path}/`).toBe(path)
  }
  for (const rule of rules.filter((candidate) => !isDynamic(candidate.from))) {
    expect(canonical.has(rule.to), `${rule.from} → ${rule.to}`).toBe(true)
    for (const spelling of [rule.from, `${rule.from}/`].filter((path) => !path.endsWith('//'))) {
      const target = hostRedirect(rules, spelling)
      expect(target && canonical.has(target), `${spelling} → ${target}`).toBe(true)
    }
  }
}

/** The site's pages plus `count` made-up pages for each route with parameters (articles, categories, listing pages…). */
function withGeneratedPages(count: number): SitePage[] {
  const made = routeTable
    .filter((route) => route.path.includes(':'))
    .flatMap((route) =>
      Array.from({ length: count }, (_, index) => {
        const value = `synthetique-${index + 1}`
        const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, value]))
        return { path: route.path.replace(/:(\w+)/g, value), route, params }
      }),
    )
  return [...sitePages(), ...made]
}

const count = (rules: readonly Redirect[]) => ({
  static: rules.filter((rule) => !isDynamic(rule.from)).length,
  dynamic: rules.filter((rule) => isDynamic(rule.from)).length,
})

describe('redirects', () => {
  it('lists capitalised spellings for fixed pages only; one rule drops every trailing slash', () => {
    expect(capitalVariantsOf('/things')).toEqual(['/THINGS', '/THINGS/', '/Things', '/Things/'])
    expect(capitalVariantsOf('/')).toEqual([])
    const rules = redirectRules(sitePages(table))
    const sources = rules.map((rule) => rule.from)
    expect(sources).toEqual(
      expect.arrayContaining(['/THINGS', '/Things/', '/old-things', '/old-things/', '/OLD-THINGS']),
    )
    expect(sources.filter((from) => from.toLowerCase().startsWith('/things/alpha'))).toEqual([])
    expect(rules.filter((rule) => isDynamic(rule.from))).toEqual([TRAILING_SLASH_RULE])
  })

  it('keeps the old URLs of generated pages and moved paths, with their trailing slash, in one hop', () => {
    const rules = redirectRules(sitePages(table))
    expect(rules).toContainEqual({ from: '/things/old-alpha', to: '/things/alpha' })
    expect(rules).toContainEqual({ from: '/things/old-alpha/', to: '/things/alpha' })
    expect(rules).toContainEqual({ from: '/things/gone/', to: '/things' })
    expectOneHopToPages(sitePages(table), rules)
  })

  it('sends every rule and every trailing-slash spelling of the site to a canonical page in one hop', () => {
    expectOneHopToPages(sitePages(), redirectRules())
  })

  it('holds as many rules at 5,000 pages per generated route as with the content of today, within the host’s limits', () => {
    const today = count(redirectRules())
    const pages = withGeneratedPages(5000)
    const rules = redirectRules(pages)
    expect(count(rules)).toEqual(today)
    expect(today.static).toBeLessThanOrEqual(REDIRECT_LIMITS.static)
    expect(today.dynamic).toBeLessThanOrEqual(REDIRECT_LIMITS.dynamic)
    expect(() => redirectsFile(rules)).not.toThrow()
    const generated = pages.slice(-3).map((page) => page.path)
    for (const path of generated) expect(hostRedirect(rules, `${path}/`)).toBe(path)
  })

  it('writes static rules first, non-ASCII paths percent-encoded', () => {
    const file = redirectsFile([TRAILING_SLASH_RULE, { from: '/things/BÊTA-2', to: '/things/bêta-2' }])
    expect(file).toBe('/things/B%C3%8ATA-2 /things/b%C3%AAta-2 301\n/*/ /:splat 301\n')
  })

  it('stops the build, in French, when the host would ignore rules', () => {
    const many = (n: number, from: (i: number) => string) =>
      Array.from({ length: n }, (_, i) => ({ from: from(i), to: '/' }))
    expect(() => checkRedirectLimits(many(2000, (i) => `/old-${i}`))).not.toThrow()
    expect(() => checkRedirectLimits(many(2001, (i) => `/old-${i}`))).toThrow(
      '_redirects : 2001 redirections fixes (Cloudflare Pages en accepte 2000)',
    )
    expect(() => checkRedirectLimits(many(101, (i) => `/old-${i}/:slug`))).toThrow(
      '101 redirections à motif (Cloudflare Pages en accepte 100)',
    )
    expect(() => checkRedirectLimits([{ from: `/${'a'.repeat(1000)}`, to: '/' }])).toThrow(/dépasse 1000 caractères/)
  })
})
