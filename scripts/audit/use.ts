/**
 * How the audit uses a page as a visitor would: opening the menus, cycling the theme, asking for the map, the video
 * and the audit widget, scrolling the charts into view, searching the blog, sending an empty form. Also: reaching a
 * page by a client navigation from `/`.
 */
import type { Page } from 'playwright-core'
import { layout } from '../../content/layout'

const header = layout.header

/** Waits until React has hydrated the shell and the page (the layout and router mark <html>; see tests/e2e/site.ts). */
export const hydrated = (page: Page) => page.locator('html[data-hydrated][data-page]').waitFor({ state: 'attached' })

/** Goes from the hydrated home page to `path` inside the app, as a link would (the router follows history). */
export async function clientNavigation(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState(null, '', target)
    dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, path)
  await page.waitForFunction(
    (target) => location.pathname === target && document.querySelector('main h1') !== null,
    path,
  )
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
