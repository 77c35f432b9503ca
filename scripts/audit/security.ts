/**
 * Security in use: the `_headers` rules reach every page; loading and using every page, directly and after a
 * client navigation from its language's home page (`/`, `/en`), raises no CSP violation, no console error and no page error; no request leaves for a
 * third party before the visitor asks for an embed (requests to non-loopback hosts are recorded and never sent).
 */
import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { watchConsole } from '../../tests/e2e/site'
import { languageOf, localPath } from './language'
import { type CheckResult, inParallel, isMissingPath, type RawPage, TEST_IMAGES } from './site'
import { clientNavigation, exercisePage, openHydrated } from './use'

type HeaderRule = { pattern: RegExp; set: [string, string][]; detach: string[] }

/** The `_headers` file as Cloudflare Pages reads it: a path pattern (`*` matches anything), then indented headers. */
export function headerRules(file = readFileSync('dist/client/_headers', 'utf8')): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of file.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
      rules.push({ pattern: new RegExp(`^${source}$`), set: [], detach: [] })
      continue
    }
    const rule = rules.at(-1)!
    const detach = /^\s*!\s*(.+)$/.exec(line)
    if (detach) rule.detach.push(detach[1]!.toLowerCase())
    else {
      const [, name, value] = /^\s*([^:]+):\s*(.*)$/.exec(line)!
      rule.set.push([name!.toLowerCase(), value!])
    }
  }
  return rules
}

export function expectedHeaders(path: string, rules: HeaderRule[]): Map<string, string> {
  const headers = new Map<string, string>()
  for (const rule of rules.filter((rule) => rule.pattern.test(decodeURI(path)))) {
    for (const name of rule.detach) headers.delete(name)
    for (const [name, value] of rule.set)
      headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value)
  }
  return headers
}

/** Loads a page (directly or from `/`), uses it, and returns what went wrong. */
async function visit(browser: Browser, path: string, fromHome: boolean): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const problems: string[] = []
  let asked = false
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:',
    (route) => {
      if (!asked) {
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
  // The site's own audience beacon goes to its functions, which the audit does not run: answered as the function does
  // (the CSP still has to allow it: a blocked beacon is a violation, reported below).
  await context.route(/\/functions\/v1\/collect$/, (route) => route.fulfill({ status: 204 }))
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP : ${event.violatedDirective} bloque ${event.blockedURI}`),
    ),
  )
  const page: Page = await context.newPage()
  // The 404 page answers 404 (reached from home too: the app asks the host for the page, which says it has none), and
  // the image test page names a missing image on purpose (its placeholder shows).
  const expect404 = isMissingPath(path) || path === TEST_IMAGES.page
  const consoleProblems = watchConsole(page as never, { expect404 })
  try {
    if (fromHome) {
      // From the home page of the page's language: the other language is another app, whose links load a document.
      await openHydrated(page, localPath('/', languageOf(path)))
      await clientNavigation(page, path)
    } else {
      await openHydrated(page, path)
    }
    await exercisePage(page, () => {
      asked = true
    })
  } catch (error) {
    problems.push(`usage interrompu : ${(error as Error).message.split('\n')[0]}`)
  } finally {
    await context.close()
  }
  return [...problems, ...consoleProblems()].map((problem) => problem.trim())
}

export async function checkSecurity(browser: Browser, pages: RawPage[]): Promise<CheckResult> {
  const problems: string[] = []
  const rules = headerRules()
  for (const page of pages) {
    for (const [name, value] of expectedHeaders(page.path, rules)) {
      if (page.headers.get(name) !== value)
        problems.push(`${decodeURI(page.path)} : en-tête ${name} absent ou différent de _headers`)
    }
  }
  const visits = pages.flatMap((page) => [
    { path: page.path, fromHome: false },
    { path: page.path, fromHome: true },
  ])
  await inParallel(visits, 3, async ({ path, fromHome }) => {
    for (const problem of await visit(browser, path, fromHome))
      problems.push(
        `${decodeURI(path)} (${fromHome ? `après navigation depuis ${localPath('/', languageOf(path))}` : 'chargée directement'}) : ${problem}`,
      )
  })
  return {
    name: 'security',
    summary: `${pages.length} pages sous _headers, ${visits.length} visites (directes et après navigation depuis / ou /en) ; ${problems.length} problème(s)`,
    problems,
  }
}
