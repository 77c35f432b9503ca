/**
 * The Chromium of the browser tests and the audit (scripts/lib/serve-dist.mjs): our --disable-features replaces
 * Playwright's (Chromium keeps the last), so it must still carry Playwright's list, and it must still keep the address
 * bar's popups from starting a renderer per browser context.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { chromium } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumPath, PLAYWRIGHT_DISABLED_FEATURES, playwrightChromiumArgs } from '../../scripts/lib/serve-dist.mjs'

/** The features Playwright's launcher disables, read from the version installed. */
function playwrightDisabledFeatures(): string[] {
  const main = createRequire(import.meta.url).resolve('playwright-core') // its index.js, beside lib/
  const bundle = readFileSync(join(dirname(main), 'lib/coreBundle.js'), 'utf8')
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1]
  if (!list)
    throw new Error('la liste disabledFeatures de Playwright est introuvable dans playwright-core/lib/coreBundle.js')
  const code = list.replace(/\/\/.*$/gm, '')
  return [...code.matchAll(/"([^"]+)"/g)].map((match) => match[1]!)
}

describe('the Chromium of the browser tests', () => {
  it('disables every feature Playwright disables', () => {
    const theirs = playwrightDisabledFeatures()
    expect(theirs.length).toBeGreaterThan(5)
    expect(theirs.filter((feature) => !PLAYWRIGHT_DISABLED_FEATURES.includes(feature))).toEqual([])
    expect(playwrightChromiumArgs.filter((arg) => arg.startsWith('--disable-features='))).toHaveLength(1)
  })

  it('opens a browser context without the address bar’s WebUI pages', { timeout: 30_000 }, async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumArgs })
    try {
      const page = await (await browser.newContext()).newPage()
      await page.goto('about:blank')
      const session = await browser.newBrowserCDPSession()
      const { targetInfos } = (await session.send('Target.getTargets')) as {
        targetInfos: { type: string; url: string }[]
      }
      expect(targetInfos.map(({ type, url }) => `${type} ${url}`)).toEqual(['page about:blank'])
    } finally {
      await browser.close()
    }
  })
})
