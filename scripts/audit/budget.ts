/**
 * Size budget, as a browser sees it: what Chromium fetched for each page on the audit's direct load, until the network
 * was idle and before any use (scripts/lib/measure-page.mjs counts it, scripts/audit/visit.ts loads the page). Prints
 * the table; a page fails above a limit. Pages with a form of their own (contact) or charts (data-heavy) have their own
 * JavaScript limit: the form's code is part of what they need to be interactive; Chart.js and the Supabase client
 * load later, on demand, and are not counted here.
 */
import type { PageBytes } from '../lib/measure-page.mjs'
import type { CheckResult } from './site'

const KB = 1024
// Both JavaScript limits follow the pages' weight (93.0 and 104.1 KB at most once the shell left out the kept pages'
// screens and React Router's route elements, and the contact form became an island of kept pages, issue 42), so that
// it cannot creep back unseen.
const LIMITS = { jsBeforePaint: 0, js: 94 * KB, jsHeavy: 105 * KB, css: 30 * KB }
const kb = (bytes: number) => (bytes / KB).toFixed(1)

function failures(row: PageBytes): string[] {
  const jsLimit = row.heavy ? LIMITS.jsHeavy : LIMITS.js
  return [
    row.jsBeforePaint > LIMITS.jsBeforePaint && `JS avant le premier rendu : ${kb(row.jsBeforePaint)} KB`,
    row.js > jsLimit && `JS avant interactivité > ${kb(jsLimit)} KB`,
    row.css > LIMITS.css && `CSS > ${kb(LIMITS.css)} KB`,
    row.thirdParty.length > 0 && `requêtes tierces : ${row.thirdParty.join(', ')}`,
  ].filter((failure): failure is string => Boolean(failure))
}

function printTable(rows: PageBytes[]) {
  const header = [
    'page',
    'HTML',
    'JS avant rendu',
    'JS interactif',
    'JS total',
    'CSS',
    'polices+images',
    'req. avant rendu',
    'note',
  ]
  const lines = rows.map((row) => [
    row.path,
    kb(row.html),
    kb(row.jsBeforePaint),
    kb(row.js),
    kb(row.jsTotal),
    kb(row.css),
    kb(row.other),
    String(row.requestsBeforePaint),
    [row.heavy && `(${row.heavy})`, ...failures(row).map((failure) => `ÉCHEC ${failure}`)].filter(Boolean).join(' '),
  ])
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)))
  const format = (cells: string[]) =>
    `| ${cells.map((cell, index) => (index && index < 8 ? cell.padStart(widths[index]!) : cell.padEnd(widths[index]!))).join(' | ')} |`
  console.log('Octets récupérés par Chromium jusqu’au réseau au repos (KB gzip -9)')
  console.log(format(header))
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const line of lines) console.log(format(line))
}

export function checkBudget(visits: { path: string; bytes?: PageBytes; unmeasured?: string }[]): CheckResult {
  const rows = visits.flatMap((visit) => (visit.bytes ? [visit.bytes] : []))
  printTable(rows)
  const most = (pick: (row: PageBytes) => number) => kb(Math.max(0, ...rows.map(pick)))
  return {
    name: 'budget',
    summary:
      `${rows.length} pages ; au plus ${most((row) => row.jsBeforePaint)} KB de JS avant le premier rendu (limite 0), ` +
      `${most((row) => (row.heavy ? 0 : row.js))} KB avant interactivité (limite ${kb(LIMITS.js)} KB, ` +
      `${kb(LIMITS.jsHeavy)} KB avec un formulaire propre à la page ou des graphiques : ${most((row) => (row.heavy ? row.js : 0))} KB), ` +
      `${most((row) => row.css)} KB de CSS (limite ${kb(LIMITS.css)} KB), aucune requête tierce permise`,
    problems: [
      ...visits.flatMap((visit) =>
        visit.bytes ? [] : [`${decodeURI(visit.path)} : non mesurée (${visit.unmeasured ?? 'chargement interrompu'})`],
      ),
      ...rows.flatMap((row) => failures(row).map((failure) => `${row.path} : ${failure}`)),
    ],
  }
}
