/**
 * `npm run audit`: the quality gate over the built site (dist/client), served by wrangler as the host serves it.
 * Prints one line per check with its counts, then each problem found; exits non-zero if any check fails.
 * `npm run audit -- head links` runs only the checks named.
 */
import { checkA11y } from './a11y'
import { checkAdmin } from './admin'
import { checkCode } from './code'
import { checkFigures } from './figures'
import { checkHead } from './head'
import { checkHtml } from './html'
import { checkLinks } from './links'
import { checkNoJs } from './no-js'
import { checkSecurity } from './security'
import { builtPaths, type CheckResult, launchBrowser, missingPaths, rawPages, startServer } from './site'
import { languageOf } from './language'
import { snapshots } from './snapshot'
import { checkStructuredData } from './structured-data'

const started = Date.now()
const only = process.argv.slice(2)
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
const siteChecks = ['html', 'links', 'head', 'structured-data', 'figures', 'no-js', 'security', 'a11y', 'admin']
if (siteChecks.some(wanted)) await auditSite()

async function auditSite() {
  const stopServer = await startServer()
  const browser = await launchBrowser()
  try {
    const paths = builtPaths()
    const pages = await rawPages(paths)
    const snaps = ['links', 'head', 'structured-data', 'figures', 'no-js'].some(wanted)
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
    if (wanted('no-js')) report(checkNoJs(snaps))
    if (wanted('security')) report(await checkSecurity(browser, pages))
    if (wanted('a11y')) report(await checkA11y(browser, paths))
    if (wanted('admin')) report(await checkAdmin(pages))
  } finally {
    await browser.close()
    stopServer()
  }
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
