import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import '@/styles.css'
import type { PageContextServer } from 'vike/types'
import * as frenchFeed from '@/blog/feed'
import * as englishFeed from '@en/src/blog/feed'
import { headHtml } from '@/head/head-html'
import { pagePrerendered } from '@/build/progress'
import { decodePathname } from '@/lib/slug'
import { bootScript } from '@/build/boot-script'
import { COUNTERPART_ATTRIBUTE, SERVED_PATH_ATTRIBUTE } from '@/browser/served-page'
import { THEME_SCRIPT } from '@/theme/theme'
import { htmlLang, languageOfPath } from '@/lang'
import { appScripts, entryModule } from './app-scripts'
import { renderPage as renderFrenchPage } from './render-page'

/** The English pages are rendered by the English module graph of the app (src/build/vite/language-mirror.ts). */
const renderPage = (pathname: string) =>
  languageOfPath(pathname) === 'en'
    ? import('@en/renderer/render-page').then((english) => english.renderPage(pathname))
    : renderFrenchPage(pathname)

/** The blog feed of each language, which every page of that language announces. */
const feeds = { fr: frenchFeed, en: englishFeed } as const

export async function onRenderHtml(pageContext: PageContextServer) {
  // The 404 page is rendered at a path that no route claims: the English one under /en/ (the development server's).
  const asked = decodePathname(pageContext.urlPathname)
  const pathname = pageContext.is404 ? (languageOfPath(asked) === 'en' ? '/en/404' : '/404') : asked
  const language = languageOfPath(pathname)
  const page = await renderPage(pathname)
  const feed = feeds[language]
  const app = appScripts(page.modules, language)
  pagePrerendered()
  // Nothing fetches the app before the first paint: the boot script starts it. In development (no manifest), the
  // dev server serves the entry itself.
  const boot = app
    ? `\n    <script data-entry="${app.entry}" data-preload="${app.preload.join(' ')}">${bootScript()}</script>`
    : ''
  const devEntry = app ? '' : `\n    <script type="module" src="${entryModule(language)}"></script>`

  const counterpartAttribute = page.counterpart ? ` ${COUNTERPART_ATTRIBUTE}="${encodeURI(page.counterpart)}"` : ''
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${htmlLang[language]}" class="dark">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <script>${dangerouslySkipEscape(THEME_SCRIPT)}</script>${dangerouslySkipEscape(boot)}
    ${dangerouslySkipEscape(headHtml(page.head))}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="icon" href="/favicon.ico" sizes="32x32">
    <link rel="apple-touch-icon" href="/apple-touch-icon.png">
    <meta name="theme-color" content="#0b1020">
    <link rel="alternate" type="application/rss+xml" title="${feed.feedTitle()}" href="${feed.FEED_PATH}">
  </head>
  <body>
    <div id="root" ${SERVED_PATH_ATTRIBUTE}="${encodeURI(pathname)}"${dangerouslySkipEscape(counterpartAttribute)}>${dangerouslySkipEscape(page.body)}</div>${dangerouslySkipEscape(devEntry)}
  </body>
</html>`

  return documentHtml
}
