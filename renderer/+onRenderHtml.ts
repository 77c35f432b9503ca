import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { FEED_PATH, feedTitle } from '@/blog/feed'
import { headHtml } from '@/head/head-html'
import { decodePathname } from '@/lib/slug'
import { THEME_SCRIPT } from '@/theme/theme'
import { renderPage } from './render-page'
import { modulePreloads } from './module-preloads'

/** Of the self-hosted font's files, only the Latin subset is worth fetching before the CSS asks for it. */
const PRELOADED_FONT = /inter-latin-wght/

export async function onRenderHtml(pageContext: PageContextServer) {
  // The 404 page is rendered at a path that no route claims.
  const pathname = pageContext.is404 ? '/404' : decodePathname(pageContext.urlPathname)
  const page = await renderPage(pathname)
  // Each on a line of its own; none at all on pages hydrated after the shell (no blank, indented line left).
  const preloads = modulePreloads(page.modules)
    .map((src) => `\n    <link rel="modulepreload" href="${src}">`)
    .join('')

  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="fr" class="dark">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <script>${dangerouslySkipEscape(THEME_SCRIPT)}</script>
    ${dangerouslySkipEscape(headHtml(page.head))}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="icon" href="/favicon.ico" sizes="32x32">
    <link rel="apple-touch-icon" href="/apple-touch-icon.png">
    <meta name="theme-color" content="#0b1020">
    <link rel="alternate" type="application/rss+xml" title="${feedTitle()}" href="${FEED_PATH}">${dangerouslySkipEscape(preloads)}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(page.body)}</div>
  </body>
</html>`

  return {
    documentHtml,
    injectFilter(assets: { src: string; assetType: string | null; inject: false | 'HTML_BEGIN' | 'HTML_END' }[]) {
      for (const asset of assets) {
        if (asset.assetType === 'font' && !PRELOADED_FONT.test(asset.src)) asset.inject = false
      }
    },
  }
}
