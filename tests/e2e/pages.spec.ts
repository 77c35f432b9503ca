import { expect, test } from '@playwright/test'
import { hydrated, rawHtml, sitemapPaths, siteUrl, watchConsole } from './site'

const paths = sitemapPaths()

test('the sitemap lists the site’s pages', () => {
  expect(paths).toContain('/')
  expect(paths).toContain('/about')
})

test('every page of the sitemap answers 200 with its own title, canonical and H1 in the HTML itself', async ({
  request,
}) => {
  const titles = new Set<string>()
  for (const path of paths) {
    const { status, html } = await rawHtml(request, path)
    expect(status, path).toBe(200)
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]
    expect(title, path).toBeTruthy()
    expect(titles.has(title!), `${path}: titre déjà utilisé « ${title} »`).toBe(false)
    titles.add(title!)
    expect(html.match(/<h1[\s>]/g), `${path}: exactly one H1`).toHaveLength(1)
    expect(html, path).toContain(`<link rel="canonical" href="${siteUrl}${path === '/' ? '/' : path}"`)
    expect(html.match(/rel="canonical"/g), path).toHaveLength(1)
  }
})

test('every page is sent Cross-Origin-Opener-Policy: same-origin, those with headers of their own and the 404 page included', async ({
  request,
}) => {
  const ownHeaders = ['/contact', '/services/audit-seo', '/newsletter/confirmer', '/test-images']
  for (const path of [...paths, ...ownHeaders, '/une-page-qui-n-existe-pas']) {
    const { response } = await rawHtml(request, path)
    expect(response.headers()['cross-origin-opener-policy'], path).toBe('same-origin')
  }
})

for (const path of paths) {
  test(`${decodeURI(path)} hydrates without console errors, warnings or CSP violations`, async ({ page }) => {
    const problems = watchConsole(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await hydrated(page)
    await expect(page.locator('main h1')).toHaveCount(1)
    expect(problems()).toEqual([])
  })
}

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
