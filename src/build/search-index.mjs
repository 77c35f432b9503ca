#!/usr/bin/env node
// @ts-check
/**
 * The blog search's index, after `vike build`: Pagefind reads the built article pages (the only ones that mark their
 * content with data-pagefind-body, src/blog/views/ArticleView.tsx) and writes its index, split in small files that
 * the browser fetches as a search needs them, to dist/client/pagefind/. One line says what it did.
 *
 * Pagefind holds every page's words in memory until it writes its index (about 0.7 MB a page, 3.5 GB at 5,000
 * articles): the articles are indexed in lots of PAGES_PER_LOT, each by its own Pagefind process, closed once its lot
 * is written, so memory stays that of one lot however many articles there are. The first lot is the index Pagefind
 * loads, in /pagefind/; the others sit in /pagefind/2/, /pagefind/3/…, listed in /pagefind/lots.json with the
 * filter every search applies, and the browser merges them (src/blog/search/pagefind.ts).
 *
 * One index per language, as Pagefind makes it from each page's `<html lang>` (French articles with the French
 * stemmer, English ones with the English): the browser loads the index of its page's own language, so /blog finds
 * French articles only and /en/blog English ones only. A language of the site without articles still gets an index
 * (a placeholder record, filtered out like the lexicons): without it, Pagefind would answer its pages with the index
 * of another language. lots.json names the languages indexed.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import { createIndex, close } from 'pagefind'

// The built site; another folder may be named (a benchmark's or a test's copy), and another lot size (a test's).
const site = resolve(process.argv[2] ?? new URL('../../dist/client/', import.meta.url).pathname)
/**
 * About 0.7 GB for Pagefind's process at a time (measured on copies of the articles, docs/architecture.md
 * « Blog search »).
 */
const PAGES_PER_LOT = Number(process.argv[3] ?? 1000)
const output = join(site, 'pagefind')

/** Every built page, as its path in the folder, in a stable order (the same articles fall in the same lot). */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

/**
 * The files of a lot as one glob for Pagefind, which then reads and parses them itself, on all cores: twice as fast as
 * sending them one by one (3.4 against 5.6 s for 1,000 articles). Its URLs end in `.html`, which the browser drops
 * (src/blog/search/cards.ts), as the host does.
 */
const globOf = (files) =>
  `{${files
    .map((file) =>
      relative(site, file)
        .split(sep)
        .join('/')
        .replace(/[{}[\]*?,\\]/g, '\\$&'),
    )
    .join(',')}}`

/** Runs `task` on every item, a few at a time. */
async function eachFew(items, task) {
  const queue = [...items].reverse()
  const worker = async () => {
    for (let item = queue.pop(); item; item = queue.pop()) await task(item)
  }
  await Promise.all(Array.from({ length: 8 }, worker))
}

/** A built page's language, as its `<html lang>` says it and as Pagefind reads it. */
const languageOf = (html) => /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1]?.toLowerCase() ?? 'unknown'

/** The articles' words, each once: everything a page shows from its first indexed element on, without markup. */
function wordsOf(html, words) {
  const text = html
    .slice(html.indexOf('data-pagefind-body'))
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
  for (const word of text.split(/\s+/)) if (word) words.add(word)
}

/**
 * Indexes one lot in its own Pagefind process. Pagefind resolves a word against its own index only (a word it does
 * not hold becomes the longest word it holds that begins it: a lot without « décorateurs » would answer with every
 * article holding a shorter word that begins it): with several lots, each also holds a lexicon of every word of the
 * articles of each language, a record that the browser filters out, so that each lot reads a query as one whole
 * index would. The lexicons also give each lot an index of every language: a lot without it would answer a page of
 * that language with another language's index (Pagefind's fallback, its largest one).
 */
