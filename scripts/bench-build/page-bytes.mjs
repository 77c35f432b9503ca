// @ts-check
/**
 * The first-load bytes of one page of each kind, in a browser against the build served as the host would serve it,
 * measured as `npm run budget` does (scripts/lib/measure-page.mjs).
 */
import { chromium } from 'playwright-core'
import { measurePage } from '../lib/measure-page.mjs'
import { playwrightLaunch, serveDist } from '../lib/serve-dist.mjs'
import { pageKinds } from './built-site.mjs'

/**
 * @param {string} dist
 * @param {{ port: number; articleSlug: string; syntheticSlug: string | undefined }} where
 */
export async function measureKinds(dist, { port, articleSlug, syntheticSlug }) {
  const server = await serveDist(dist, port)
  const browser = await chromium.launch(playwrightLaunch)
  const rows = []
  try {
    for (const [kind, path] of pageKinds(dist, articleSlug, syntheticSlug)) {
      const page = await measurePage(browser, server.base, path, dist)
      rows.push({
        kind,
        path,
        html: page.html,
        js: page.jsTotal,
        css: page.css,
        total: page.html + page.jsTotal + page.css,
      })
    }
  } finally {
    await browser.close()
    server.stop()
  }
  return rows
}

/** @typedef {Awaited<ReturnType<typeof measureKinds>>[number]} KindBytes */
