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

/** Lighthouse's flags for Debian's Chromium (chrome-launcher adds its own to these). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Debian's Chromium, the full browser: Lighthouse measures pages in it, as a visitor's Chrome draws them. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * What Playwright launches (browser tests, audit, build bench): Debian's headless shell (package
 * chromium-headless-shell), the build Playwright itself runs headless tests in. The full browser spent twice its
 * processor time on a context, a page and a load (docs/quality-gate.md); Playwright's own flags suit the shell.
 */
export const playwrightLaunch = {
  executablePath: process.env.PLAYWRIGHT_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
}
