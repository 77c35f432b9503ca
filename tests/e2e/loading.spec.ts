/**
 * How pages come alive (docs/loading.md, "How a page comes alive in the browser"): the app starts after the first
 * paint, taps made before it is live are not lost, the first page's head is not rebuilt, and pages with an embed of their own
 * always run under their own Content-Security-Policy, however the visitor reached them.
 */
import { expect, test, type Page } from '@playwright/test'
import { builtChunkWithImports, hydrated, requestedPaths, watchConsole, watchCsp } from './site'
import { contentFile } from '../../src/build/content-files.ts'

const { layout } = contentFile<typeof import('../../content/layout.json')>('content/layout.json')
const site = contentFile<typeof import('../../content/site.json')>('content/site.json')

/**
 * Holds the app's entry until released: what the visitor does meanwhile happens before the app is live. `requested`
 * settles once the boot script has asked for it (the page has painted).
 */
async function holdApp(page: Page) {
  let release!: () => void
  let requestedNow!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const requested = new Promise<void>((resolve) => (requestedNow = resolve))
  await page.route(/\/assets\/app\.[\w-]+\.js$/, async (route) => {
    requestedNow()
    await held
    await route.continue()
  })
  return { requested, release }
}

test('nothing of the app is fetched before the first paint, and the first page is not fetched again', async ({
  page,
}) => {
  const scripts: { url: string; at: number }[] = []
  const fetches = requestedPaths(page, 'fetch')
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push({ url: new URL(request.url()).pathname, at: Date.now() })
  })
  await page.goto('/about')
  await hydrated(page)
  const firstPaint = await page.evaluate(
    () => performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
  )
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) expect(script.at, script.url).toBeGreaterThanOrEqual(Math.floor(firstPaint))
  expect(fetches).toEqual([])

  // After a client navigation, the head follows the new page: the one its HTML has.
  await page.locator('main a[href="/services/formation-seo"]').first().click()
  await expect(page).toHaveTitle(/Formation SEO/)
  expect(fetches).toEqual(['/services/formation-seo'])
})

test('every script the app starts with is named by the page, and the entry evaluates React and the app apart', async ({
  page,
  request,
}) => {
  const scripts = requestedPaths(page, 'script')
  await page.goto('/')
  await hydrated(page)
  const boot = page.locator('script[data-entry]')
  const entry = (await boot.getAttribute('data-entry'))!
  const named = [entry, ...(await boot.getAttribute('data-preload'))!.split(' ')]
  // The audience beacon, with its Web Vitals watcher, comes later on purpose, once the live page is idle
  // (src/measure/later.ts).
  const later = builtChunkWithImports('src/measure/beacon.ts')
  // Fetched together, none discovered one import after another.
  expect(scripts.filter((path) => !named.includes(path) && !later.includes(path))).toEqual([])

  // What the entry imports statically is evaluated with it, before the page is live: React must not be among it
  // (src/browser/start.ts imports it, then the app, each in a task of its own).
  const source = await (await request.get(entry)).text()
  const paths = (pattern: RegExp) =>
    [...source.matchAll(pattern)].map((match) => new URL(match[1]!, new URL(entry, 'http://site')).pathname)
  const staticImports = paths(/import\s*\{[^}]*\}\s*from\s*"([^"]+)"/g)
  const steps = paths(/import\(`([^`]+)`\)/g)
  expect(staticImports.length).toBeGreaterThan(0)
  expect(steps.length).toBe(2)
  for (const path of staticImports) {
    expect(steps).not.toContain(path)
    expect(await (await request.get(path)).text(), path).not.toContain('react.transitional.element')
  }
  expect(await (await request.get(steps[0]!)).text()).toContain('react.transitional.element')
})

test('the contact page fetches only the Latin font file, its Kraków address included', async ({ page }) => {
  const fonts = requestedPaths(page, 'font')
  await page.goto('/contact')
  await hydrated(page)
  await expect(
    page.getByText(site.addresses.find((address) => address.countryCode === 'PL')!.street).first(),
  ).toBeVisible()
  expect(fonts.length).toBeGreaterThan(0)
  for (const font of fonts) expect(font).toMatch(/inter-latin-wght/)
})

test.describe('taps before the app is live are kept and done once it is', () => {
  test('theme toggle and services menu', async ({ page }) => {
    const { requested, release } = await holdApp(page)
    await page.goto('/about', { waitUntil: 'domcontentloaded' })
    await requested
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    await page.getByRole('button', { name: layout.header.themeToggle }).click()
    await nav.getByRole('button', { name: layout.header.servicesMenu }).click()
    await expect(page.locator('html')).toHaveClass(/dark/) // Nothing yet: the app is held.
    release()
    await hydrated(page)
    await expect(page.locator('html')).not.toHaveClass(/dark/) // dark → light
    await expect(nav.getByRole('button', { name: layout.header.servicesMenu })).toHaveAttribute('aria-expanded', 'true')
  })

  test('mobile menu on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    const { requested, release } = await holdApp(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await requested
    await page.getByRole('button', { name: layout.header.openMenu }).click()
    release()
    await hydrated(page)
    await expect(page.getByRole('button', { name: layout.header.closeMenu })).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('navigation', { name: layout.header.mobileNav })).toBeVisible()
  })

  test('the free audit button', async ({ page }) => {
    await page.route(`${new URL(site.auditWidget.managerScript).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    )
    const { requested, release } = await holdApp(page)
    await page.goto('/services/audit-seo', { waitUntil: 'domcontentloaded' })
    await requested
    await page.getByRole('button', { name: 'Test gratuit d’une page' }).first().click()
    release()
    await hydrated(page)
    await expect(page.getByRole('dialog', { name: 'Audit gratuit d’une page' })).toBeVisible()
  })

  test('the PBN video’s play button', async ({ page }) => {
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>lecteur</p>' }),
    )
    const { requested, release } = await holdApp(page)
    await page.goto('/services/creer-pbn-seo', { waitUntil: 'domcontentloaded' })
    await requested
    await page.locator('button[data-video-src]').click()
    release()
    await hydrated(page)
    await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toBeVisible()
  })
})

