/**
 * The app's entry in the browser, started by the boot script once the page has painted (src/boot/boot-script.ts).
 * The served page is hydrated (a kept page's content stays as served, src/routes/served.ts); a 404 page, served at
 * every unknown URL, is rendered for that URL (from its own markup when it is kept). The hydration is a transition: React does it in slices, leaving the main thread
 * free for the visitor between them.
 */
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from '@/App'
import { listenForOwnDocuments } from '@/routes/documents'
import { prefetchOnIntent } from '@/routes/prefetch'
import { decodePathname, normalisePath } from '@/lib/slug'
import { preparePage } from '@/routes/router'
import { readServedDocument } from '@/routes/served'

async function start() {
  const { here, kept } = readServedDocument()
  if (!here && (await redirectToNormalised())) return
  listenForOwnDocuments()
  prefetchOnIntent()
  // A hydrated page's modules came with the app (preloaded): this resolves at once.
  await preparePage(decodePathname(window.location.pathname), { kept })
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  )
  const container = document.getElementById('root')!
  startTransition(() => {
    if (here) hydrateRoot(container, app)
    else createRoot(container).render(app)
  })
}

/**
 * An unknown URL that is only an odd spelling of a page (capitals, punctuation, a trailing slash the redirect file
 * does not list) goes to that page, by the spec's normalisation rule.
 */
async function redirectToNormalised(): Promise<boolean> {
  const current = decodePathname(window.location.pathname)
  const target = normalisePath(current)
  if (target === current) return false
  // The host says whether that page exists: the browser holds no list of pages.
  const answer = await fetch(encodeURI(target), { method: 'HEAD' }).catch(() => null)
  if (!answer?.ok) return false
  window.location.replace(encodeURI(target) + window.location.search + window.location.hash)
  return true
}

void start()
