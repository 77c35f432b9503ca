/**
 * Accessibility: axe-core, WCAG 2.1 A and AA, on every page of both languages in the light and dark themes at 1280 and
 * 375 px; on `/` and `/en` also with each menu open, and on the pages with the audit dialog, with it open.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { base, type CheckResult, inParallel } from './site'
import { unansweredRequests } from '../lib/unanswered.mjs'
import { localPath } from './language'
import { auditDialogButton, copyOfPage, menuButtons, openHydrated } from './use'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const WIDTHS = [1280, 375] as const
const THEMES = ['dark', 'light'] as const

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never }).withTags(TAGS).analyze()
  return results.violations.map(
    (violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
}

/** axe on the page as it is, then with each menu open, then (where there is one) with the audit dialog open. */
async function statesOf(
  page: Page,
  withMenus: boolean,
  step: (name: string) => void,
): Promise<[state: string, found: string[]][]> {
  const states: [string, string[]][] = [['', await violations(page)]]
  if (withMenus) {
    const buttons = menuButtons(page)
    for (let index = 0; index < (await buttons.count()); index++) {
      const button = buttons.nth(index)
      const name = (await button.getAttribute('aria-label')) ?? (await button.textContent())
      await button.click()
      await page.locator('[aria-expanded="true"]').waitFor()
      states.push([`menu « ${name?.trim()} » ouvert`, await violations(page)])
      await page.keyboard.press('Escape')
    }
  }
  const dialog = auditDialogButton(page)
  if (await dialog.count()) {
    step('clic sur le bouton du dialogue')
    await dialog.click()
    step('attente de dialog[open]')
    await page.locator('dialog[open]').waitFor()
    states.push(['dialogue ouvert', await violations(page)])
    await page.keyboard.press('Escape')
  }
  return states
}

export async function checkA11y(browser: Browser, paths: string[]): Promise<CheckResult> {
  const problems: string[] = []
  let runs = 0
  await inParallel(paths, 3, async (path) => {
    // The audit widget's host is not reached: its scripts answer empty, the dialog keeps its own content.
    const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 } })
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.fulfill({ status: 200, body: '' }),
    )
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'))
    const page = await context.newPage()
    // Which wait failed, and what the site left unanswered: two waits here both fail as « locator.waitFor ».
    let current = ''
    const step = (name: string) => {
      current = name
    }
    const unanswered = unansweredRequests(page)
    try {
      step('chargement et hydratation')
      await openHydrated(page, path)
      for (const theme of THEMES) {
        // One load per page: the theme toggle goes from dark to light, as a visitor would switch it.
        if (theme === 'light') await page.getByRole('button', { name: copyOfPage(page).header.themeToggle }).click()
        await page.waitForFunction(
          (dark) => document.documentElement.classList.contains('dark') === dark,
          theme === 'dark',
        )
        for (const width of theme === 'dark' ? WIDTHS : [...WIDTHS].reverse()) {
          await page.setViewportSize({ width, height: width === 375 ? 800 : 900 })
          const at = (name: string) => step(`${theme}, ${width} px : ${name}`)
          at('analyse')
          const home = path === '/' || path === localPath('/', 'en')
          for (const [state, found] of await statesOf(page, home, at)) {
            runs++
            for (const violation of found)
              problems.push(`${decodeURI(path)} (${theme}, ${width} px${state && `, ${state}`}) : ${violation}`)
          }
        }
      }
    } catch (error) {
      const state = await page
        .evaluate(() => {
          const html = document.documentElement
          const dialog = document.querySelector('dialog')
          const live = html.hasAttribute('data-hydrated') && html.hasAttribute('data-page')
          return `${live ? 'hydratée' : 'non hydratée'}, dialog ${dialog ? (dialog.open ? 'ouvert' : 'fermé') : 'absent'}, focus sur ${document.activeElement?.tagName}`
        })
        .catch(() => 'état illisible')
      const lost = unanswered().filter((url) => url.startsWith(base))
      problems.push(
        `${decodeURI(path)} (${current}) : ${(error as Error).message.split('\n')[0]} ; ${state}` +
          (lost.length ? ` ; sans réponse : ${lost.join(', ')}` : ''),
      )
    } finally {
      await context.close()
    }
  })
  return {
    name: 'a11y',
    summary: `${runs} analyses axe (${paths.length} pages × thèmes clair et sombre × 1280 et 375 px, menus et dialogue ouverts) ; ${problems.length} violation(s)`,
    problems,
  }
}
