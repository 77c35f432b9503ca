/**
 * How the audit uses a page as a visitor would: opening the menus, cycling the theme, asking for the map, the video
 * and the audit widget, scrolling the charts into view, searching the blog, sending an empty form. Also: reaching a
 * page by a client navigation from `/`.
 */
import type { Page } from 'playwright-core'
import { copyIn, type Language, languageOf, languages } from './language'
import { base } from './site'

type Layout = typeof import('../../content/layout.json')
type Contact = typeof import('../../content/pages/contact.json')
type Listing = typeof import('../../content/blog/listing.json')

/** The copy the audit names buttons by, in each language (the page's own: content/ or content/en/). */
const copy = Object.fromEntries(
  languages.map((language) => [
    language,
    {
      header: copyIn<Layout>(language, 'layout.json').layout.header,
      showMap: copyIn<Contact>(language, 'pages/contact.json').contact.map.button,
      search: copyIn<Listing>(language, 'blog/listing.json').blogIndex,
    },
  ]),
) as Record<Language, { header: Layout['layout']['header']; showMap: string; search: Listing['blogIndex'] }>

/** The copy of the page's language, as its address says it. */
export const copyOfPage = (page: Page) => copy[languageOf(new URL(page.url()).pathname)]

/** Waits until React has hydrated the shell and the page (the layout and router mark <html>; see tests/e2e/site.ts). */
export const hydrated = (page: Page) => page.locator('html[data-hydrated][data-page]').waitFor({ state: 'attached' })

/** Loads `path` of the local site and waits for hydration. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(`${base}${path}`)
  await hydrated(page)
}

/**
 * Goes from the hydrated home page to `path` as a visitor does, by following a link of its content (a kept block, whose
 * internal links the app follows): the site then navigates within the app, or loads the page as a document of its own
 * when its policy differs from the home page's (src/browser/navigation.ts).
 */
export async function clientNavigation(page: Page, path: string) {
  await page.evaluate((target) => {
    const link = document.createElement('a')
    link.href = target
    link.textContent = target
    ;(document.querySelector('#main [data-kept]') ?? document.body).append(link)
    link.click()
  }, path)
  await page.waitForURL((url) => decodeURI(url.pathname) === decodeURI(path))
  await page.locator('main h1').first().waitFor({ state: 'attached' })
  await hydrated(page)
}

/** The header's dropdowns (wide screens) or the mobile menu (narrow ones), as `open`. */
export function menuButtons(page: Page) {
  const { header } = copyOfPage(page)
  return page.viewportSize()!.width >= 1024
    ? page.getByRole('navigation', { name: header.mainNav }).getByRole('button')
    : page.getByRole('button', { name: header.openMenu })
}

export const auditDialogButton = (page: Page) => page.locator('main button[aria-haspopup="dialog"]').first()

/** Does what a visitor can do on the page; `asked` is called just before a request to a third party is invited. */
export async function exercisePage(page: Page, asked: () => void) {
  const buttons = menuButtons(page)
  for (let index = 0; index < (await buttons.count()); index++) {
    await buttons.nth(index).click()
    await page.keyboard.press('Escape')
  }
  const { header, showMap, search: searchCopy } = copyOfPage(page)
  const theme = page.getByRole('button', { name: header.themeToggle })
  for (let click = 0; click < 3; click++) await theme.click()

  const search = page.locator('main input[type="search"]')
  if (await search.count()) {
    await search.fill('seo local')
    // The search must answer (its index, script and WebAssembly allowed by the page's policy), not say it could not load.
    const status = page.locator('main [data-search-results] [role="status"]')
    await page.waitForFunction(
      ({ searching }) => {
        const text = document.querySelector('main [data-search-results] [role="status"]')?.textContent
        return Boolean(text) && text !== searching
      },
      { searching: searchCopy.searching },
    )
    if ((await status.textContent()) === searchCopy.unavailable.title)
      throw new Error(`la recherche du blog ne s’est pas chargée (« ${searchCopy.unavailable.title} »)`)
  }
  const charts = page.locator('main canvas')
  if (await charts.count()) {
    await charts.last().scrollIntoViewIfNeeded()
    await page.waitForTimeout(500)
  }
  const form = page.locator('main form[method="post"]').first()
  if (await form.count()) await form.locator('button[type="submit"]').click()

  const map = page.getByRole('button', { name: showMap })
  const video = page.locator('main button[data-video-src]')
  const audit = auditDialogButton(page)
  for (const embed of [map, video, audit]) {
    if (!(await embed.count())) continue
    asked()
    await embed.first().click()
    await page.waitForTimeout(500)
  }
}
