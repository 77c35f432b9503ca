/**
 * Accessibility: axe-core, WCAG 2.1 A and AA, on every page of both languages in the dark and light themes at 1280 and
 * 375 px; on `/` and `/en` also with each menu open, and on the pages with the audit dialog, with it open. Run on the
 * page the audit's one visit loaded (scripts/audit/visit.ts): the theme is switched with its button and the width by
 * resizing, as a visitor would, never by reloading.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import type { CheckResult } from './site'
import { localPath } from './language'
import { auditDialogButton, copyOfPage, menuButtons } from './use'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
export const WIDTHS = [1280, 375] as const
export const THEMES = ['dark', 'light'] as const
type Theme = (typeof THEMES)[number]

/**
 * axe-core's own script, injected once per document and run in place, by the audit and the browser tests alike:
 * @axe-core/playwright injected it again and collected every passing node at each run, four times slower here (2 s
 * against 0.5 s a run on a service page).
 */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** One state of a page, as axe found it: « dark, 375 px, menu « Services » ouvert ». */
export type A11yState = { state: string; violations: string[] }

/** axe's WCAG 2.1 A and AA violations on the page as it is, « rule (targets) »: the audit's and the browser tests'. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE)
  // The embeds' frames are third parties' documents (answered empty by the audit): their own element (its title) is
  // checked in the page, their content is not ours.
  return page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> }
        }
      ).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false })
        .then((results) =>
          results.violations.map(
            (violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          ),
        ),
    TAGS,
  )
}
type AxeViolation = { id: string; nodes: { target: string[] }[] }

/** Switches the theme with its button (dark → light → system → dark) until the page shows `theme`. */
export async function showTheme(page: Page, theme: Theme) {
  const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
  const toggle = page.getByRole('button', { name: copyOfPage(page).header.themeToggle })
  for (let click = 0; click < 3 && (await dark()) !== (theme === 'dark'); click++) await toggle.click()
  if ((await dark()) !== (theme === 'dark')) throw new Error(`le bouton du thème n’affiche pas le thème ${theme}`)
  // The colours change with a transition (the badges'): axe measures them once it has ended, as a reader sees them.
  // A transition that another change replaces is cancelled: its `finished` rejects, and there is nothing to wait for.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  )
}

export const showWidth = (page: Page, width: number) =>
  page.setViewportSize({ width, height: width === 375 ? 800 : 900 })

/**
 * axe on the page as it is, in both themes and at both widths, and on `/` and `/en` with each menu open. `step` names
 * what is under way, for the message of a wait that fails.
 */
export async function pageStates(page: Page, path: string, step: (name: string) => void): Promise<A11yState[]> {
  const states: A11yState[] = []
  const withMenus = path === '/' || path === localPath('/', 'en')
  for (const theme of THEMES) {
    await showTheme(page, theme)
    for (const width of theme === 'dark' ? WIDTHS : [...WIDTHS].reverse()) {
      await showWidth(page, width)
      const at = `${theme}, ${width} px`
      step(`${at} : analyse`)
      states.push({ state: at, violations: await axeViolations(page) })
      if (!withMenus) continue
      const buttons = menuButtons(page)
      for (let index = 0; index < (await buttons.count()); index++) {
        const button = buttons.nth(index)
        const name = (await button.getAttribute('aria-label')) ?? (await button.textContent())
        step(`${at} : menu « ${name?.trim()} »`)
        await button.click()
        await page.locator('[aria-expanded="true"]').waitFor()
        states.push({ state: `${at}, menu « ${name?.trim()} » ouvert`, violations: await axeViolations(page) })
        await page.keyboard.press('Escape')
      }
    }
  }
  return states
}

/** axe with the audit dialog open, in both themes and at both widths (the page has one: see `auditDialogButton`). */
export async function dialogStates(page: Page, step: (name: string) => void): Promise<A11yState[]> {
  const states: A11yState[] = []
  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      const at = `${theme}, ${width} px`
      if (await page.locator('dialog[open]').count()) await page.keyboard.press('Escape')
      await showTheme(page, theme)
      await showWidth(page, width)
      step(`${at} : ouverture du dialogue`)
      await auditDialogButton(page).click()
      await page.locator('dialog[open]').waitFor()
      states.push({ state: `${at}, dialogue ouvert`, violations: await axeViolations(page) })
    }
  }
  await page.keyboard.press('Escape')
  return states
}

export function checkA11y(visits: { path: string; a11y: A11yState[]; a11yStopped?: string }[]): CheckResult {
  const problems = visits.flatMap(({ path, a11y, a11yStopped }) => [
    ...a11y.flatMap(({ state, violations }) =>
      violations.map((violation) => `${decodeURI(path)} (${state}) : ${violation}`),
    ),
    ...(a11yStopped ? [`${decodeURI(path)} : ${a11yStopped}`] : []),
  ])
  const runs = visits.reduce((total, visit) => total + visit.a11y.length, 0)
  return {
    name: 'a11y',
    summary: `${runs} analyses axe (${visits.length} pages × thèmes clair et sombre × 1280 et 375 px, menus et dialogue ouverts) ; ${problems.length} violation(s)`,
    problems,
  }
}
