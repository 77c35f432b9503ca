import { expect, test } from '@playwright/test'
import { hydrated, rawHtml, watchConsole } from './site'

/*
 * What every page must be (200, its own title and canonical, one h1, its headers, hydration without a console error or
 * a CSP violation, loaded directly and after a client navigation) is the audit's to check, once per page of both
 * languages (`head`, `html`, `security`: docs/quality-gate.md). Here: the behaviour of the 404 screen.
 */
test('unknown paths answer 404 with the 404 screen, rendered by the app without errors', async ({ page, request }) => {
  const { status, html } = await rawHtml(request, '/une-page-qui-n-existe-pas')
  expect(status).toBe(404)
  expect(html).toContain('Page non trouvée')
  expect(html).toContain('noindex')
  const problems = watchConsole(page, { expect404: true })
  const response = await page.goto('/services/inconnu/encore')
  expect(response?.status()).toBe(404)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
  for (const href of ['/services/seo', '/services/creation-site', '/services/seo-local', '/contact']) {
    await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1)
  }
  expect(problems()).toEqual([])
})

for (const path of ['/blog/category/seo/page', '/blog/category/seo-local/page/99'])
  test(`${path}, whose nearest 404 page is a category’s, shows the 404 screen, not a blank page`, async ({ page }) => {
    // The host serves /blog/category/404.html there (a hydrated page: the unknown category's). The second address is
    // a page number past the last: its route is a category's, which the browser keeps as served and cannot render.
    const problems = watchConsole(page, { expect404: true })
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible()
    expect(problems()).toEqual([])
  })
