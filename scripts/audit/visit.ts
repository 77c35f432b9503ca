/**
 * The audit's browser pass with JavaScript on: each page is loaded once directly, and everything the budget, `a11y`
 * and `security` need is read on that one load, in this order: the bytes fetched until the network is idle (before
 * any use, which would fetch more), axe in both themes and widths, then the visitor's use of the page (menus, theme,
 * search, form, embeds), then axe with the audit dialog open. A second visit reaches the page by a client navigation
 * from its language's home page, and is used the same way. Both watch the console, page errors and CSP violations,
 * and record any request that leaves for a third party before the visitor asks for an embed (never sent).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { BEACON, type PageBytes, watchFetches } from '../lib/measure-page.mjs'
import { watchConsole } from '../../tests/e2e/site'
import { type A11yState, dialogStates, pageStates, showWidth, WIDTHS } from './a11y'
import { languageOf, localPath } from './language'
import { base, isMissingPath, TEST_IMAGES } from './site'
import { auditDialogButton, clientNavigation, exercisePage, hydrated, openHydrated } from './use'

export type Wanted = { budget: boolean; a11y: boolean; security: boolean }

export type DirectVisit = {
  path: string
  bytes?: PageBytes
  a11y: A11yState[]
  /** What stopped axe's states before their end (a wait that failed), named with its step. */
  a11yStopped?: string
  /** Why the budget has no bytes for the page (its load failed). */
  unmeasured?: string
  /** security's findings: console, page errors, CSP, requests to third parties, an interrupted use. */
  problems: string[]
}

/** Where the build sends the forms and the beacon (the local default when VITE_SUPABASE_URL is unset). */
const FUNCTIONS_ORIGIN = new URL(process.env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321').origin

/** Document loads of the audit's Chromium, by path: what the audit prints as loads per page. */
export const documentLoads = new Map<string, number>()

/** Counts each document `page` loads into `documentLoads`. */
export function countDocumentLoads(page: Page) {
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      const loaded = new URL(request.url()).pathname
      documentLoads.set(loaded, (documentLoads.get(loaded) ?? 0) + 1)
    }
  })
}