test.describe('a page with an embed of its own, reached from the home page by its link, uses its embed under its own policy', () => {
  for (const { name, open, embed, stub } of [
    {
      name: 'contact map',
      open: (page: Page) => page.getByRole('banner').getByRole('link', { name: layout.header.contact }).click(),
      embed: async (page: Page) => {
        await page.getByRole('button', { name: 'Afficher la carte' }).click()
        await expect(page.locator('iframe[title^="Carte Google Maps"]')).toBeVisible()
      },
      stub: /google\./,
    },
    {
      name: 'audit widget',
      open: async (page: Page) => {
        const nav = page.getByRole('navigation', { name: 'Navigation principale' })
        await nav.getByRole('button', { name: layout.header.servicesMenu }).click()
        await nav.getByRole('link', { name: 'Audit SEO' }).click()
      },
      embed: async (page: Page) => {
        await page.getByRole('button', { name: 'Test gratuit d’une page' }).first().click()
        await expect(
          page.getByRole('dialog', { name: 'Audit gratuit d’une page' }).locator('script[data-type="form"]'),
        ).toHaveCount(1)
      },
      stub: new RegExp(new URL(site.auditWidget.managerScript).hostname.replace(/\./g, '\\.')),
    },
    {
      name: 'PBN video',
      open: async (page: Page) => {
        const nav = page.getByRole('navigation', { name: 'Navigation principale' })
        await nav.getByRole('button', { name: layout.header.servicesMenu }).click()
        await nav.getByRole('link', { name: /PBN/ }).click()
      },
      embed: async (page: Page) => {
        await page.locator('button[data-video-src]').click()
        await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toBeVisible()
      },
      stub: /youtube-nocookie\.com/,
    },
  ]) {
    test(name, async ({ page }) => {
      const problems = watchConsole(page)
      const violations = await watchCsp(page)
      await page.route(stub, (route) =>
        route.fulfill({
          contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/html',
          body: '',
        }),
      )
      await page.goto('/')
      await hydrated(page)
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))
      await open(page)
      await hydrated(page)
      // The link loaded a new document, under the page's own policy.
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined()
      await embed(page)
      expect(await violations()).toEqual([])
      expect(problems()).toEqual([])
    })
  }
})
