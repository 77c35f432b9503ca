import { expect, test } from '@playwright/test'
import { formatDateFr } from '../../src/lib/format'
import { hydrated, rawHtml, sitemapPaths } from './site'
import { languageOfPath } from '../../src/lang'
import { contentFile } from '../../src/build/content-files.ts'

const { imageTable } = contentFile<typeof import('../../content/images.json')>('content/images.json')
const { privacy } = contentFile<typeof import('../../content/legal/privacy.json')>('content/legal/privacy.json')
const { terms } = contentFile<typeof import('../../content/legal/terms.json')>('content/legal/terms.json')
const { cgv } = contentFile<typeof import('../../content/legal/cgv.json')>('content/legal/cgv.json')

/** Pages the plan leaves to the blog and its categories: the articles, and the listings' pages after the first. */
const reachedFromTheBlog = (path: string) => /^\/blog\/(?!category$)[^/]+$|\/page\/\d+$/.test(path)

test('every link of /sitemap answers 200 directly; it links every page of sitemap.xml but the articles, of which the latest, as the Blog menu, then the whole blog', async ({
  page,
  request,
}) => {
  await page.goto('/sitemap')
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  expect(hrefs).toEqual(
    expect.arrayContaining(['/', '/about', '/privacy', '/terms', '/sitemap.xml', '/robots.txt', '/feed.xml']),
  )
  for (const href of new Set(hrefs)) {
    const response = await request.get(href, { maxRedirects: 0 })
    expect(response.status(), href).toBe(200)
  }
  const linked = new Set(hrefs.map((href) => encodeURI(href)))
  // The French pages: the English ones have their own plan du site, /en/sitemap.
  const listed = sitemapPaths().filter((path) => path !== '/sitemap' && languageOfPath(path) === 'fr')
  for (const path of listed.filter((path) => !reachedFromTheBlog(path))) expect(linked.has(path), path).toBe(true)
  expect(listed.filter(reachedFromTheBlog).length).toBeGreaterThan(8)

  const articles = page.getByRole('region', { name: 'Derniers articles du blog' }).getByRole('link')
  const menu = await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .locator('a[href^="/blog/"]:not([href^="/blog/category"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  expect(menu).toHaveLength(8)
  expect(await articles.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))).toEqual([
    ...menu,
    '/blog',
  ])
  await expect(articles.last()).toHaveText('Tous les articles')
  expect(hrefs.filter((href) => reachedFromTheBlog(href) && !menu.includes(href))).toEqual([])
})

for (const [path, sections, document] of [
  ['/privacy', 14, privacy],
  ['/terms', 13, terms],
  ['/cgv', 20, cgv],
] as const) {
  test(`${path} has its ${sections} numbered sections, the date and a table of contents that leads to them`, async ({
    page,
    request,
  }) => {
    const { status, html } = await rawHtml(request, path)
    expect(status).toBe(200)
    expect(html).toContain(`<time dateTime="${document.updated}">${formatDateFr(document.updated)}</time>`)
    await page.goto(path)
    await hydrated(page)
    const titles = await page.locator('main section h2').allTextContents()
    const numbered = titles.filter((title) => /^\d+\. /.test(title))
    expect(numbered.map((title) => Number(title.split('.')[0]))).toEqual(
      Array.from({ length: sections }, (_, i) => i + 1),
    )
    if (path === '/privacy') expect(titles.at(-1)).toBe('Nous contacter')
    const toc = page.getByRole('navigation', { name: 'Sommaire' })
    await toc.getByRole('link', { name: numbered[2]! }).click()
    await expect(page).toHaveURL(new RegExp(`${path}#`))
    await expect(page.getByRole('heading', { level: 2, name: numbered[2]! })).toBeInViewport()
  })
}

test('every page’s footer leads to the legal notice and the terms of sale by those names; the withdrawal form is one click from the withdrawal section', async ({
  page,
}) => {
  await page.goto('/services/seo-local')
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'Mentions légales' }).click()
  await expect(page).toHaveURL(/\/terms$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Mentions légales/)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Conditions générales de vente' }).click()
  await expect(page).toHaveURL(/\/cgv$/)
  const withdrawal = page.locator('section', { has: page.getByRole('heading', { name: /Droit de rétractation/ }) })
  await withdrawal.getByRole('link', { name: 'annexe' }).click()
  await expect(page.getByRole('heading', { level: 2, name: /formulaire de rétractation/ })).toBeInViewport()
  await page.goto('/en/services/local-seo')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of sale' }).click()
  await expect(page).toHaveURL(/\/en\/terms-of-sale$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
})

test('the English plan du site links every English page of sitemap.xml but the articles, each answering 200', async ({
  page,
  request,
}) => {
  await page.goto('/en/sitemap')
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  for (const href of new Set(hrefs)) {
    const response = await request.get(href, { maxRedirects: 0 })
    expect(response.status(), href).toBe(200)
  }
  const linked = new Set(hrefs.map((href) => encodeURI(href)))
  const listed = sitemapPaths().filter((path) => languageOfPath(path) === 'en' && path !== '/en/sitemap')
  expect(listed.length).toBeGreaterThan(20)
  for (const path of listed.filter((path) => !/^\/en\/blog\/(?!category$)[^/]+$/.test(path)))
    expect(linked.has(path), path).toBe(true)
})

test('/test-images shows every named image loaded, and a broken one falls back to the placeholder', async ({
  page,
  request,
}) => {
  const { status, html } = await rawHtml(request, '/test-images')
  expect(status).toBe(200)
  expect(html).toMatch(/<meta name="robots" content="noindex/)
  expect(sitemapPaths()).not.toContain('/test-images')
  await page.goto('/test-images')
  await hydrated(page)
  for (const image of imageTable) {
    const img = page.locator(`[data-image-src="${image.src}"] img`)
    await expect(img).toHaveAttribute('src', image.src)
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), {
        message: image.src,
      })
      .toBeGreaterThan(0)
  }
  const broken = page.locator('[data-image-src="/images/absente.svg"] img')
  await expect(broken).toHaveAttribute('src', '/images/placeholder.svg')
  await expect.poll(() => broken.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
})
