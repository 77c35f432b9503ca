/**
 * The blog search on the built site: Pagefind's index of the built articles (src/build/search-index.mjs), loaded
 * by the search enhancement of /blog (src/blog/search/) only when the visitor searches, under /blog's own policy.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page, type Request } from '@playwright/test'
import { parse } from 'yaml'
import { indexInLots } from './search-lots'
import { hydrated, rawHtml, watchConsole, watchCsp } from './site'
import { contentFile } from '../../src/build/content-files.ts'

const { blogCategories } = contentFile<typeof import('../../content/blog/listing.json')>('content/blog/listing.json')

type FrontMatter = { title: string; excerpt: string; tags: string[]; category: string }

/** An article's front matter and body, from its MDX source. */
function article(file: string): FrontMatter & { body: string } {
  const [, front, body] = readFileSync(new URL(`../../content/articles/${file}.mdx`, import.meta.url), 'utf8').split(
    /^---$/m,
  )
  return { ...(parse(front!) as FrontMatter), body: body! }
}

const box = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher un article' })
const titles = (page: Page) => page.locator('main [data-search-results] article h3')
const status = (page: Page) => page.getByRole('region', { name: 'Résultats de recherche' }).getByRole('status')

/** What the page fetches from the search's folder, and how many bytes (as sent, compressed or not). */
function watchPagefind(page: Page) {
  const requests: Request[] = []
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) requests.push(request)
  })
  return {
    count: () => requests.length,
    bytes: async () =>
      (await Promise.all(requests.map(async (request) => (await request.sizes()).responseBodySize))).reduce(
        (sum, size) => sum + size,
        0,
      ),
  }
}

