import { expect, test } from '@playwright/test'
import { hydrated, rawGet, redirectRules, sitemapPaths } from './site'

const rules = redirectRules()
const isPattern = (from: string) => from.includes('*') || from.includes(':')

test('the redirect file holds the spec’s redirects, the capitalised and trailing-slash spellings of fixed pages, and one trailing-slash pattern per section of generated pages', () => {
  const pairs = rules.map((rule) => `${rule.from} ${rule.to}`)
  expect(pairs).toContain('/About /about')
  expect(pairs).toContain('/ABOUT /about')
  expect(pairs).toContain('/ABOUT/ /about')
  expect(pairs).toContain('/about/ /about')
  const patterns = pairs.filter((pair) => isPattern(pair))
  expect(patterns).toEqual([
    '/blog/*/ /blog/:splat',
    '/newsletter/*/ /newsletter/:splat',
    '/en/blog/*/ /en/blog/:splat',
    '/en/newsletter/*/ /en/newsletter/:splat',
  ])
  expect(pairs.slice(-patterns.length)).toEqual(patterns)
  expect(rules.every((rule) => rule.status === 301)).toBe(true)
})

// That every rule answers 301 to its page, which answers 200 (one hop), is the audit's `links` check.

/**
 * Paths that made the former catch-all trailing-slash rule write `//evil.example`, which browsers follow to another
 * site (`\` is `/` to them), raw and percent-encoded; sent verbatim.
 */
const hostilePaths = [
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example/',
  '/%2F%2Fevil.example/',
  '/%5Cevil.example/',
  '/%2fevil.example/',
  '/blog//evil.example/',
  '/services//evil.example/',
  '/newsletter//evil.example/',
]

test('no path is redirected off the site; outside the sections of generated pages, none is redirected at all', async ({
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  for (const path of hostilePaths) {
    const { status, location } = await rawGet(origin, path)
    const where = `${path} → ${status} ${location ?? ''}`
    if (location !== undefined) expect(new URL(location, origin).origin, where).toBe(origin)
    const section = /^\/(blog|newsletter)\//.exec(path)?.[0]
    if (section) {
      expect(status, where).toBe(301)
      expect(new URL(location!, origin).pathname.startsWith(section), where).toBe(true)
    } else {
      // No rule matches them: the host answers its 404 page.
      expect(status, where).toBe(404)
    }
  }
})

test('the trailing slash of a fixed page, an article, a category and a listing page goes, in one 301', async ({
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  const paths = sitemapPaths()
  const article = paths.find((path) => /^\/blog\/(?!category(\/|$)|page\/)[^/]+$/.test(path))
  const category = paths.find((path) => /^\/blog\/category\/[^/]+$/.test(path))
  const listing = paths.find((path) => /^\/blog\/page\/\d+$/.test(path))
  for (const path of ['/about', '/blog', article, category, listing]) {
    expect(path, 'une page de chaque sorte dans le sitemap').toBeDefined()
    const { status, location } = await rawGet(origin, `${path}/`)
    expect(status, `${path}/`).toBe(301)
    expect(new URL(location!, origin).href, `${path}/`).toBe(`${origin}${path}`)
  }
})

test('the canonical URLs answer directly, never through a redirect', async ({ request }) => {
  for (const path of ['/', '/about']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
  }
})

test('an odd spelling the redirect file does not list still reaches its page, by the normalisation rule', async ({
  page,
}) => {
  await page.goto('/aBoUt!')
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Julien Morel')
})

test('the 404 page sends an odd spelling with doubled slashes to its page, and a hostile one nowhere off the site', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  const hosts = new Set<string>()
  // Every request but the site's own audience beacon, sent to the functions' origin.
  page.on(
    'request',
    (request) => !request.url().endsWith('/functions/v1/collect') && hosts.add(new URL(request.url()).host),
  )
  await page.goto(`${origin}//About/`)
  await expect(page).toHaveURL(`${origin}/about`)
  for (const path of ['//Evil.example/', '/\\Evil.example', '/%5CEvil.example', '/%2F%2FEvil.example/']) {
    const response = await page.goto(`${origin}${path}`)
    expect(response?.status(), path).toBe(404)
    // The app mounts once the page has found no address to go to.
    await hydrated(page)
    expect(new URL(page.url()).origin, path).toBe(origin)
  }
  expect([...hosts]).toEqual([new URL(origin).host])
})
