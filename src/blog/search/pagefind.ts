/**
 * Pagefind in the browser: its script, WebAssembly and index are the build's (src/build/search-index.mjs, in
 * /pagefind/), fetched at the first use only. It runs on the page's own thread: its worker would need a
 * Content-Security-Policy of its own allowing WebAssembly, and one search of a few words does not need a thread.
 * The index comes in lots (a thousand articles each, for the build's memory): the first is Pagefind's own, the
 * others, listed in lots.json, are merged into it, and Pagefind ranks their results together. Each language has its
 * own index, and Pagefind loads the one of the page's `<html lang>`: /blog searches the French articles, /en/blog the
 * English ones (the build gives every language of the site an index, even one without articles: Pagefind would
 * otherwise answer with its largest one).
 */
import { cardOf, type ResultData } from './cards'
import { queryWords } from './query'

type PagefindResult = { id: string; data: () => Promise<ResultData> }
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  mergeIndex: (path: string) => Promise<void>
  search: (query: string, options: { filters: Filters }) => Promise<{ results: PagefindResult[] } | null>
}
type Filters = Record<string, unknown>
/** The build's lots.json: the lots to merge, and the filter every search applies (src/build/search-index.mjs). */
type Lots = { lots: string[]; filters: Filters }
type Search = { pagefind: Pagefind; filters: Filters }

export const PAGEFIND_PATH = '/pagefind/'

let loading: Promise<Search> | undefined

/** Loads Pagefind once; a failed load (no index: a dev server without a build, or the network) is tried again next time. */
export function loadPagefind(): Promise<Search> {
  loading ??= (async () => {
    const url = `${PAGEFIND_PATH}pagefind.js`
    const [pagefind, { lots, filters }] = await Promise.all([
      import(/* @vite-ignore */ url) as Promise<Pagefind>,
      fetch(`${PAGEFIND_PATH}lots.json`).then((response) => {
        if (!response.ok) throw new Error(`${PAGEFIND_PATH}lots.json : ${response.status}`)
        return response.json() as Promise<Lots>
      }),
    ])
    await pagefind.options({ basePath: PAGEFIND_PATH, noWorker: true })
    await pagefind.init()
    await Promise.all(lots.map((lot) => pagefind.mergeIndex(`${PAGEFIND_PATH}${lot}`)))
    return { pagefind, filters }
  })()
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

/** The articles a query finds, best first; their cards load a page at a time. */
export type Found = { total: number; page: (from: number, count: number) => Promise<ReturnType<typeof cardOf>[]> }

const nothing: Found = { total: 0, page: async () => [] }

/**
 * Every word of the query must be found, as the blog's search always did. Pagefind drops a word it finds nowhere
 * (« stratégie xylophone » finds what « stratégie » finds): each word of a longer query is looked up alone first.
 */
export async function findArticles(query: string): Promise<Found> {
  const { pagefind, filters } = await loadPagefind()
  const search = (terms: string) => pagefind.search(terms, { filters })
  const words = queryWords(query)
  if (words.length > 1) {
    const each = await Promise.all(words.map(search))
    if (each.some((found) => !found?.results.length)) return nothing
  }
  const { results } = (await search(query)) ?? { results: [] }
  return {
    total: results.length,
    page: async (from, count) =>
      (await Promise.all(results.slice(from, from + count).map((result) => result.data()))).map(cardOf),
  }
}
