#!/usr/bin/env node
/**
 * Lighthouse (mobile defaults) over the built site served as the static host serves it. Prints the four category
 * scores and LCP, TBT, CLS per page. Pages: the paths given as arguments, or every page of sitemap.xml.
 *   npm run lighthouse -- /about /blog
 * Scores of one run vary with the machine's load: each page is run LIGHTHOUSE_RUNS times (3 unless said) and the run
 * with the median performance score is reported, as Lighthouse's own documentation advises.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8799)
const BASE = `http://127.0.0.1:${PORT}`
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))

const fromSitemap = () =>
  [...readFileSync('dist/client/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
const paths = process.argv.slice(2).length ? process.argv.slice(2) : fromSitemap()

const server = spawn('npx', ['wrangler', 'pages', 'dev', 'dist/client', '--port', String(PORT), '--ip', '127.0.0.1', '--compatibility-date', '2026-05-01', '--log-level', 'warn'], {
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  stdio: 'ignore',
  detached: true,
})
const stop = () => {
  try {
    process.kill(-server.pid)
  } catch {}
}
process.on('exit', stop)

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('le serveur local ne répond pas')
}

await waitForServer()
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const rows = []
try {
  for (const path of paths) {
    const runs = []
    for (let run = 0; run < RUNS; run++) runs.push((await lighthouse(`${BASE}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' })).lhr)
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
    const lhr = runs[Math.floor(runs.length / 2)]
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const audit = (id) => lhr.audits[id]?.numericValue ?? 0
    rows.push({
      page: decodeURI(path),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`,
      tbt: `${Math.round(audit('total-blocking-time'))} ms`,
      cls: audit('cumulative-layout-shift').toFixed(3),
    })
  }
} finally {
  await chrome.kill()
  stop()
}

const header = ['page', 'perf', 'a11y', 'best-practices', 'seo', 'LCP', 'TBT', 'CLS']
const lines = rows.map((row) => [row.page, row.performance, row.accessibility, row.bestPractices, row.seo, row.lcp, row.tbt, row.cls].map(String))
const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index].length)))
const format = (cells) => `| ${cells.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`
console.log(`Lighthouse ${RUNS > 1 ? `(médiane de ${RUNS} passages par page) ` : ''}— mobile, réglages par défaut`)
console.log(format(header))
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
for (const line of lines) console.log(format(line))
