// @ts-check
/** Serves a built folder exactly as Cloudflare Pages would (wrangler pages dev), for the budget and Lighthouse. */
import { spawn } from 'node:child_process'

/**
 * Starts wrangler on a loopback port; resolves once it answers. `stop()` ends it (and its children).
 * @param {string} folder
 * @param {number} port
 */
export async function serveDist(folder, port) {
  const server = spawn(
    'npx',
    [
      'wrangler',
      'pages',
      'dev',
      folder,
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--compatibility-date',
      '2026-05-01',
      '--log-level',
      'warn',
    ],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, stdio: 'ignore', detached: true },
  )
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid)
    } catch {}
  }
  process.on('exit', stop)
  const base = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 180; attempt++) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  stop()
  throw new Error(`wrangler ne répond pas sur ${base} (dossier ${folder})`)
}

/** Debian's Chromium, launched as the browser tests launch it (Lighthouse's chrome-launcher adds its own to these). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The features Playwright disables in every Chromium it launches. Chromium keeps only the last --disable-features of
 * its command line, so ours below must repeat them: tests/unit/chromium-args.test.ts fails when Playwright's list
 * has one this one lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * For Playwright's launches (browser tests, audit, build bench): Debian's Chromium is the full browser, not the
 * headless shell, and it starts the address bar's two WebUI popups, a renderer, in every browser context; the audit
 * opens one context per visit (what that costs it: docs/quality-gate.md).
 */
export const playwrightChromiumArgs = [
  ...chromiumArgs,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
]
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