async function indexLot(files, folder, lexicons) {
  // No forced language: Pagefind indexes each language apart, with its stemmer, from the pages' `<html lang>`.
  const { index, errors } = await createIndex({})
  if (!index) throw new Error(`Pagefind n’a pas pu démarrer : ${errors.join(' ; ')}`)
  const added = files.length
    ? await index.addDirectory({ path: site, glob: globOf(files) })
    : { errors: [], page_count: 0 }
  if (added.errors.length) throw new Error(`Articles non indexés : ${added.errors.join(' ; ')}`)
  if (added.page_count !== files.length)
    throw new Error(`Pagefind a indexé ${added.page_count} pages sur les ${files.length} du lot`)
  for (const [language, lexicon] of lexicons) {
    const url = language === 'fr' ? '/blog' : `/${language}/blog`
    const added = await index.addCustomRecord({ url, content: lexicon, language, filters: LEXICON })
    if (added.errors.length) throw new Error(`Lexique de recherche (${language}) : ${added.errors.join(' ; ')}`)
  }
  const written = await index.writeFiles({ outputPath: folder })
  if (written.errors.length) throw new Error(`Index de recherche non écrit : ${written.errors.join(' ; ')}`)
  await close()
}

/** The lexicon's filter; the browser leaves out what has it (src/blog/search/pagefind.ts). */
const LEXICON = { lexique: ['oui'] }

const started = performance.now()
await rm(output, { recursive: true, force: true })
const files = await htmlFiles(site)
const articles = []
/** Each language's article count and words. */
const languages = new Map()
/** The languages of the site's pages, articles or not. */
const siteLanguages = new Set()
await eachFew(files, async (file) => {
  const html = await readFile(file, 'utf8')
  siteLanguages.add(languageOf(html))
  if (!html.includes('data-pagefind-body')) return
  articles.push(file)
  const language = languageOf(html)
  if (!languages.has(language)) languages.set(language, { count: 0, words: new Set() })
  const found = languages.get(language)
  found.count++
  wordsOf(html, found.words)
})
articles.sort()

const lots = []
const lexicons = [
  ...(articles.length > PAGES_PER_LOT
    ? [...languages].map(([language, { words }]) => [language, [...words].join(' ')])
    : []),
  // A language without articles: one placeholder word, so that its pages search an index of their own, empty.
  ...[...siteLanguages].filter((language) => !languages.has(language)).map((language) => [language, language]),
].sort(([a], [b]) => a.localeCompare(b))
for (let from = 0; from < Math.max(articles.length, 1); from += PAGES_PER_LOT) {
  const name = from ? `${lots.length + 2}/` : ''
  await indexLot(articles.slice(from, from + PAGES_PER_LOT), join(output, name), lexicons)
  if (name) lots.push(name)
}
await writeFile(
  join(output, 'lots.json'),
  JSON.stringify({ lots, filters: lexicons.length ? { not: LEXICON } : {}, languages: [...siteLanguages].sort() }),
)

// Pagefind also writes its ready-made interfaces and its worker: the site has its own results (src/blog/search/) and
// searches on the page's thread (src/blog/search/pagefind.ts), so they would only be dead weight on the host; a
// merged lot needs only its index (the first lot's script and WebAssembly serve them all).
const kept = (file, merged) =>
  merged
    ? /^(pagefind-entry\.json|.*\.pf_meta|index|fragment|filter)$/.test(file)
    : !/^pagefind-(ui|component-ui|modular-ui|highlight|worker)\./.test(file)
for (const folder of ['', ...lots])
  for (const file of await readdir(join(output, folder)))
    if (!kept(file, folder !== '') && !lots.includes(`${file}/`))
      await rm(join(output, folder, file), { recursive: true })

const seconds = ((performance.now() - started) / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })
const lotCount = lots.length + 1
const LANGUAGE_NAMES = { fr: 'en français', en: 'en anglais' }
const byLanguage = [...languages]
  .sort(([, a], [, b]) => b.count - a.count)
  .map(
    ([language, { count }]) => `${count.toLocaleString('fr-FR')} ${LANGUAGE_NAMES[language] ?? `en « ${language} »`}`,
  )
console.log(
  `Index de recherche\u00a0: ${articles.length.toLocaleString('fr-FR')} articles` +
    `${byLanguage.length ? ` (${byLanguage.join(', ')})` : ''} en ${seconds}\u00a0s, ` +
    `${lotCount} lot${lotCount > 1 ? 's' : ''} (${relative(process.cwd(), output)}/)`,
)
