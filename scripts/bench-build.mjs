#!/usr/bin/env node
// @ts-check
/**
 * How the build scales with the blog: builds the site with N synthetic extra articles, each N in its own copy of the
 * working tree (.tmp/bench-build/<N>, never committed), and prints, per N, the wall time, the peak memory, the
 * milliseconds per extra article against N = 0, the `_redirects` rules, the pages built, the first-load bytes of
 * one page of each kind, the HTML of every page of N = 0 (its largest growth), and how many clicks from the home page
 * the deepest page of the sitemap lies.
 *   npm run bench:build [-- N …] [--article <slug>] [--check] [--smoke] [--warm] [--no-next] [--keep]
 * N: default 0 1000 5000 (0, the reference, is always built). --article: the article copied (default: the
 * median-size text article). --check: exits 1 when a figure misses issue 10's targets, or when a page of the sitemap
 * cannot be reached by following links from the home page. --smoke: N = 0 and 300 (enough pages for the build to
 * pre-render them on its threads, src/build/thread-pool.ts), with the checks that mean something at that size
 * (redirects, page bytes, reach). --warm: starts each copy with the working tree's build cache (.cache/build) instead
 * of none. --keep: leaves the copies in place.
 * Each copy is built twice: « à froid » (no .cache/build: every share image and Markdown twin made), then « suivante »
 * (the same copy again, as a second build of an unchanged site finds its cache; --no-next and --smoke skip it). The
 * bench drives `npm run build` in the copy, nothing internal, so it measures the tree as it is.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, openSync, closeSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { parse, stringify } from 'yaml'
import { chromium } from 'playwright-core'
import { clicksFromHome } from './lib/click-depth.mjs'
import { measurePage } from './lib/measure-page.mjs'
import { copyRepository } from './lib/repo-copy.mjs'
import { chromiumArgs, chromiumPath, serveDist } from './lib/serve-dist.mjs'

const KB = 1024
const MB = 1024 * KB
/** Issue 10's targets. */
const TARGETS = {
  msPerArticle: 5,
  msPerArticleFromN: 1000,
  peakMemory: 2 * 1024 * MB,
  peakMemoryFromN: 5000,
  bytesDrift: 1 * KB,
  staticRedirects: 2000,
  dynamicRedirects: 100,
}
const ROOT = resolve('.')
const WORK = join(ROOT, '.tmp/bench-build')
const UNKNOWN_PATH = '/cette-page-n-existe-pas'
const PORT = Number(process.env.BENCH_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 1000 : 9788))

const args = process.argv.slice(2)
const flag = (name) => args.includes(name)
const option = (name) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const smoke = flag('--smoke')
const check = smoke || flag('--check')
const nextBuild = !smoke && !flag('--no-next')
const articleSlug = option('--article') ?? 'choisir-type-site-web'
const given = args.filter((arg, index) => /^\d+$/.test(arg) && args[index - 1] !== '--article').map(Number)
/** The smoke run's size: past the page count from which the build pre-renders on threads (src/build/thread-pool.ts). */
const SMOKE_ARTICLES = 300
const counts = [...new Set([0, ...(smoke ? [SMOKE_ARTICLES] : given.length ? given : [1000, 5000])])].sort(
  (a, b) => a - b,
)

// ── The copy ────────────────────────────────────────────────────────────────────────────────────────────────────

/** The copy the bench builds in (scripts/lib/repo-copy.mjs), with the working tree's build cache when warm. */
const makeCopy = (dir, warm) => copyRepository(dir, { root: ROOT, warm })

/** Front matter and body of an article file. */
function readArticle(path) {
  const source = readFileSync(path, 'utf8')
  const block = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source)
  if (!block) throw new Error(`${path} : front matter absent`)
  return { data: parse(block[1] ?? ''), body: source.slice(block[0].length) }
}

/** The blog's category names, as content/categories.json writes them. */
function categoryNames(dir) {
  const names = JSON.parse(readFileSync(join(dir, 'content/categories.json'), 'utf8')).categories.map((c) => c.name)
  if (!names.length) throw new Error('content/categories.json : aucune catégorie')
  return names
}

const TITLE_MAX = 60
/** A title of at most TITLE_MAX characters ending with the suffix, cut between words. */
function fitTitle(title, suffix) {
  const words = title.split(' ')
  while (words.length > 1 && `${words.join(' ')}${suffix}`.length > TITLE_MAX) words.pop()
  return `${words.join(' ').replace(/[\s:;,!?–-]+$/, '')}${suffix}`
}

