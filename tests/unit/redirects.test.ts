import { describe, expect, it } from 'vitest'
import { sitePages, type SitePage } from '@/routes/pages'
import { sitePages as englishPages } from '@en/src/routes/pages'
import {
  REDIRECT_LIMITS,
  capitalVariantsOf,
  checkRedirectLimits,
  checkRedirectTargets,
  isDynamic,
  redirectRules,
  redirectsFile,
  type Redirect,
} from '@/routes/redirects'
import { routeTable } from '@/routes/table'
import type { AppRoute } from '@/routes/types'
import { meta, screen, table } from './fixtures/route-table'

const escapeRegex = (text: string) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')

/**
 * The target the first matching rule writes for a path, as Cloudflare's rules engine does (workers-shared,
 * asset-worker): the static rule with that exact source, else the first dynamic rule whose pattern matches (a splat
 * matches anything, a placeholder one segment), its placeholders replaced; undefined when no rule matches and the
 * path is served as it is. Raw, as a host that does not clean the target up would send it.
 */
function ruleTarget(rules: readonly Redirect[], path: string): string | undefined {
  const exact = rules.find((rule) => !isDynamic(rule.from) && rule.from === path)
  if (exact) return exact.to
  for (const rule of rules.filter((candidate) => isDynamic(candidate.from))) {
    const pattern = rule.from
      .split('*')
      .map(escapeRegex)
      .join('(?<splat>.*)')
      .replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)')
    const match = new RegExp(`^${pattern}$`).exec(path)
    if (match) return rule.to.replace(/:([A-Za-z]\w*)/g, (_, name: string) => match.groups![name]!)
  }
  return undefined
}

/** Where the host sends a path: the rule's target, runs of slashes collapsed as wrangler's asset worker does. */
const hostRedirect = (rules: readonly Redirect[], path: string) => ruleTarget(rules, path)?.replace(/[/\\]+/g, '/')

const SITE = 'https://site.example'

/**
 * Paths that tried to make a catch-all trailing-slash rule write another site's address (`//evil.example`, which
 * browsers read as protocol-relative, `\` being `/` to them), raw and percent-encoded, at the root and under sections.
 */
const HOSTILE_PATHS = [
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example/',
  '/\\/evil.example/',
  '/%2F%2Fevil.example/',
  '/%5Cevil.example/',
  '/%2fevil.example/',
  '/blog//evil.example/',
  '/blog/\\evil.example/',
  '/blog/category//evil.example/',
  '/services//evil.example/',
  '/things//evil.example/',
  '/things/\\evil.example/',
]

