import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import type { PageContextClient } from 'vike/types'
import { App } from '@/App'
import { decodePathname, normalisePath } from '@/lib/slug'
import { pageExists } from '@/routes/pages'
import { preparePage } from '@/routes/router'
import '@/styles.css'

export async function onRenderClient(pageContext: PageContextClient) {
  if (pageContext.is404 && redirectToNormalised()) return
  // The first URL's screen chunk (preloaded by the HTML) must be in hand, or hydration would find a hole.
  await preparePage(decodePathname(window.location.pathname))
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  )
  const container = document.getElementById('root')!
  // 404.html is served at every unknown URL: its markup is the generic 404 screen, not this URL's, so render afresh.
  if (pageContext.is404) createRoot(container).render(app)
  else hydrateRoot(container, app)
}

/**
 * An unknown URL that is only an odd spelling of a page (capitals, punctuation, a trailing slash the redirect file
 * does not list) goes to that page, by the spec's normalisation rule.
 */
function redirectToNormalised(): boolean {
  const current = decodePathname(window.location.pathname)
  const target = normalisePath(current)
  if (target === current || !pageExists(target)) return false
  window.location.replace(encodeURI(target) + window.location.search + window.location.hash)
  return true
}
