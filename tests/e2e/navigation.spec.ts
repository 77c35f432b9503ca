import { expect, test, type Page } from '@playwright/test'
import { builtChunk, hydrated, rawHtml, requestedPaths, siteUrl, watchConsole } from './site'

const jsonLdTypes = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)['@type']))

test('header links navigate client-side, update the head and move focus to the new heading', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  expect(await jsonLdTypes(page)).toEqual(['WebSite', 'ProfessionalService'])

  const nav = page.getByRole('navigation', { name: 'Navigation principale' })
  // The link to the page shown says so to screen readers, and only that one.
  await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page')
  await page.mouse.wheel(0, 1500)
  await nav.getByRole('link', { name: 'À propos' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(nav.getByRole('link', { name: 'À propos' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current')
  await expect(page).toHaveTitle(/À propos/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/about`)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  await expect.poll(() => jsonLdTypes(page)).toEqual(['BreadcrumbList'])
  await expect(page.locator('main h1')).toBeFocused()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('À propos')

  await page.getByRole('link', { name: 'Morel Digital' }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => jsonLdTypes(page)).toEqual(['WebSite', 'ProfessionalService'])
  await expect(page.locator('meta[name="description"]')).toHaveCount(1)

  await page.goBack()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page).toHaveTitle(/À propos/)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(problems()).toEqual([])
})

test('a reading page keeps its served HTML: its content code is not even built for the browser, yet its links navigate within the app', async ({
  page,
}) => {
  const problems = watchConsole(page)
  // The browser's bundle leaves a kept page's screen out (src/routes/types.ts, KEPT_IN_BROWSER).
  expect(() => builtChunk('pages/home/HomePage.tsx')).toThrow('n’est pas dans dist/assets.json')
  expect(builtChunk('pages/leads/LeadOutcomePage.tsx')).toMatch(/\.js$/)
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  await page.goto('/')
  await hydrated(page)
  await expect(page.locator('#derniers-articles article')).toHaveCount(3)

  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  // An article (the blog index has a policy of its own, for its search: a link there loads a new document).
  const card = page.locator('#derniers-articles article').first()
  const title = (await card.getByRole('heading').textContent())!
  await card.getByRole('link').click()
  await expect(page).toHaveURL(/\/blog\/[^/]+$/)
  await expect(page.locator('main h1')).toHaveText(title)
  await expect(page.locator('main h1')).toBeFocused()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

  // Back on the home page by a client navigation: the app shows the page's HTML, fetched from the host; its code is
  // still not needed.
  await page.getByRole('link', { name: 'Morel Digital' }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('#derniers-articles article')).toHaveCount(3)
  await expect(page.locator('main h1')).toBeFocused()
  expect(fetched.filter((path) => path === '/')).toHaveLength(2)
  expect(problems()).toEqual([])
})

test('the dropdown menus work from the keyboard on the live site', async ({ page }) => {
  await page.goto('/about')
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: 'Navigation principale' })
  const button = nav.getByRole('button', { name: 'Nos services' })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(nav.getByRole('link', { name: 'SEO IA (AEO / GEO)' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()
})

test('a page is fetched while the pointer rests on its link, once: the click then shows it without asking again', async ({
  page,
}) => {
  const fetches = requestedPaths(page, 'fetch')
  await page.goto('/')
  await hydrated(page)
  const link = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'À propos' })
  await link.hover()
  await expect.poll(() => fetches).toEqual(['/about'])
  await link.click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.locator('main h1')).toBeFocused()
  expect(fetches).toEqual(['/about'])
})

test('every category the menus, the plan du site and the category index link to holds an article', async ({
  request,
}) => {
  const linked = new Set<string>()
  for (const path of ['/', '/sitemap', '/blog/category', '/blog/category/jardinage']) {
    const { html } = await rawHtml(request, path)
    for (const [, href] of html.matchAll(/href="(\/blog\/category\/[^"/?#]+)"/g)) linked.add(href!)
  }
  expect(linked.size).toBeGreaterThan(0)
  for (const href of linked) {
    const { status, html } = await rawHtml(request, href)
    expect([href, status]).toEqual([href, 200])
    expect(html, href).not.toContain('Aucun article disponible')
    expect(html, href).not.toMatch(/<meta name="robots" content="noindex/)
  }
})