/** Each hostile path, and its decoded spelling, is left alone or sent to a path of the site, whatever the host does. */
function expectNoRedirectOffSite(rules: readonly Redirect[]) {
  for (const path of HOSTILE_PATHS.flatMap((hostile) => [hostile, decodeURIComponent(hostile)])) {
    const target = ruleTarget(rules, path)
    if (target !== undefined) expect(new URL(target, SITE).origin, `${path} → ${target}`).toBe(SITE)
  }
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
  it('lists capitalised spellings for fixed pages only; trailing slashes go by a static rule per fixed page', () => {
    expect(capitalVariantsOf('/things')).toEqual(['/THINGS', '/THINGS/', '/Things', '/Things/'])
    expect(capitalVariantsOf('/')).toEqual([])
    const rules = redirectRules(sitePages(table))
    const sources = rules.map((rule) => rule.from)
    expect(sources).toEqual(
      expect.arrayContaining(['/THINGS', '/Things/', '/old-things', '/old-things/', '/OLD-THINGS']),
    )
    expect(sources.filter((from) => from.toLowerCase().startsWith('/things/alpha'))).toEqual([])
    expect(rules).toContainEqual({ from: '/things/', to: '/things' })
    expect(rules).toContainEqual({ from: '/things/special/', to: '/things/special' })
    expect(sources).not.toContain('/')
  })

  it('drops the trailing slash of generated pages by one pattern per first segment, whose target starts with it', () => {
    const rules = redirectRules(sitePages(table))
    expect(rules.filter((rule) => isDynamic(rule.from))).toEqual([{ from: '/things/*/', to: '/things/:splat' }])
    expect(hostRedirect(rules, '/things/alpha/')).toBe('/things/alpha')
    const site = redirectRules().filter((rule) => isDynamic(rule.from))
    expect(site).toEqual([
      { from: '/blog/*/', to: '/blog/:splat' },
      { from: '/newsletter/*/', to: '/newsletter/:splat' },
    ])
  })

  it('never writes a target on another site, for any hostile path, even where the host would not clean it up', () => {
    expectNoRedirectOffSite(redirectRules(sitePages(table)))
    expectNoRedirectOffSite(redirectRules())
    expectNoRedirectOffSite(redirectRules(withGeneratedPages(3)))
    for (const path of ['//evil.example/', '/\\evil.example/', '/services//evil.example/'])
      expect(ruleTarget(redirectRules(), path), path).toBeUndefined()
  })

  it('leaves the editor’s sign-in functions alone, however the blog grows', () => {
    // Pages does not apply _redirects to a path a Function serves; no rule should rely on that, nor catch /api first.
    for (const rules of [redirectRules(), redirectRules(withGeneratedPages(5))]) {
      for (const path of ['/api/auth', '/api/auth/', '/api/callback', '/api/callback/']) {
        expect(ruleTarget(rules, path), path).toBeUndefined()
      }
    }
  })

  it('gives no pattern to a route whose first segment is a parameter: none would be safe', () => {
    const items = ['paris', 'lyon']
    const topLevel: AppRoute = {
      id: 'city',
      path: '/:city',
      handle: {
        screen,
        meta,
        browser: 'kept',
        label: ({ city }) => (items.includes(city ?? '') ? city! : null),
        expand: () => items.map((city) => ({ city })),
      },
    }
    const pages = sitePages([...table.slice(0, -1), topLevel, table.at(-1)!])
    const rules = redirectRules(pages)
    expect(rules.filter((rule) => isDynamic(rule.from))).toEqual([{ from: '/things/*/', to: '/things/:splat' }])
    // Its pages' trailing-slash spellings reach the 404 page, which sends the visitor on (src/routes/normalised-url.ts).
    expect(ruleTarget(rules, '/paris/')).toBeUndefined()
    expectNoRedirectOffSite(rules)
  })

  it('stops the build, in French, on a rule whose target starts with a pattern', () => {
    const safe = [
      { from: '/blog/*/', to: '/blog/:splat' },
      { from: '/x', to: '/' },
    ]
    expect(() => checkRedirectTargets(safe)).not.toThrow()
    expect(() => checkRedirectTargets([{ from: '/*/', to: '/:splat' }])).toThrow(
      '_redirects\u00a0: /*/ → /:splat\u00a0: la cible doit commencer par un segment fixe',
    )
    expect(() => checkRedirectTargets([{ from: '/:section/', to: '/:section' }])).toThrow(/segment fixe/)
    expect(() => redirectsFile([{ from: '/*/', to: '/:splat' }])).toThrow(/hors du site/)
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
    const pattern = { from: '/things/*/', to: '/things/:splat' }
    const file = redirectsFile([pattern, { from: '/things/BÊTA-2', to: '/things/bêta-2' }])
    expect(file).toBe('/things/B%C3%8ATA-2 /things/b%C3%AAta-2 301\n/things/*/ /things/:splat 301\n')
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

describe('redirects of both languages (the rules the build writes)', () => {
  const pages = [...sitePages(), ...englishPages()]
  const rules = redirectRules(pages)

  it('gives the English pages the spellings of the French ones, trailing slash and capitals', () => {
    expect(rules).toContainEqual({ from: '/en/', to: '/en' })
    expect(rules).toContainEqual({ from: '/en/about/', to: '/en/about' })
    expect(rules).toContainEqual({ from: '/en/services/ai-seo/', to: '/en/services/ai-seo' })
    expect(rules).toContainEqual({ from: '/EN/SERVICES/AI-SEO', to: '/en/services/ai-seo' })
    expect(hostRedirect(rules, '/en/blog/website-cost/')).toBe('/en/blog/website-cost')
    expect(hostRedirect(rules, '/en/blog/category/ai-seo/')).toBe('/en/blog/category/ai-seo')
    expect(rules.filter((rule) => isDynamic(rule.from))).toEqual([
      { from: '/blog/*/', to: '/blog/:splat' },
      { from: '/newsletter/*/', to: '/newsletter/:splat' },
      { from: '/en/blog/*/', to: '/en/blog/:splat' },
      { from: '/en/newsletter/*/', to: '/en/newsletter/:splat' },
    ])
    expect(hostRedirect(rules, '/newsletter/inscription/')).toBe('/newsletter/inscription')
    expectOneHopToPages(pages, rules)
    expectNoRedirectOffSite(rules)
  })

  it('keeps the French rules as they were, and gives no English page an old French address', () => {
    const french = redirectRules()
    expect(rules.filter((rule) => !rule.to.startsWith('/en'))).toEqual(french)
    // The old addresses are French (/blog/seo-ia, a category's old spelling…): none leads to an English page.
    expect(french).toContainEqual({ from: '/blog/seo-ia', to: '/services/seo-ia' })
    for (const rule of rules.filter((candidate) => candidate.to.startsWith('/en')))
      expect(rule.from.toLowerCase().startsWith('/en'), `${rule.from} → ${rule.to}`).toBe(true)
  })

  it('sends nothing under /en/ elsewhere: an unknown English address reaches the English 404 page', () => {
    for (const rule of rules.filter((candidate) => candidate.from.toLowerCase().startsWith('/en/')))
      expect(rule.to === '/en' || rule.to.startsWith('/en/'), `${rule.from} → ${rule.to}`).toBe(true)
    for (const path of ['/en/no-such-page', '/en/blog/no-such-article', '/en/services/seo-ia'])
      expect(hostRedirect(rules, path), path).toBeUndefined()
    expect(hostRedirect(rules, '/en/no-such-page/')).toBeUndefined()
    expect(hostRedirect(rules, '/en/blog/no-such-article/')).toBe('/en/blog/no-such-article')
  })
})
