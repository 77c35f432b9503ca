/**
 * The search results' own React root, inside the served page (the blog index is kept as served: its screen is not
 * in the browser). Result cards link to articles, whose pages have another Content-Security-Policy than the search's:
 * their links load a new document (src/browser/navigation.ts), and this root's router does the same if asked.
 */
import { createRoot } from 'react-dom/client'
import { createPath, type Navigator, Router } from 'react-router-dom'
import { SearchResults, type SearchState } from './SearchResults'

const href = (to: Parameters<Navigator['push']>[0]) => (typeof to === 'string' ? to : createPath(to))

const documentNavigator: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
}

export function mountResults(host: HTMLElement, onReset: () => void) {
  const root = createRoot(host)
  return {
    show: (state: SearchState) =>
      root.render(
        <Router location={window.location.pathname} navigator={documentNavigator}>
          <SearchResults state={state} onReset={onReset} />
        </Router>,
      ),
    // Not while the page's own root is rendering (this runs from its cleanup): React refuses nested unmounts.
    unmount: () => setTimeout(() => root.unmount()),
  }
}
