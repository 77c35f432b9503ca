#!/usr/bin/env node
/**
 * Size budget of the built site: for each page, the gzip bytes of its HTML and of the JavaScript and CSS the browser
 * fetches for the first load (scripts, module preloads, stylesheets). Prints a table; fails when a page goes over.
 * Pages that load a chart or a contact form (marked data-heavy by those components) print their figure but are
 * held to the JavaScript limit only if --strict is given; they also print what that part fetches when it is needed
 * (Chart.js as a chart nears the viewport, the Supabase client at the first submit).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

const DIST = 'dist/client'
const LIMITS = { js: 110 * 1024, css: 30 * 1024 }
const strict = process.argv.includes('--strict')

const gz = (path) => gzipSync(readFileSync(join(DIST, path)), { level: 9 }).length
const kb = (bytes) => (bytes / 1024).toFixed(1)
// What a heavy part loads on demand, by the source module it imports then (keys of Vite's manifest).
const ON_DEMAND = { charts: 'src/blog/charts/mount-charts.ts', 'contact-form': 'node_modules/@supabase/supabase-js/dist/index.mjs' }
const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8'))
const findEntry = (source) => Object.entries(manifest).find(([key, entry]) => key === source || entry.src === source)?.[1]
/** The files a dynamically imported module brings: its chunk and the chunks it imports statically. */
function closure(entry, files = new Set()) {
  if (!entry || files.has(entry.file)) return files
  files.add(entry.file)
  for (const key of entry.imports ?? []) closure(manifest[key], files)
  return files
}
const onDemand = Object.fromEntries(
  Object.entries(ON_DEMAND).map(([kind, source]) => {
    const entry = findEntry(source)
    if (!entry) throw new Error(`budget : ${source} absent du manifeste (dist/assets.json)`)
    return [kind, closure(entry)]
  }),
)

const htmlFiles = readdirSync(DIST, { recursive: true }).filter((file) => file.endsWith('.html'))

const rows = htmlFiles.sort().map((file) => {
  const html = readFileSync(join(DIST, file), 'utf8')
  const urls = (pattern) => [...new Set([...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, '')))]
  const js = urls(/<script[^>]+src="([^"]+\.js)"/g).concat(urls(/<link rel="modulepreload" href="([^"]+)"/g))
  const css = urls(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)
  const heavy = /data-heavy="([^"]+)"/.exec(html)?.[1] ?? ''
  const sum = (list) => [...new Set(list)].reduce((total, path) => total + gz(path), 0)
  const later = heavy ? [...(onDemand[heavy] ?? [])].filter((path) => !js.includes(path)) : []
  const row = { page: relative(DIST, join(DIST, file)), html: gzipSync(html, { level: 9 }).length, js: sum(js), css: sum(css), heavy, later: sum(later) }
  row.over = [
    row.js > LIMITS.js && (!heavy || strict) ? `JS > ${kb(LIMITS.js)} KB` : '',
    row.css > LIMITS.css ? `CSS > ${kb(LIMITS.css)} KB` : '',
  ].filter(Boolean)
  return row
})

const width = Math.max(...rows.map((row) => row.page.length), 4)
console.log(`${'page'.padEnd(width)}  HTML gz   JS gz    CSS gz   note`)
for (const row of rows) {
  const note = [row.heavy && `(${row.heavy} : +${kb(row.later)} KB à la demande)`, ...row.over.map((reason) => `ÉCHEC ${reason}`)].filter(Boolean).join(' ')
  console.log(`${row.page.padEnd(width)}  ${kb(row.html).padStart(6)}  ${kb(row.js).padStart(6)}  ${kb(row.css).padStart(6)}   ${note}`)
}
const failures = rows.filter((row) => row.over.length)
console.log(`\n${rows.length} pages ; limites : JS ${kb(LIMITS.js)} KB gzip (pages sans graphique ni formulaire), CSS ${kb(LIMITS.css)} KB gzip.`)
if (failures.length) {
  console.error(`${failures.length} page(s) au-dessus du budget.`)
  process.exit(1)
}