/** A context whose page is watched as security watches it; `ask()` marks the visitor asking for an embed. */
async function watchedPage(context: BrowserContext) {
  const problems: string[] = []
  const thirdParty: string[] = []
  let asked = false
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:',
    (route) => {
      if (!asked) {
        thirdParty.push(route.request().url())
        problems.push(`requête tierce avant toute demande : ${route.request().url()}`)
        return route.abort()
      }
      // Asked for: the embed's host answers an empty document, without leaving the machine.
      return route.fulfill({
        status: 200,
        contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/html',
        body: '',
      })
    },
  )
  // The site's functions do not run in the audit: whatever listens on their port on this machine (a browser test's
  // backend), their origin answers as when nothing does, and the audience beacon as its function does (the CSP
  // still has to allow both: a blocked request is a violation, reported below).
  await context.route(
    (url) => url.origin === FUNCTIONS_ORIGIN,
    (route) => (BEACON.test(route.request().url()) ? route.fulfill({ status: 204 }) : route.abort('connectionrefused')),
  )
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP : ${event.violatedDirective} bloque ${event.blockedURI}`),
    ),
  )
  const page: Page = await context.newPage()
  countDocumentLoads(page)
  const consoleProblems = watchConsole(page as never)
  let read = { own: 0, logged: 0 }
  return {
    page,
    thirdParty,
    ask: () => {
      asked = true
    },
    /**
     * What was found since the last call, on `path` (one page of those the tab visits in turn); the next page has
     * asked for nothing yet.
     */
    next: (path?: string) => {
      const found = [...problems.slice(read.own), ...consoleProblems().slice(read.logged)]
      read = { own: problems.length, logged: consoleProblems().length }
      asked = false
      // The 404 page answers 404 (reached from home too: the app asks the host for the page, which says it has none),
      // and the image test page names a missing image on purpose (its placeholder shows).
      const expect404 = path !== undefined && (isMissingPath(path) || path === TEST_IMAGES.page)
      return found.map((problem) => problem.trim()).filter((problem) => !(expect404 && NOT_FOUND.test(problem)))
    },
  }
}

/** The console's line for a response in 404, as watchConsole reports it. */
const NOT_FOUND = /^error: Failed to load resource: the server responded with a status of 404 \(Not Found\)$/

/** Playwright's default viewport, the budget's: the build bench measures pages at this size too. */
const BUDGET_VIEWPORT = { width: 1280, height: 720 }

/**
 * A tab for direct visits, one page after another: the budget, axe and security read each page on one load (see the
 * top of this file). One tab loads its pages in turn rather than a fresh context each: a new context started a
 * renderer for every page, and cost about twice the processor time of the load itself (36 loads, three at a time:
 * 67 against 36 processor-seconds, docs/quality-gate.md). What a page leaves behind is cleared before the next: its
 * storage (the theme chosen), the width, the third party asked for; a new load closes its dialogs and menus.
 */
export async function directVisitor(browser: Browser) {
  const context = await browser.newContext({ viewport: BUDGET_VIEWPORT })
  const { page, thirdParty, ask, next } = await watchedPage(context)
  const read = watchFetches(page, base, 'dist/client')
  return {
    close: () => context.close(),
    /** The direct visit of `path`; a visit that stopped leaves the tab to be closed (`broken`). */
    async visit(path: string, wanted: Wanted): Promise<DirectVisit & { broken: boolean }> {
      const visit: DirectVisit & { broken: boolean } = { path, a11y: [], problems: [], broken: false }
      let step = 'chargement et hydratation'
      const at = (name: string) => {
        step = name
      }
      try {
        if (page.url().startsWith(base)) await page.evaluate(() => [localStorage, sessionStorage].map((s) => s.clear()))
        await page.setViewportSize(BUDGET_VIEWPORT)
        thirdParty.length = 0
        next()
        const bytes = await read(path)
        if (wanted.budget) visit.bytes = { ...bytes, thirdParty: [...thirdParty] }
        await hydrated(page)
        await showWidth(page, WIDTHS[0])
        if (wanted.a11y) {
          try {
            visit.a11y.push(...(await pageStates(page, path, at)))
          } catch (error) {
            visit.a11yStopped = `${step} : ${(error as Error).message.split('\n')[0]}`
          }
          await showWidth(page, WIDTHS[0])
        }
        if (wanted.security) {
          at('usage de la page')
          await exercisePage(page, ask)
        }
        if (wanted.a11y && (await auditDialogButton(page).count())) {
          ask()
          try {
            visit.a11y.push(...(await dialogStates(page, at)))
          } catch (error) {
            visit.a11yStopped = `${step} : ${(error as Error).message.split('\n')[0]}`
          }
        }
      } catch (error) {
        const stopped = `${step} : ${(error as Error).message.split('\n')[0]}`
        visit.problems.push(`usage interrompu (${stopped})`)
        visit.broken = true
        // A page that never loaded has no axe state and no bytes: each check says so rather than passing it.
        if (wanted.a11y && !visit.a11y.length) visit.a11yStopped ??= stopped
        if (wanted.budget && !visit.bytes) visit.unmeasured = stopped
      }
      visit.problems.push(...next(path))
      return visit
    },
  }
}

/**
 * Each page of one language reached from its home page by a client navigation (the other language is another app,
 * whose links load a document), then used as on a direct load; returns security's findings, by page. One session for
 * them all: between two pages the visitor follows a link back to the home page, which the app shows without loading
 * it again (it loads a document only for a page whose policy differs from the home page's), so that each page is
 * still reached from the home page, under its policy, without a load of the home page each time.
 */
export async function visitFromHome(browser: Browser, paths: readonly string[]): Promise<FromHome[]> {
  const home = localPath('/', languageOf(paths[0]!))
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 } })
  const { page, ask, next } = await watchedPage(context)
  const visits: FromHome[] = []
  try {
    for (const path of paths) {
      const found: string[] = []
      try {
        // The first page, or after a document left the app (about:blank): the home page loaded.
        if (decodeURI(new URL(page.url()).pathname) !== home) await openHydrated(page, home)
        await clientNavigation(page, path)
        await exercisePage(page, ask)
        // A form posted as a document leaves the app for the browser's error page (the functions do not answer in the
        // audit): the home page is then loaded again, as after an interrupted use.
        if (page.url().startsWith(base)) await clientNavigation(page, home)
        else await page.goto('about:blank')
      } catch (error) {
        found.push(`usage interrompu : ${(error as Error).message.split('\n')[0]}`)
        // The next page starts from a home page loaded anew.
        await page.goto('about:blank').catch(() => undefined)
      }
      found.push(...next(path))
      visits.push({ path, problems: found })
    }
  } finally {
    await context.close()
  }
  return visits
}

export type FromHome = { path: string; problems: string[] }
export type DirectVisitor = Awaited<ReturnType<typeof directVisitor>>
