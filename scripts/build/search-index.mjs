#!/usr/bin/env node
// @ts-check
/**
 * The blog search's index, after `vike build`: Pagefind reads the built article pages (the only ones that mark their
 * content with data-pagefind-body, src/blog/views/ArticleView.tsx) and writes its index, split in small files that
 * the browser fetches as a search needs them, to dist/client/pagefind/. One line says what it did.
 */
import { readdir, readFile, rm } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import { createIndex, close } from 'pagefind'

// The built site; another folder may be named (a benchmark's copy).
const site = resolve(process.argv[2] ?? new URL('../../dist/client/', import.meta.url).pathname)
const output = join(site, 'pagefind')

/** Every built page, as its path in the folder (only those that mark data-pagefind-body go to Pagefind). */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The URL the host serves a file at: without `.html` (Cloudflare Pages), percent-encoded as links are. */
const urlOf = (file) =>
  encodeURI(`/${relative(site, file).split(sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/')

const started = performance.now()
await rm(output, { recursive: true, force: true })
// French: its stemmer, and one index for the whole site whatever a page's own language says.
const { index, errors } = await createIndex({ forceLanguage: 'fr' })
if (!index) throw new Error(`Pagefind n’a pas pu démarrer : ${errors.join(' ; ')}`)

const files = await htmlFiles(site)
let indexed = 0
// A few files at a time: thousands of pages read at once would all sit in memory while Pagefind takes them in.
const queue = [...files]
const worker = async () => {
  for (let file = queue.pop(); file; file = queue.pop()) {
    const content = await readFile(file, 'utf8')
    if (!content.includes('data-pagefind-body')) continue
    const added = await index.addHTMLFile({ url: urlOf(file), content })
    if (added.errors.length) throw new Error(`${relative(site, file)} : ${added.errors.join(' ; ')}`)
    indexed += 1
  }
}
await Promise.all(Array.from({ length: 8 }, worker))
const written = await index.writeFiles({ outputPath: output })
if (written.errors.length) throw new Error(`Index de recherche non écrit : ${written.errors.join(' ; ')}`)
await close()
// Pagefind also writes its ready-made interfaces and its worker: the site has its own results (src/blog/search/) and
// searches on the page's thread (src/blog/search/pagefind.ts), so they would only be dead weight on the host.
for (const file of await readdir(output))
  if (/^pagefind-(ui|component-ui|modular-ui|highlight|worker)\./.test(file)) await rm(join(output, file))
const seconds = ((performance.now() - started) / 1000).toFixed(2)
console.log(
  `search index: ${indexed} pages indexed of ${files.length} in ${seconds} s (${relative(process.cwd(), output)}/)`,
)
