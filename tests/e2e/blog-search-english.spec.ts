/**
 * The blog search in each language (src/build/search-index.mjs: one Pagefind index per language, from each article's
 * `<html lang>`): /en/blog finds English articles only, in English words, and speaks English; /blog finds French
 * ones only.
 */
import { existsSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { indexInLots } from './search-lots'
import { hydrated, watchConsole } from './site'
import { contentFile } from '../../src/build/content-files.ts'

type Listing = typeof import('../../content/blog/listing.json')
type IndexPage = typeof import('../../content/blog/index-page.json')
const copy = {
  fr: {
    ...contentFile<Listing>('content/blog/listing.json').blogIndex,
    ...contentFile<IndexPage>('content/blog/index-page.json').blogSearch,
  },
  en: {
    ...contentFile<Listing>('content/en/blog/listing.json').blogIndex,
    ...contentFile<IndexPage>('content/en/blog/index-page.json').blogSearch,
  },
}

const box = (page: Page, language: 'fr' | 'en') => page.getByRole('searchbox', { name: copy[language].label })
const results = (page: Page) => page.locator('main [data-search-results] article h3 a')
const status = (page: Page, language: 'fr' | 'en') =>
  page.getByRole('region', { name: copy[language].resultsTitle }).getByRole('status')
/** Whether a path is a built article of that language (an English path with a French slug is none). */
const isArticle = (path: string, language: 'fr' | 'en') =>
  path.startsWith(language === 'en' ? '/en/blog/' : '/blog/') &&
  existsSync(new URL(`../../dist/client${decodeURIComponent(path)}.html`, import.meta.url))
const resultPaths = async (page: Page) =>
  (await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).sort()

test.describe('blog search in English', () => {
  test('/en/blog finds English articles only, and says so in English', async ({ page }) => {
    const problems = watchConsole(page)
    await page.goto('/en/blog')
    await hydrated(page)
    await expect(box(page, 'en')).toHaveAttribute('placeholder', copy.en.placeholder)
    await box(page, 'en').fill('Perplexity')
    await expect(status(page, 'en')).toHaveText(/^\d+ articles? for “Perplexity”$/)
    const found = await resultPaths(page)
    expect(found).toContain('/en/blog/ai-search-chatgpt-perplexity')
    for (const path of found) expect(isArticle(path, 'en'), path).toBe(true)
    // The card leads to the English article.
    await results(page).filter({ hasText: 'Getting cited by ChatGPT and Perplexity' }).click()
    await expect(page).toHaveURL(/\/en\/blog\/ai-search-chatgpt-perplexity$/)
    // A word found nowhere: the English message and button.
    await page.goto('/en/blog')
    await hydrated(page)
    await box(page, 'en').fill('xylophone')
    await expect(status(page, 'en')).toHaveText('No articles match “xylophone”')
    await page.getByRole('button', { name: copy.en.noResult.reset }).click()
    await expect(page).toHaveURL(/\/en\/blog$/)
    expect(problems()).toEqual([])
  })

  test('an English word finds nothing on /blog, and a word of both languages finds French articles only', async ({
    page,
  }) => {
    const problems = watchConsole(page)
    await page.goto('/en/blog?q=locksmith')
    await hydrated(page)
    await expect(status(page, 'en')).toHaveText(/^\d+ articles? for “locksmith”$/)
    expect((await resultPaths(page)).length).toBeGreaterThan(0)
    await page.goto('/blog?q=locksmith')
    await hydrated(page)
    await expect(status(page, 'fr')).toHaveText(/^Aucun article ne correspond à «\slocksmith\s»$/)
    await page.goto('/blog?q=Perplexity')
    await hydrated(page)
    await expect(status(page, 'fr')).toHaveText(/^\d+ articles pour «\sPerplexity\s»$/)
    const found = await resultPaths(page)
    expect(found).toContain('/blog/referencement-ia-chatgpt-perplexity')
    for (const path of found) expect(isArticle(path, 'fr'), path).toBe(true)
    expect(problems()).toEqual([])
  })

  test('without JavaScript the English form is a plain GET to /en/blog?q=', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en/blog')
    await box(page, 'en').fill('local seo')
    await box(page, 'en').press('Enter')
    await expect(page).toHaveURL(/\/en\/blog\?q=local\+seo$/)
    await context.close()
  })

  test('an index cut in lots gives each language the articles the whole index gives it', async ({ page }) => {
    const queries = { en: ['Perplexity', 'locksmith', 'website cost', 'xylophone'], fr: ['Perplexity', 'locksmith'] }
    const found = async (language: 'fr' | 'en') => {
      const each: string[][] = []
      for (const query of queries[language]) {
        await box(page, language).fill(query)
        await expect(status(page, language)).toContainText(query)
        each.push([(await status(page, language).textContent()) ?? '', ...(await resultPaths(page))])
      }
      return each
    }
    const whole = { en: [] as string[][], fr: [] as string[][] }
    for (const language of ['en', 'fr'] as const) {
      await page.goto(language === 'en' ? '/en/blog' : '/blog')
      await hydrated(page)
      whole[language] = await found(language)
    }
    const index = indexInLots(page)
    expect(index.lots.length).toBeGreaterThan(15)
    await index.serve()
    for (const language of ['en', 'fr'] as const) {
      await page.goto(language === 'en' ? '/en/blog' : '/blog')
      await hydrated(page)
      expect(await found(language), language).toEqual(whole[language])
    }
  })
})
