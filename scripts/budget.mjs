#!/usr/bin/env node
// @ts-check
/**
 * Size budget of the built site, as a browser sees it: every built page is loaded in Chromium from the folder served
 * as the static host serves it (wrangler), until the network is idle, and every byte it fetched is counted (gzip -9
 * of each response, so the figures do not depend on the server's compression). JavaScript is split into what starts
 * before the first contentful paint (nothing may), what is fetched until the page is interactive (React has taken
 * over: the layout's `hydrated` performance mark), and what follows. Prints a table; exits 1 above a limit.
 *   npm run budget [-- /path …]
 * Pages with a form of their own (contact) or charts (data-heavy) have their own JavaScript limit: the form's code is part of what
 * they need to be interactive; Chart.js and the Supabase client load later, on demand, and are not counted here.
 */
import { readdirSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { measurePage } from './lib/measure-page.mjs'
import { chromiumArgs, chromiumPath, serveDist } from './lib/serve-dist.mjs'

const DIST = 'dist/client'
const KB = 1024
const LIMITS = { jsBeforePaint: 0, js: 100 * KB, jsHeavy: 140 * KB, css: 30 * KB }
const PORT = Number(process.env.BUDGET_PORT ?? 8797)
const UNKNOWN_PATH = '/cette-page-n-existe-pas'
/** Each language's 404 page, and the unknown path the host answers it at (en/404.html under /en/). */
const NOT_FOUND = { '404.html': UNKNOWN_PATH, 'en/404.html': `/en${UNKNOWN_PATH}` }

/** Every built page of both languages, by the path it answers at (a 404.html at an unknown one). */
function builtPaths() {
  return readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => NOT_FOUND[file] ?? `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`)
    .sort()
}

const kb = (bytes) => (bytes / KB).toFixed(1)

const paths = process.argv.slice(2).length ? process.argv.slice(2) : builtPaths()
const server = await serveDist(DIST, PORT)
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const rows = []
try {
  for (const path of paths) rows.push(await measurePage(browser, server.base, path, DIST))
} finally {
  await browser.close()
  server.stop()
}

for (const row of rows) {
  const jsLimit = row.heavy ? LIMITS.jsHeavy : LIMITS.js
  row.failures = [
    row.jsBeforePaint > LIMITS.jsBeforePaint && `JS avant le premier rendu : ${kb(row.jsBeforePaint)} KB`,
    row.js > jsLimit && `JS avant interactivité > ${kb(jsLimit)} KB`,
    row.css > LIMITS.css && `CSS > ${kb(LIMITS.css)} KB`,
    row.thirdParty.length && `requêtes tierces : ${row.thirdParty.join(', ')}`,
  ].filter(Boolean)
}

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
  [row.heavy && `(${row.heavy})`, ...row.failures.map((failure) => `ÉCHEC ${failure}`)].filter(Boolean).join(' '),
])
const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index].length)))
const format = (cells) =>
  `| ${cells.map((cell, index) => (index && index < 8 ? cell.padStart(widths[index]) : cell.padEnd(widths[index]))).join(' | ')} |`
console.log('Octets récupérés par Chromium jusqu’au réseau au repos (KB gzip -9)')
console.log(format(header))
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
for (const line of lines) console.log(format(line))
console.log(
  `\n${rows.length} pages ; limites : aucun JS avant le premier rendu, JS avant interactivité ${kb(LIMITS.js)} KB ` +
    `(${kb(LIMITS.jsHeavy)} KB avec un formulaire propre à la page ou des graphiques), CSS ${kb(LIMITS.css)} KB, aucune requête tierce.`,
)
const failed = rows.filter((row) => row.failures.length)
if (failed.length) {
  console.error(`${failed.length} page(s) hors budget.`)
  process.exit(1)
}
