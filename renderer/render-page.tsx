/** Renders a URL of the site to HTML (at build, and in the dev server). */
import { AsyncLocalStorage } from 'node:async_hooks'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { App } from '@/App'
import { buildHead, type PageHead } from '@/head/page-head'
import { onModuleRequest } from '@/routes/modules'
import { browserMode, PreparedPageContext, preparePage } from '@/routes/router'
import type { ScreenModule } from '@/routes/types'
import { counterpartOf } from '@/routes/translations'
import { shownCounterpart } from '@/browser/served-page'

/** The page's body and head, and the modules the browser loads with the app to hydrate it (none for a kept page). */
export type RenderedPage = { body: string; head: PageHead; modules: string[]; counterpart: string | null }

/** The modules each page's loader asks for, page by page (pages render concurrently). */
const requests = new AsyncLocalStorage<Set<string>>()
onModuleRequest((id) => requests.getStore()?.add(id))

/**
 * The file of a screen, as Vite's manifest names it: a route imports its screen, so the build finds which of pages/
 * it is (the same module, loaded once) to name its chunk.
 */
const screenFiles = import.meta.glob<ScreenModule<object>>('/pages/**/*Page.tsx')
async function screenFile(screen: ScreenModule<object>): Promise<string> {
  for (const [file, load] of Object.entries(screenFiles)) if ((await load()) === screen) return file
  throw new Error('Écran introuvable sous pages/ (un écran est un fichier pages/<nom>/<Nom>Page.tsx)')
}

export async function renderPage(pathname: string): Promise<RenderedPage> {
  const requested = new Set<string>()
  const prepared = await requests.run(requested, () => preparePage(pathname))
  const counterpart = counterpartOf(pathname)
  // Read by the language switch as the page renders (synchronously: no other page renders meanwhile).
  shownCounterpart.set(counterpart)
  const body = renderToString(
    <StrictMode>
      <PreparedPageContext value={prepared}>
        <StaticRouter location={pathname}>
          <App />
        </StaticRouter>
      </PreparedPageContext>
    </StrictMode>,
  )
  // A hydrated page's screen and what its loader read come with the app; a kept page loads none of its code.
  const modules =
    browserMode(pathname) === 'hydrated' && prepared.page ? [await screenFile(prepared.page.screen), ...requested] : []
  return { body, head: await buildHead(pathname), modules, counterpart }
}