const DAY = 24 * 60 * 60 * 1000
const SPAN_DAYS = 3650

/**
 * N copies of one real article, each with its own id, slug, title and date (spread over the past ten years, so that
 * listings, menus and related articles really change), in every category in turn.
 */
function addSyntheticArticles(dir, count) {
  const articlesDir = join(dir, 'content/articles')
  const source = join(articlesDir, `${articleSlug}.mdx`)
  if (!existsSync(source)) throw new Error(`--article : ${source} n’existe pas`)
  const { data, body } = readArticle(source)
  const ids = readdirSync(articlesDir).map((file) =>
    Number(/^id:\s*(\d+)/m.exec(readFileSync(join(articlesDir, file), 'utf8'))?.[1] ?? 0),
  )
  const firstId = Math.max(...ids) + 1
  const categories = categoryNames(dir)
  const yesterday = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) - DAY
  const slugs = []
  for (let index = 1; index <= count; index++) {
    const suffix = ` (n°${index})`
    const day = new Date(yesterday - Math.round(((index - 1) * SPAN_DAYS) / Math.max(count, 1)) * DAY)
    const date = day.toISOString().slice(0, 10)
    const title = `${data.title}${suffix}`
    const front = {
      ...data,
      id: firstId + index - 1,
      slug: `${data.slug}-${index}`,
      title,
      ...(title.length > TITLE_MAX || data.metaTitle
        ? { metaTitle: fitTitle(data.metaTitle ?? data.title, suffix) }
        : {}),
      category: categories[(index - 1) % categories.length],
      publishDate: date,
      dateModified: date,
      featured: false,
    }
    writeFileSync(join(articlesDir, `${front.slug}.mdx`), `---\n${stringify(front)}---\n${body}`)
    slugs.push(front.slug)
  }
  return slugs
}

// ── One build, timed, its memory sampled ────────────────────────────────────────────────────────────────────────

const PAGE_SIZE = 4096
const GNU_TIME = '/usr/bin/time'

/** Resident memory of a process tree, in bytes: the sum over the root and all its descendants, and the largest one. */
function treeRss(rootPid) {
  let total = 0
  let largest = 0
  const pending = [rootPid]
  while (pending.length) {
    const pid = pending.pop()
    try {
      // statm: size, resident (pages), … ; children are listed per thread that started them.
      const rss = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE
      total += rss
      largest = Math.max(largest, rss)
      for (const task of readdirSync(`/proc/${pid}/task`))
        pending.push(
          ...readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
        )
    } catch {
      // The process ended while we read.
    }
  }
  return { total, largest }
}

/**
 * `npm run build` in the copy, under GNU time (its %M: the largest resident size of any single process of the tree),
 * with /proc sampled every 200 ms for the sum over the tree (all processes at once: the machine's real need, shared
 * pages counted once per process, so slightly over).
 */
async function timedBuild(dir, logFile) {
  const memoryFile = `${logFile}.maxrss`
  const log = openSync(logFile, 'w')
  const started = performance.now()
  // Without GNU time (not every machine has Debian's `time` package), the largest process is the sampled one.
  const command = existsSync(GNU_TIME)
    ? [GNU_TIME, ['-f', '%M', '-o', memoryFile, 'npm', 'run', 'build']]
    : ['npm', ['run', 'build']]
  const child = spawn(command[0], command[1], {
    cwd: dir,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', log, log],
    detached: true,
  })
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid)
    } catch {}
  }
  process.on('exit', stop)
  let peakTree = 0
  let sampledLargest = 0
  const sampler = setInterval(() => {
    if (!child.pid) return
    const { total, largest } = treeRss(child.pid)
    peakTree = Math.max(peakTree, total)
    sampledLargest = Math.max(sampledLargest, largest)
  }, 200)
  const code = await new Promise((done) => child.on('exit', done))
  clearInterval(sampler)
  process.off('exit', stop)
  closeSync(log)
  const seconds = (performance.now() - started) / 1000
  const largestProcess = existsSync(memoryFile)
    ? Number(readFileSync(memoryFile, 'utf8').trim().split('\n').at(-1)) * KB
    : sampledLargest
  if (code !== 0) {
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n')
    throw new Error(`la construction a échoué dans ${dir} (code ${code}) ; fin du journal ${logFile} :\n${tail}`)
  }
  return { seconds, peakTree, largestProcess }
}

