/**
 * Pagefind in the browser: its script, WebAssembly and index are the build's (scripts/build/search-index.mjs, in
 * /pagefind/), fetched at the first use only. It runs on the page's own thread: its worker would need a
 * Content-Security-Policy of its own allowing WebAssembly, and one search of a few words does not need a thread.
 */
import { cardOf, type ResultData } from './cards'
import { queryWords } from './query'

type PagefindResult = { id: string; data: () => Promise<ResultData> }
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>
}

export const PAGEFIND_PATH = '/pagefind/'

let loading: Promise<Pagefind> | undefined

/** Loads Pagefind once; a failed load (no index: a dev server without a build, or the network) is tried again next time. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = `${PAGEFIND_PATH}pagefind.js`
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind
    await pagefind.options({ basePath: PAGEFIND_PATH, noWorker: true })
    await pagefind.init()
    return pagefind
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
  const pagefind = await loadPagefind()
  const words = queryWords(query)
  if (words.length > 1) {
    const each = await Promise.all(words.map((word) => pagefind.search(word)))
    if (each.some((found) => !found?.results.length)) return nothing
  }
  const { results } = (await pagefind.search(query)) ?? { results: [] }
  return {
    total: results.length,
    page: async (from, count) =>
      (await Promise.all(results.slice(from, from + count).map((result) => result.data()))).map(cardOf),
  }
}
