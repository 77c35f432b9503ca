/**
 * `npm run audit`: the quality gate over the built site (dist/client), served by wrangler as the host serves it.
 * Prints one line per check with its counts, then each problem found; exits non-zero if any check fails.
 * `npm run audit -- head links` runs only the checks named; `npm run audit -- a11y /contact /en` also limits the
 * browser pass (budget, security, a11y) to the pages named, for a quick look at one page.
 */
import { checkA11y } from './a11y'
import { checkAdmin } from './admin'
import { checkBudget } from './budget'
import { checkCode } from './code'
import { checkFigures } from './figures'
import { checkOrphans } from './orphans'
import { checkHead } from './head'
import { checkHtml } from './html'
import { checkLinks } from './links'
import { checkNoJs } from './no-js'
import { checkSecurity } from './security'
import { checkSelling } from './selling'
import { builtPaths, type CheckResult, inParallel, launchBrowser, missingPaths, rawPages, startServer } from './site'
import { languageOf, localPath } from './language'
import { snapshots } from './snapshot'
import { checkStructuredData } from './structured-data'
import { checkWriting } from './writing'
import {
  type DirectVisit,
  type DirectVisitor,
  directVisitor,
  documentLoads,
  type FromHome,
  visitFromHome,
} from './visit'

const started = Date.now()
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('/'))
const visitOnly = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
const wanted = (name: string) => only.length === 0 || only.includes(name)

const results: CheckResult[] = []
/** Each check's line ends with the seconds it took, since the previous line: where the suite's time goes. */
let lap = Date.now()
const report = (result: CheckResult) => {
  results.push(result)
  const seconds = Math.round((Date.now() - lap) / 1000)
  lap = Date.now()
  console.log(`${result.problems.length ? '✗' : '✓'} ${result.name.padEnd(16)} ${result.summary} (${seconds} s)`)
}
// The code comes first: it needs neither the build nor a server.
if (wanted('code')) report(checkCode())
if (wanted('orphans')) report(checkOrphans())
const siteChecks = [
  'html',
  'links',
  'head',
  'structured-data',
  'figures',
  'selling',
  'no-js',
  'writing',
  'budget',
  'security',
  'a11y',
  'admin',
]
if (siteChecks.some(wanted)) await auditSite()

async function auditSite() {
  const stopServer = await startServer()
  const browser = await launchBrowser()
  try {
    const paths = builtPaths()
    const pages = await rawPages(paths)
    const snaps = ['links', 'head', 'structured-data', 'figures', 'selling', 'no-js', 'writing'].some(wanted)
      ? await snapshots(browser, paths)
      : []
    const english = paths.filter((path) => languageOf(path) === 'en').length
    const missing = Object.values(missingPaths)
    console.log(
      `site : ${paths.length} pages, ${paths.length - english} en français et ${english} en anglais ` +
        `(${paths.length - missing.length} pré-rendues et les 404 à ${missing.join(' et ')}), ` +
        `lues${snaps.length ? ' et chargées sans JavaScript' : ''} en ${Math.round((Date.now() - lap) / 1000)} s`,
    )
    lap = Date.now()
    if (wanted('html')) report(await checkHtml(pages))
    if (wanted('links')) report(await checkLinks(pages, snaps))
    if (wanted('head')) report(await checkHead(pages, snaps))
    if (wanted('structured-data')) report(checkStructuredData(snaps))
    if (wanted('figures')) report(checkFigures(snaps))
    if (wanted('selling')) report(checkSelling(snaps))
    if (wanted('no-js')) report(checkNoJs(snaps))
    if (wanted('writing')) report(checkWriting(snaps))
    const pass = { budget: wanted('budget'), a11y: wanted('a11y'), security: wanted('security') }
    if (pass.budget || pass.a11y || pass.security) {
      // One pass for the three: each page loaded once directly, and (security) reached once more from its home
      // page, in one session per language (started first: the longest tasks).
      const visited = visitOnly.length ? visitOnly.map((path) => encodeURI(path)) : paths
      const direct: DirectVisit[] = []
      const fromHome: FromHome[] = []
      const languages = pass.security ? [...new Set(visited.map(languageOf))] : []
      const tasks = [
        ...languages.map((language) => ({ home: visited.filter((path) => languageOf(path) === language) })),
        ...visited.map((path) => ({ path })),
      ]
      // The tabs of the direct visits, each taken by one task at a time; one whose visit stopped is closed.
      const tabs: DirectVisitor[] = []
      await inParallel(tasks, 3, async (task) => {
        if ('home' in task) return void fromHome.push(...(await visitFromHome(browser, task.home)))
        const tab = tabs.pop() ?? (await directVisitor(browser))
        const { broken, ...visit } = await tab.visit(task.path, pass)
        direct.push(visit)
        if (broken) await tab.close()
        else tabs.push(tab)
      })
      await Promise.all(tabs.map((tab) => tab.close()))
      const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path)
      direct.sort(byPath)
      fromHome.sort(byPath)
      console.log(
        `chargements : ${loadsPerPage(visited, snaps.length > 0)} ; passage dans Chromium en ${Math.round((Date.now() - lap) / 1000)} s`,
      )
      lap = Date.now()
      if (pass.budget) report(checkBudget(direct))
      if (pass.security) report(checkSecurity(pages, direct, fromHome))
      if (pass.a11y) report(checkA11y(direct))
    }
    if (wanted('admin')) report(await checkAdmin(pages))
  } finally {
    await browser.close()
    stopServer()
  }
}

/**
 * How many times Chromium loaded each page as a document in this run (the no-JavaScript read, the direct visit, the
 * visit from home), and the home pages' own loads: the visits from home start there, and come back there by a link,
 * which loads a document only where the app does.
 */
function loadsPerPage(visited: string[], withSnapshots: boolean): string {
  const homes = new Set(['/', localPath('/', 'en')])
  const counts = visited.filter((path) => !homes.has(path)).map((path) => documentLoads.get(path) ?? 0)
  const most = Math.max(...counts)
  const least = Math.min(...counts)
  const total = [...documentLoads.values()].reduce((sum, count) => sum + count, 0)
  return (
    `${total} documents chargés dans Chromium pour ${visited.length} pages, ` +
    `${least === most ? most : `de ${least} à ${most}`} par page hors accueil` +
    `${withSnapshots ? ' (lecture sans JavaScript comprise)' : ''}, ` +
    `et les pages d’accueil ${[...homes].map((home) => `${home} ${documentLoads.get(home) ?? 0} fois`).join(', ')}`
  )
}

const failed = results.filter((result) => result.problems.length)
for (const result of failed) {
  console.log(`\n${result.name} : ${result.problems.length} problème(s)`)
  for (const problem of result.problems) console.log(`  - ${problem}`)
}
console.log(
  `\n${results.length - failed.length}/${results.length} contrôles réussis en ${Math.round((Date.now() - started) / 1000)} s.`,
)
process.exit(failed.length ? 1 : 0)