// ── What the build made ─────────────────────────────────────────────────────────────────────────────────────────

function htmlFiles(dist) {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
}

function redirectCounts(dist) {
  const sources = readFileSync(join(dist, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/)[0] ?? '')
  const dynamic = sources.filter((from) => from.includes('*') || /:[A-Za-z]\w*/.test(from)).length
  return { static: sources.length - dynamic, dynamic }
}

/** The category page of the copied article, read from its breadcrumb data; else any category page. */
function categoryPage(dist) {
  const html = readFileSync(join(dist, `blog/${articleSlug}.html`), 'utf8')
  const fromBreadcrumb = /"position":3,"name":"[^"]*","item":"https?:\/\/[^/"]+(\/blog\/category\/[^"]+)"/.exec(
    html,
  )?.[1]
  if (fromBreadcrumb) return decodeURI(fromBreadcrumb)
  const any = readdirSync(join(dist, 'blog/category')).find((file) => file.endsWith('.html'))
  return any ? `/blog/category/${any.replace(/\.html$/, '')}` : undefined
}

/** One page of each kind, by name: the path to load, when the build made it. */
function pageKinds(dist, syntheticSlug) {
  const exists = (path) => existsSync(join(dist, `${path.slice(1)}.html`))
  return [
    ['accueil', '/'],
    ['services', '/services'],
    ['page de service', '/services/seo'],
    ['contact', '/contact'],
    ['à propos', '/about'],
    ['blog', '/blog'],
    ['catégorie', categoryPage(dist)],
    ['blog, page 2', '/blog/page/2'],
    ['article réel', `/blog/${articleSlug}`],
    ['article synthétique', syntheticSlug && `/blog/${syntheticSlug}`],
    ['404', UNKNOWN_PATH],
  ].filter(([, path]) => path && (path === UNKNOWN_PATH || path === '/' || exists(path)))
}

/**
 * The HTML of every page the ten-article site has (its files in N = 0's build, or all of them there), gzip -9: the
 * kinds above load one page each in a browser, this weighs them all (a page listing every article, as the plan du
 * site once did, shows here whatever its kind).
 */
function htmlWeights(dist, files = htmlFiles(dist)) {
  return new Map(
    files
      .filter((file) => existsSync(join(dist, file)))
      .map((file) => [file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length]),
  )
}

/**
 * How deep a crawler finds the pages of sitemap.xml, following the links of the built HTML from the home page: the
 * deepest one's clicks, and those it never reaches (a blog of thousands of articles lives on its listings' links).
 */
