/**
 * The blog search, as an enhancement of the plain form of the blog index (src/blog/search/BlogSearch.tsx): without
 * JavaScript the form loads /blog?q=… (/en/blog?q=… in English); with it (an island, src/browser/islands.ts), typing shows the
 * articles Pagefind finds in place of the listing, and the address follows the box (`?q=` replaced, never pushed).
 * Pagefind loads when the visitor turns to the box (focus, typing) or when the address already holds a query.
 */
import { measureEmptySearch } from '@/measure/later'
import { findArticles, loadPagefind } from './pagefind'
import { queryOf, searchHref } from './query'
import type { SearchState } from './SearchResults'

/** Where the search shows its results, and what it hides meanwhile (the listing), as BlogSearch writes them. */
const RESULTS_SELECTOR = '[data-search-results]'
const HIDES_SELECTOR = '[data-search-hides]'

/** Cards shown at once, then per « Afficher plus »: each card's data is one small file to fetch. */
const PAGE_SIZE = 12

export function enhanceSearch(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>('form[role="search"]')
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]')
  const host = root.querySelector<HTMLElement>(RESULTS_SELECTOR)
  if (!form || !input || !host) return () => {}
  const listing = [...root.querySelectorAll<HTMLElement>(HIDES_SELECTOR)]
  const searchPath = new URL(form.action).pathname
  const pagePath = window.location.pathname

  let view: ReturnType<typeof import('./ResultsRoot').mountResults> | undefined
  let viewLoading: Promise<NonNullable<typeof view>> | undefined
  const show = async (state: SearchState) => {
    viewLoading ??= import('./ResultsRoot').then(({ mountResults }) => (view = mountResults(host, reset)))
    ;(await viewLoading).show(state)
  }

  // Each search has a number: an answer that comes after a newer search began is dropped.
  let latest = 0
  const search = async (query: string) => {
    const id = ++latest
    measureEmptySearch(null)
    const searching = query.trim() !== ''
    host.hidden = !searching
    for (const element of listing) element.hidden = searching
    if (!searching) return
    if (!view) void show({ kind: 'searching', query })
    try {
      const found = await findArticles(query)
      const showCards = (cards: Awaited<ReturnType<typeof found.page>>) => {
        if (id !== latest) return
        const more =
          cards.length < found.total
            ? async () => showCards([...cards, ...(await found.page(cards.length, PAGE_SIZE))])
            : undefined
        void show({ kind: 'found', query, total: found.total, cards, more })
      }
      showCards(await found.page(0, PAGE_SIZE))
      // The words of a search that found nothing tell the owner what to write (sent once the visitor stops typing).
      if (id === latest && found.total === 0) measureEmptySearch(query)
    } catch {
      // In development, the index is missing until a build made it.
      if (id === latest) void show({ kind: 'unavailable', query, indexMissing: import.meta.env.DEV })
    }
  }

  const follow = () => {
    window.history.replaceState(
      window.history.state,
      '',
      searchHref(input.value.trim() ? searchPath : pagePath, input.value),
    )
    void search(input.value)
  }
  const reset = () => {
    input.value = ''
    follow()
    input.focus()
  }
  const warmUp = () => void loadPagefind().catch(() => {})
  const submit = (event: SubmitEvent) => {
    event.preventDefault()
    follow()
  }

  input.addEventListener('focus', warmUp)
  input.addEventListener('input', follow)
  form.addEventListener('submit', submit)
  // What the visitor typed while the page was coming alive wins over the address's query.
  if (input.value) follow()
  else if (queryOf(window.location.search)) {
    input.value = queryOf(window.location.search)
    void search(input.value)
  }
  if (document.activeElement === input) warmUp()

  return () => {
    latest += 1
    input.removeEventListener('focus', warmUp)
    input.removeEventListener('input', follow)
    form.removeEventListener('submit', submit)
    if (view) view.unmount()
    else void viewLoading?.then((loaded) => loaded.unmount())
  }
}
