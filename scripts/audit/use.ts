/**
 * How the audit uses a page as a visitor would: opening the menus, cycling the theme, asking for the map, the video
 * and the audit widget, scrolling the charts into view, searching the blog, sending an empty form. Also: reaching a
 * page by a client navigation from `/`.
 */
import type { Page } from 'playwright-core'
import { base } from './site'
import { contentFile } from '../../src/build/content-files.ts'

const { layout } = contentFile<typeof import('../../content/layout.json')>('content/layout.json')

const header = layout.header

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
  const theme = page.getByRole('button', { name: header.themeToggle })
  for (let click = 0; click < 3; click++) await theme.click()

  const search = page.locator('main input[type="search"]')
  if (await search.count()) await search.fill('seo local')
  const charts = page.locator('main canvas')
  if (await charts.count()) {
    await charts.last().scrollIntoViewIfNeeded()
    await page.waitForTimeout(500)
  }
  const form = page.locator('main form[method="post"]').first()
  if (await form.count()) await form.locator('button[type="submit"]').click()

  const map = page.getByRole('button', { name: 'Afficher la carte' })
  const video = page.locator('main button[data-video-src]')
  const audit = auditDialogButton(page)
  for (const embed of [map, video, audit]) {
    if (!(await embed.count())) continue
    asked()
    await embed.first().click()
    await page.waitForTimeout(500)
  }
}
