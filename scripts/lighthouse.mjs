#!/usr/bin/env node
// @ts-check
/**
 * Lighthouse (mobile defaults) over the built site served as the static host serves it, against its physical limit:
 * a script-free copy of the same build (same HTML, CSS, fonts and server; the app's scripts removed) served beside
 * it. Each page and its copy run in turn, LIGHTHOUSE_RUNS times each (3 unless said); every figure printed is the
 * median of its runs, and the LCP ratio compares the page with its own copy, measured in the same minutes on the same
 * machine, which is what makes the figures of a noisy machine comparable. TBT comes with its spread (the lowest and
 * highest of the runs) and beside it the main thread's time in the page's scripts (evaluation, parse and compile) and
 * the longest task of 50 ms or more that the site's own scripts run (median over the runs; « aucune » when none).
 *   [LIGHTHOUSE_RUNS=5] npm run lighthouse [-- /path …]
 * Without paths: one page of each kind, in French and in English. The 404 page is measured at /404 (/en/404), where the host serves it with a 200
 * (Lighthouse refuses to audit an error status); its SEO score counts against it the noindex it carries on purpose.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { answerCollect } from './lib/collect-stand-in.mjs'
import { chromiumArgs, chromiumPath, serveDist } from './lib/serve-dist.mjs'

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
const PAGES = [
  '/',
  '/services',
  '/services/seo',
  '/services/audit-seo',
  '/services/creation-site',
  '/blog',
  '/blog/category/seo-local',
  '/blog/choisir-type-site-web',
  '/blog/impact-seo-local',
  '/contact',
  '/about',
  '/privacy',
  '/404',
  // The English pages, one of each kind.
  '/en',
  '/en/services',
  '/en/services/seo-audit',
  '/en/services/website-design',
  '/en/blog',
  '/en/blog/category/local-seo',
  '/en/blog/local-seo-impact',
  '/en/contact',
  '/en/about',
  '/en/privacy',
  '/en/404',
]
const paths = process.argv.slice(2).length ? process.argv.slice(2) : PAGES

/** The same build without the app: the boot script, module scripts and module preloads removed from every page. */
function scriptFreeCopy(from, to) {
  rmSync(to, { recursive: true, force: true })
  cpSync(from, to, { recursive: true })
  for (const file of readdirSync(to, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(join(to, file), 'utf8')
      .replace(/<script data-entry="[^"]*"[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<script[^>]*type="module"[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
    writeFileSync(join(to, file), html)
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const audit = (id) => lhr.audits[id]?.numericValue ?? 0
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
  // The main thread's time in scripts: evaluating them, parsing and compiling them (Lighthouse's own groups).
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? []
  const scripting = work
    .filter((item) => item.group === 'scriptEvaluation' || item.group === 'scriptParseCompile')
    .reduce((sum, item) => sum + item.duration, 0)
  // The longest main-thread task our own scripts cause (Lighthouse's `long-tasks`: tasks of 50 ms or more, at its
  // simulated 4× slower processor, each attributed to the script that ran it); 0 when there is none.
  const ours = (lhr.audits['long-tasks']?.details?.items ?? []).filter((item) =>
    /\/assets\/.+\.js$/.test(item.url ?? ''),
  )
  // Each of the site's scripts' main-thread time (Lighthouse's `bootup-time`, those over 50 ms at its 4× throttle).
  const chunks = Object.fromEntries(
    (lhr.audits['bootup-time']?.details?.items ?? [])
      .filter((item) => /\/assets\/.+\.js$/.test(item.url))
      .map((item) => [item.url.replace(/^.*\/assets\//, ''), item.scripting + item.scriptParseCompile]),
  )
  return {
    chunks,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    scripting,
    longTask: Math.max(0, ...ours.map((item) => item.duration)),
    cls: audit('cumulative-layout-shift'),
    js: scripts?.transferSize ?? 0,
  }
}

/** Each script's median over the runs, 0 in a run that did not list it. */
const chunkMedians = (maps) =>
  Object.fromEntries(
    [...new Set(maps.flatMap((map) => Object.keys(map)))].map((name) => [
      name,
      median(maps.map((map) => map[name] ?? 0)),
    ]),
  )

const medianOf = (runs) =>
  Object.fromEntries(
    Object.keys(runs[0]).map((key) => [
      key,
      key === 'chunks' ? chunkMedians(runs.map((run) => run.chunks)) : median(runs.map((run) => run[key])),
    ]),
  )

const baselineDir = '.tmp/lighthouse-baseline'
scriptFreeCopy('dist/client', baselineDir)
const site = await serveDist('dist/client', Number(process.env.LIGHTHOUSE_PORT ?? 8799))
const baseline = await serveDist(baselineDir, Number(process.env.LIGHTHOUSE_BASELINE_PORT ?? 8798))
const collect = await answerCollect()
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [...chromiumArgs.filter((flag) => flag !== '--headless'), '--headless=new'],
})
const run = async (base, path) =>
  figures(
    (await lighthouse(`${base}${encodeURI(path)}`, { port: chrome.port, output: 'json', logLevel: 'error' }))?.lhr,
  )

const rows = []
try {
  for (const path of paths) {
    const own = []
    const bare = []
    // In turn, so that a slow minute of the machine weighs on both.
    for (let index = 0; index < RUNS; index++) {
      own.push(await run(site.base, path))
      bare.push(await run(baseline.base, path))
    }
    const tbts = own.map((figures) => figures.tbt)
    rows.push({ path, page: medianOf(own), baseline: medianOf(bare), tbt: [Math.min(...tbts), Math.max(...tbts)] })
  }
} finally {
  await chrome.kill()
  site.stop()
  baseline.stop()
  collect.stop()
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`
const header = [
  'page',
  'perf',
  'a11y',
  'b.p.',
  'seo',
  'FCP',
  'LCP',
  'TBT (min–max)',
  'scripts',
  'tâche ≥ 50 ms',
  'CLS',
  'JS',
  'perf sans JS',
  'LCP sans JS',
  'LCP / sans JS',
]
const lines = rows.map(({ path, page, baseline: bare, tbt }) => [
  decodeURI(path),
  String(page.performance),
  String(page.accessibility),
  String(page.bestPractices),
  path.endsWith('/404') ? `${page.seo}*` : String(page.seo),
  seconds(page.fcp),
  seconds(page.lcp),
  `${Math.round(page.tbt)} ms (${Math.round(tbt[0])}–${Math.round(tbt[1])})`,
  `${Math.round(page.scripting)} ms`,
  page.longTask ? `${Math.round(page.longTask)} ms` : 'aucune',
  page.cls.toFixed(3),
  `${(page.js / 1024).toFixed(1)} KB`,
  String(bare.performance),
  seconds(bare.lcp),
  (page.lcp / bare.lcp).toFixed(2),
])
const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index].length)))
const format = (cells) => `| ${cells.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`
console.log(
  `Lighthouse, mobile, réglages par défaut — médiane de ${RUNS} passages par page et par copie, en alternance`,
)
console.log(format(header))
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
for (const line of lines) console.log(format(line))
console.log('\nTemps du fil principal par script du site (évaluation, analyse et compilation ; médiane, ≥ 50 ms) :')
for (const { path, page } of rows)
  console.log(
    `${decodeURI(path)} : ${
      Object.entries(page.chunks)
        .filter(([, ms]) => ms > 0)
        .sort(([, a], [, b]) => b - a)
        .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
        .join(', ') || 'aucun'
    }`,
  )
if (paths.some((path) => path.endsWith('/404')))
  console.log(
    '* La page 404 est noindex à dessein : servie avec le statut 404 aux adresses inconnues, elle ne peut être indexée, et ' +
      'le noindex écarte des index l’adresse /404, où l’hébergeur la sert avec un 200. Lighthouse compte ce noindex contre ' +
      'elle (audit « is-crawlable ») ; à une adresse inconnue, il refuserait de l’auditer.',
  )