function crawlDepth(dist) {
  const linksOf = (path) => {
    const file = join(dist, path === '/' ? 'index.html' : `${path.slice(1)}.html`)
    if (!existsSync(file)) return []
    return [...readFileSync(file, 'utf8').matchAll(/href="(\/[^"#?]*)"/g)].map(([, href]) =>
      href.length > 1 ? href.replace(/\/$/, '') : href,
    )
  }
  const clicks = clicksFromHome(linksOf)
  const listed = [...readFileSync(join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) =>
    decodeURI(new URL(url).pathname),
  )
  const deepest = listed.reduce(
    (found, path) => {
      const depth = clicks.get(path) ?? -1
      return depth > found.depth ? { path, depth } : found
    },
    { path: '/', depth: 0 },
  )
  return { deepest, unreached: listed.filter((path) => !clicks.has(path)) }
}

async function measureKinds(dist, syntheticSlug) {
  const server = await serveDist(dist, PORT)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const rows = []
  try {
    for (const [kind, path] of pageKinds(dist, syntheticSlug)) {
      const page = await measurePage(browser, server.base, path, dist)
      rows.push({
        kind,
        path,
        html: page.html,
        js: page.jsTotal,
        css: page.css,
        total: page.html + page.jsTotal + page.css,
      })
    }
  } finally {
    await browser.close()
    server.stop()
  }
  return rows
}

// ── Run ─────────────────────────────────────────────────────────────────────────────────────────────────────────

// Interrupted, the bench still stops the build and the server it started ('exit' handlers).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
const say = (text) => console.log(`[bench:build] ${text}`)
const results = []
mkdirSync(join(WORK, 'logs'), { recursive: true })
say(
  `N = ${counts.join(', ')} ; article copié : ${articleSlug} ; cache de construction : ${flag('--warm') ? 'celui de l’arbre de travail' : 'aucun (à froid)'}`,
)
for (const count of counts) {
  const dir = join(WORK, String(count))
  makeCopy(dir, flag('--warm'))
  const slugs = addSyntheticArticles(dir, count)
  say(`N = ${count} : construction à froid…`)
  const cold = await timedBuild(dir, join(WORK, 'logs', `${count}-froid.log`))
  say(`N = ${count} : ${cold.seconds.toFixed(1)} s${nextBuild ? ' ; construction suivante…' : ''}`)
  const next = nextBuild ? await timedBuild(dir, join(WORK, 'logs', `${count}-suivant.log`)) : undefined
  const dist = join(dir, 'dist/client')
  say(`N = ${count} : ${next ? `${next.seconds.toFixed(1)} s ; ` : ''}mesure des pages…`)
  const pages = await measureKinds(dist, slugs[0])
  const html = htmlWeights(dist, results[0] && [...results[0].html.keys()])
  results.push({
    count,
    cold,
    next,
    pages: htmlFiles(dist).length,
    redirects: redirectCounts(dist),
    kinds: pages,
    html,
    crawl: crawlDepth(dist),
  })
  if (!flag('--keep')) rmSync(dir, { recursive: true, force: true })
}

// ── Report ──────────────────────────────────────────────────────────────────────────────────────────────────────

const fr = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })
const num = (value, digits = 1) =>
  new Intl.NumberFormat('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value)
function table(header, lines) {
  const widths = header.map((title, index) =>
    Math.max(title.length, ...lines.map((line) => String(line[index]).length)),
  )
  const row = (cells) =>
    `| ${cells.map((cell, index) => (index ? String(cell).padStart(widths[index]) : String(cell).padEnd(widths[index]))).join(' | ')} |`
  return [row(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...lines.map(row)].join('\n')
}

const base = results.find((result) => result.count === 0)
const perArticle = (result, build) =>
  result.count && result[build] ? ((result[build].seconds - base[build].seconds) * 1000) / result.count : undefined
const failures = []

console.log(
  '\nConstruction (temps mur ; mémoire : pic de la somme des RSS de l’arbre de processus, et pic du plus gros processus)',
)
console.log(
  table(
    [
      'N',
      'pages',
      'à froid (s)',
      'ms/article',
      'mémoire arbre (Mo)',
      'plus gros processus (Mo)',
      'suivante (s)',
      'ms/article',
      'mémoire arbre (Mo)',
      'redirections fixes',
      'à motif',
    ],
    results.map((result) => {
      const cold = perArticle(result, 'cold')
      const next = perArticle(result, 'next')
      return [
        fr.format(result.count),
        fr.format(result.pages),
        num(result.cold.seconds),
        cold === undefined ? '—' : num(cold),
        fr.format(Math.round(result.cold.peakTree / MB)),
        fr.format(Math.round(result.cold.largestProcess / MB)),
        result.next ? num(result.next.seconds) : '—',
        next === undefined ? '—' : num(next),
        result.next ? fr.format(Math.round(result.next.peakTree / MB)) : '—',
        fr.format(result.redirects.static),
        fr.format(result.redirects.dynamic),
      ]
    }),
  ),
)

const baseBytes = new Map(base.kinds.map((row) => [row.kind, row.total]))
for (const result of results) {
  console.log(
    `\nOctets au premier chargement, N = ${fr.format(result.count)} (Ko gzip -9 ; JS : tout le JS jusqu’au réseau au repos ; Δ : écart du total à N = 0)`,
  )
  console.log(
    table(
      ['page', 'chemin', 'HTML', 'JS', 'CSS', 'total', 'Δ'],
      result.kinds.map((row) => {
        const reference = baseBytes.get(row.kind)
        return [
          row.kind,
          row.path,
          num(row.html / KB),
          num(row.js / KB),
          num(row.css / KB),
          num(row.total / KB),
          reference === undefined ? '—' : `${row.total >= reference ? '+' : ''}${num((row.total - reference) / KB, 2)}`,
        ]
      }),
    ),
  )
}

/** The page whose HTML grew most since N = 0, and by how many bytes. */
const largestGrowth = (result) =>
  [...result.html].reduce(
    (largest, [file, bytes]) => {
      const growth = bytes - (base.html.get(file) ?? bytes)
      return growth > largest.growth ? { file, growth } : largest
    },
    { file: '', growth: Number.NEGATIVE_INFINITY },
  )
console.log(
  `\nHTML de chacune des ${fr.format(base.html.size)} pages de N = 0 (Ko gzip -9), plus grand écart à N = 0 :`,
)
for (const result of results.filter((result) => result.count)) {
  const { file, growth } = largestGrowth(result)
  console.log(
    `  N = ${fr.format(result.count)} : ${growth >= 0 ? '+' : ''}${num(growth / KB, 2)} Ko (${file}), ${fr.format(result.html.size)} pages pesées`,
  )
}

console.log('\nProfondeur de clic depuis l’accueil (liens du HTML construit), page du sitemap la plus profonde :')
for (const { count, crawl } of results)
  console.log(
    `  N = ${fr.format(count)} : ${crawl.deepest.depth} clics (${crawl.deepest.path}), ${crawl.unreached.length} page(s) jamais atteinte(s)`,
  )

for (const result of results) {
  const at = `N = ${fr.format(result.count)}`
  if (result.html.size < base.html.size)
    failures.push(`${at} : ${base.html.size - result.html.size} pages de N = 0 absentes`)
  const growth = largestGrowth(result)
  if (result.count && growth.growth > TARGETS.bytesDrift)
    failures.push(`${at} : le HTML de ${growth.file} pèse ${num(growth.growth / KB, 2)} Ko de plus qu’à N = 0 (> 1 Ko)`)
  if (result.crawl.unreached.length)
    failures.push(
      `${at} : ${result.crawl.unreached.length} page(s) du sitemap hors de portée des liens, dont ${result.crawl.unreached[0]}`,
    )
  if (result.redirects.static > TARGETS.staticRedirects)
    failures.push(`${at} : ${result.redirects.static} redirections fixes (> ${TARGETS.staticRedirects})`)
  if (result.redirects.dynamic > TARGETS.dynamicRedirects)
    failures.push(`${at} : ${result.redirects.dynamic} redirections à motif (> ${TARGETS.dynamicRedirects})`)
  for (const row of result.kinds) {
    const reference = baseBytes.get(row.kind)
    if (reference !== undefined && row.total - reference > TARGETS.bytesDrift)
      failures.push(
        `${at} : ${row.kind} (${row.path}) pèse ${num((row.total - reference) / KB, 2)} Ko de plus qu’à N = 0 (> 1 Ko)`,
      )
  }
  if (smoke) continue
  if (result.count >= TARGETS.msPerArticleFromN)
    for (const build of /** @type {const} */ (['cold', 'next'])) {
      const ms = perArticle(result, build)
      if (ms !== undefined && ms > TARGETS.msPerArticle)
        failures.push(
          `${at} : ${num(ms)} ms par article, construction ${build === 'cold' ? 'à froid' : 'suivante'} (> ${TARGETS.msPerArticle})`,
        )
    }
  if (result.count >= TARGETS.peakMemoryFromN && result.cold.peakTree > TARGETS.peakMemory)
    failures.push(
      `${at} : pic de mémoire ${fr.format(Math.round(result.cold.peakTree / MB))} Mo (> ${fr.format(TARGETS.peakMemory / MB)} Mo)`,
    )
}

console.log(
  `\nObjectifs (issue 10) : ≤ ${TARGETS.msPerArticle} ms par article à partir de N = ${fr.format(TARGETS.msPerArticleFromN)}, ` +
    `≤ 2 Go de mémoire à N = ${fr.format(TARGETS.peakMemoryFromN)}, chaque page à 1 Ko près de N = 0, ` +
    `_redirects ≤ ${TARGETS.staticRedirects} fixes et ≤ ${TARGETS.dynamicRedirects} à motif.` +
    (smoke ? ' (--smoke : temps et mémoire non vérifiés à cette taille.)' : ''),
)
if (failures.length) {
  console.log(`${failures.length} objectif(s) manqué(s) :\n${failures.map((failure) => `  - ${failure}`).join('\n')}`)
  if (check) process.exit(1)
} else console.log('Tous les objectifs vérifiés sont atteints.')