test.describe('blog search', () => {
  test('a word that only an article’s body holds finds that article, whatever its case and accents', async ({
    page,
  }) => {
    const problems = watchConsole(page)
    const source = article('choisir-type-site-web')
    // The word is in the body only, not in the title, excerpt, tags or category (and the search finds it once).
    expect(source.body).toContain('kinésithérapie')
    expect(JSON.stringify([source.title, source.excerpt, source.tags, source.category])).not.toMatch(/kin[ée]sith/i)
    await page.goto('/blog')
    await hydrated(page)
    for (const query of ['kinésithérapie', 'KINESITHERAPIE', 'Kinesitherapie']) {
      await box(page).fill(query)
      await expect(status(page)).toHaveText(`1 article pour « ${query} »`)
      await expect(titles(page)).toHaveText([source.title])
    }
    // The card is the listing's: image, category, title linking to the article, excerpt, author and date.
    const card = page.locator('main [data-search-results] article')
    await expect(card.getByRole('link', { name: source.title })).toHaveAttribute('href', '/blog/choisir-type-site-web')
    await expect(card).toContainText(source.excerpt)
    await expect(card).toContainText(source.category)
    await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/)
    await expect(card.locator('img')).toHaveJSProperty('complete', true)
    expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    // Accents in the query, none in the text, and the other way round.
    await box(page).fill('referencement')
    await expect(status(page)).toContainText('referencement')
    const unaccented = await titles(page).allTextContents()
    await box(page).fill('RÉFÉRENCEMENT')
    await expect(status(page)).toContainText('RÉFÉRENCEMENT')
    await expect(titles(page)).toHaveText(unaccented)
    expect(unaccented.length).toBeGreaterThan(0)
    expect(problems()).toEqual([])
  })

  test('/blog?q= loaded directly shows the results, and still does after a reload', async ({ page }) => {
    const problems = watchConsole(page)
    // « toxiques » (links) is in the two netlinking articles only.
    const netlinking = ['stratégie-netlinking-2025-260', 'pbn-seo'].map((file) => article(file).title)
    await page.goto('/blog?q=toxiques')
    await hydrated(page)
    await expect(box(page)).toHaveValue('toxiques')
    await expect(status(page)).toHaveText('2 articles pour « toxiques »')
    await expect(titles(page)).toHaveText(netlinking)
    await expect(page.getByRole('heading', { level: 2, name: 'Derniers articles' })).toBeHidden()
    await page.reload()
    await hydrated(page)
    await expect(titles(page)).toHaveText(netlinking)
    expect(problems()).toEqual([])
  })

  test('typing keeps the address in step without piling up history; no match says so in French and leads back', async ({
    page,
  }) => {
    const problems = watchConsole(page)
    await page.goto('/about')
    await page.goto('/blog')
    await hydrated(page)
    const entries = await page.evaluate(() => history.length)
    await box(page).pressSequentially('référencement')
    await expect(page).toHaveURL(/\/blog\?q=r%C3%A9f%C3%A9rencement$/)
    await expect(titles(page).first()).toBeVisible()
    // Every word must be found: one found nowhere empties the results.
    await box(page).fill('stratégie quokka')
    await expect(page).toHaveURL(/\/blog\?q=strat%C3%A9gie\+quokka$/)
    await expect(status(page)).toHaveText('Aucun article ne correspond à « stratégie quokka »')
    await expect(titles(page)).toHaveCount(0)
    await page.getByRole('button', { name: 'Voir tous les articles' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(box(page)).toHaveValue('')
    await expect(box(page)).toBeFocused()
    await expect(page.getByRole('heading', { level: 2, name: 'Derniers articles' })).toBeVisible()
    expect(await page.evaluate(() => history.length)).toBe(entries)
    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)
    expect(problems()).toEqual([])
  })

  test('without JavaScript the form is a plain GET to /blog?q=', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/blog')
    await box(page).fill('seo local')
    await box(page).press('Enter')
    await expect(page).toHaveURL(/\/blog\?q=seo\+local$/)
    await context.close()
  })

  test('each popular tag of the category index finds articles', async ({ page }) => {
    await page.goto('/blog')
    await hydrated(page)
    for (const tag of blogCategories.popularTags) {
      await box(page).fill(tag)
      await expect(status(page), tag).toHaveText(new RegExp(`^\\d+ articles? pour «\\s${tag}\\s»$`))
    }
  })

  test('the search costs nothing until the visitor searches, then fetches only pieces of the index', async ({
    page,
  }) => {
    const pagefind = watchPagefind(page)
    await page.goto('/blog')
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    expect(pagefind.count()).toBe(0)
    await box(page).fill('toxiques')
    await expect(titles(page)).toHaveCount(2)
    await page.waitForLoadState('networkidle')
    const bytes = await pagefind.bytes()
    test
      .info()
      .annotations.push({ type: 'bytes fetched by one search', description: `${pagefind.count()} files, ${bytes} B` })
    // Script, WebAssembly, metadata, the index chunks of one word and two results' fragments: not every article.
    expect(pagefind.count()).toBeLessThan(10)
    expect(bytes).toBeLessThan(200_000)
  })

  test('an index cut in lots finds what the whole index finds, and still requires every word', async ({ page }) => {
    const problems = watchConsole(page)
    // Each word is found, never both in one article: one article holds « kinésithérapie », two others « toxiques »;
    // « kinésith » begins a word of one article only.
    const queries = ['kinésithérapie', 'kinésith', 'toxiques', 'référencement', 'seo local', 'kinésithérapie toxiques']
    const found = async () => {
      const each: string[][] = []
      for (const query of queries) {
        await box(page).fill(query)
        await expect(status(page)).toContainText(`« ${query} »`)
        const said = (await status(page).textContent())!.replace(/\s+/g, ' ')
        each.push([said, ...(await titles(page).allTextContents()).sort()])
      }
      return each
    }
    await page.goto('/blog')
    await hydrated(page)
    const whole = await found()
    expect(whole.at(-1)).toEqual(['Aucun article ne correspond à « kinésithérapie toxiques »'])
    const index = indexInLots(page)
    expect(index.lots.length).toBeGreaterThan(5)
    await index.serve()
    const lotsFetched = new Set<string>()
    page.on('requestfinished', (request) => lotsFetched.add(new URL(request.url()).pathname.split('/')[2]!))
    await page.goto('/blog')
    await hydrated(page)
    expect(await found()).toEqual(whole)
    // Every lot was searched.
    for (const lot of index.lots) expect(lotsFetched).toContain(lot.replace('/', ''))
    expect(problems()).toEqual([])
  })

  test('only /blog may run WebAssembly, and searching raises no CSP violation', async ({ page, request }) => {
    const policy = async (path: string) =>
      (await rawHtml(request, path)).response.headers()['content-security-policy'] ?? ''
    expect(await policy('/blog')).toMatch(/script-src [^;]*'wasm-unsafe-eval'/)
    for (const path of ['/', '/blog/pbn-seo', '/blog/category', '/contact'])
      expect(await policy(path), path).not.toContain('wasm')
    const violations = await watchCsp(page)
    const problems = watchConsole(page)
    // Reached from another page by a link, /blog is a new document: it always runs under its own policy.
    await page.goto('/')
    await hydrated(page)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.locator('#derniers-articles').getByRole('link', { name: 'Voir tous les articles' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await hydrated(page)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined()
    await box(page).fill('seo')
    await expect(titles(page).first()).toBeVisible()
    await box(page).fill('création de site')
    await expect(titles(page).first()).toBeVisible()
    expect(await violations()).toEqual([])
    expect(problems()).toEqual([])
  })
})
