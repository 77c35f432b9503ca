/**
 * The two languages, as a visitor and a crawler meet them: the switch in the header leads to the same page in the
 * other language (a new document, nothing remembered), or to that language's home page, saying so; no address ever
 * depends on the browser's language; an unknown English address answers the English 404 page.
 */
import { expect, test } from '@playwright/test'
import { hydrated, watchConsole } from './site'

const switchLink = (page: import('@playwright/test').Page) => page.getByRole('banner').locator('a[hreflang]')

test('the switch leads from a French page to its English translation and back', async ({ page, context }) => {
  const problems = watchConsole(page)
  await page.goto('/services/seo-ia')
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(switchLink(page)).toHaveAccessibleName('English (cette page en anglais)')

  await switchLink(page).click()
  await expect(page).toHaveURL(/\/en\/services\/ai-seo$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  await expect(page.locator('h1')).toContainText(/AI/)
  await hydrated(page)
  await expect(switchLink(page)).toHaveAccessibleName('Français (this page in French)')

  // Back in French by the switch: the French page, not a remembered choice.
  await switchLink(page).click()
  await expect(page).toHaveURL(/\/services\/seo-ia$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  expect(await context.cookies()).toEqual([])
  expect(problems()).toEqual([])
})

test('after a client navigation the switch names the page shown', async ({ page }) => {
  await page.goto('/en')
  await hydrated(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/en\/about$/)
  await expect(switchLink(page)).toHaveAttribute('href', '/about')
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
})

test('a French page without translation leads to the English home page and says so', async ({ page }) => {
  // An article not translated (content/en/articles/ has four).
  await page.goto('/blog/maillage-interne-petit-site')
  const link = switchLink(page)
  await expect(link).toHaveAttribute('href', '/en')
  await expect(link).toHaveAccessibleName(
    'English (pas de version anglaise de cette page\u00a0: accueil du site en anglais)',
  )
  await link.click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
})

test('no address depends on the browser’s language', async ({ browser }) => {
  const english = await browser.newContext({
    locale: 'en-GB',
    extraHTTPHeaders: { 'Accept-Language': 'en-GB,en;q=0.9' },
  })
  const page = await english.newPage()
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await english.close()
})

test('an unknown English address answers the English 404 page with a 404 status', async ({ page }) => {
  const problems = watchConsole(page, { expect404: true })
  const response = await page.goto('/en/services/nothing-here')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  await expect(page.locator('h1')).toHaveText('Page not found')
  await hydrated(page)
  await expect(page).toHaveURL(/\/en\/services\/nothing-here$/)
  expect(problems()).toEqual([])
})
