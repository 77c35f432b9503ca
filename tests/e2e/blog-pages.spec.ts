/** The blog at any size, on the built site: listings in pages, the Blog menu, articles reached by the app. */
import { expect, test } from '@playwright/test'
import { hydrated, rawHtml, redirectRules, siteUrl, sitemapPaths, watchConsole } from './site'
import { contentFile } from '../../src/build/content-files.ts'

const { blogPages } = contentFile<typeof import('../../content/blog/listing.json')>('content/blog/listing.json')

test('the blog index continues on /blog/page/2: its own address, canonical, prev/next, in the sitemap', async ({
  page,
  request,
}) => {
  const first = await rawHtml(request, '/blog')
  expect(first.html).toContain(`<link rel="next" href="${siteUrl}/blog/page/2"`)
  expect(first.html).not.toContain('rel="prev" href')
  const second = await rawHtml(request, '/blog/page/2')
  expect(second.status).toBe(200)
  expect(second.html).toContain(`<link rel="canonical" href="${siteUrl}/blog/page/2"`)
  expect(second.html).toContain(`<link rel="prev" href="${siteUrl}/blog"`)
  expect(sitemapPaths()).toContain('/blog/page/2')
  expect(redirectRules()).toContainEqual(expect.objectContaining({ from: '/blog/page/1', to: '/blog' }))
  expect((await request.get('/blog/page/99')).status()).toBe(404)

  const problems = watchConsole(page)
  await page.goto('/blog')
  await hydrated(page)
  const pages = page.getByRole('navigation', { name: blogPages.navLabel })
  const onFirst = await page.locator('main article h3').allTextContents()
  await pages.getByRole('link', { name: blogPages.next }).click()
  await expect(page).toHaveURL(/\/blog\/page\/2$/)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: blogPages.archiveTitle })).toBeVisible()
  await expect(pages.locator('[aria-current="page"]')).toContainText('2')
  // Page 2 has no section headings above its cards: their titles are h2 there.
  const onSecond = await page.locator('main article h2').allTextContents()
  expect(onSecond.length).toBeGreaterThan(0)
  expect(onSecond.filter((title) => onFirst.includes(title))).toEqual([])
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Page 2')
  await pages.getByRole('link', { name: blogPages.previous }).click()
  await expect(page).toHaveURL(/\/blog$/)
  expect(problems()).toEqual([])
})

test('the Blog menu lists the eight latest articles, the categories that hold one, then the whole blog', async ({
  page,
  request,
}) => {
  // The category index lists the categories that hold an article, and only those.
  const filled = [...(await rawHtml(request, '/blog/category')).html.matchAll(/href="(\/blog\/category\/[^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((href, index, all) => all.indexOf(href) === index)
  await page.goto('/about')
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: 'Navigation principale' })
  await nav.getByRole('button', { name: 'Blog' }).click()
  const panel = nav.locator('[id]:visible').filter({ has: page.getByRole('link', { name: 'Tous les articles' }) })
  const articleLinks = panel.locator('a[href^="/blog/"]:not([href^="/blog/category"])')
  await expect(articleLinks).toHaveCount(8)
  const categories = await panel
    .locator('a[href^="/blog/category/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(categories.sort()).toEqual([...filled].sort())
  expect(categories.length).toBeGreaterThan(0)
  await expect(panel.getByRole('link').last()).toHaveAttribute('href', '/blog')
})

test('an article reached by a client navigation shows as built, its head included', async ({ page, request }) => {
  const problems = watchConsole(page)
  await page.goto('/blog/category/seo-local')
  await hydrated(page)
  const link = page.locator('main article h3 a').first()
  const href = (await link.getAttribute('href'))!
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.locator('main h1')).toBeFocused()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  const built = (await rawHtml(request, href)).html
  const title = /<title>([^<]*)<\/title>/.exec(built)![1]!
  await expect(page).toHaveTitle(title.replace(/&amp;/g, '&'))
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(built)![1]!
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(
    (built.match(/application\/ld\+json/g) ?? []).length,
  )
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('SEO local')
  expect(problems()).toEqual([])
})
