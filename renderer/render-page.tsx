/** Renders a URL of the site to HTML (at build, and in the dev server). */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { App } from '@/App'
import { buildHead, type PageHead } from '@/head/page-head'
import { preparePage } from '@/routes/router'

/** The page's body and head, and the modules the browser loads with the app to hydrate it (none for a kept page). */
export type RenderedPage = { body: string; head: PageHead; modules: string[] }

export async function renderPage(pathname: string): Promise<RenderedPage> {
  const modules = await preparePage(pathname)
  const body = renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App />
      </StaticRouter>
    </StrictMode>,
  )
  return { body, head: await buildHead(pathname), modules }
}
