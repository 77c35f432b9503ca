/**
 * The app mounted on the page: the served page is hydrated (a kept page's content stays as served,
 * src/browser/served-page.ts); a 404 page, served at every unknown URL, is rendered for that URL (from its own markup when
 * it is kept). The hydration is a transition: React does it in slices, leaving the main thread free for the visitor
 * between them.
 */
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from '@/App'
import { decodePathname } from '@/lib/slug'
import { PreparedPageContext, preparePage } from '@/routes/router'
import { listenForOwnDocuments } from './navigation'
import { prefetchOnIntent } from './prefetch'

export async function mountApp({ here, kept }: { here: boolean; kept: boolean }) {
  listenForOwnDocuments()
  prefetchOnIntent()
  // A hydrated page's screen and data came with the app (preloaded): this resolves at once.
  const prepared = await preparePage(decodePathname(window.location.pathname), { kept })
  const app = (
    <StrictMode>
      <PreparedPageContext value={prepared}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </PreparedPageContext>
    </StrictMode>
  )
  const container = document.getElementById('root')!
  startTransition(() => {
    if (here) hydrateRoot(container, app)
    else createRoot(container).render(app)
  })
}
