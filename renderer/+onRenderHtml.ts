import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import '@/styles.css'
import type { PageContextServer } from 'vike/types'
import { FEED_PATH, feedTitle } from '@/blog/feed'
import { headHtml } from '@/head/head-html'
import { pagePrerendered } from '@/build/progress'
import { decodePathname } from '@/lib/slug'
import { bootScript } from '@/build/boot-script'
import { SERVED_PATH_ATTRIBUTE } from '@/browser/served-page'
import { THEME_SCRIPT } from '@/theme/theme'
import { appScripts } from './app-scripts'
import { renderPage } from './render-page'

export async function onRenderHtml(pageContext: PageContextServer) {
  // The 404 page is rendered at a path that no route claims.
  const pathname = pageContext.is404 ? '/404' : decodePathname(pageContext.urlPathname)
  const page = await renderPage(pathname)
  const app = appScripts(page.modules)
  pagePrerendered()
  // Nothing fetches the app before the first paint: the boot script starts it. In development (no manifest), the
  // dev server serves the entry itself.
  const boot = app
    ? `\n    <script data-entry="${app.entry}" data-preload="${app.preload.join(' ')}">${bootScript()}</script>`
    : ''
  const devEntry = app ? '' : '\n    <script type="module" src="/src/browser/start.ts"></script>'

  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="fr" class="dark">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <script>${dangerouslySkipEscape(THEME_SCRIPT)}</script>${dangerouslySkipEscape(boot)}
    ${dangerouslySkipEscape(headHtml(page.head))}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="icon" href="/favicon.ico" sizes="32x32">
    <link rel="apple-touch-icon" href="/apple-touch-icon.png">
    <meta name="theme-color" content="#0b1020">
    <link rel="alternate" type="application/rss+xml" title="${feedTitle()}" href="${FEED_PATH}">
  </head>
  <body>
    <div id="root" ${SERVED_PATH_ATTRIBUTE}="${encodeURI(pathname)}">${dangerouslySkipEscape(page.body)}</div>${dangerouslySkipEscape(devEntry)}
  </body>
</html>`

  return documentHtml
}
