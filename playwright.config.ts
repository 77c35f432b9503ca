import { defineConfig } from '@playwright/test'
import { playwrightLaunch } from './scripts/lib/serve-dist.mjs'

const port = Number(process.env.E2E_PORT ?? 8788)
// The forms' local backend: the build points the site at VITE_SUPABASE_URL (the local default when unset).
const functionsPort = new URL(process.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321').port
export const backendState = `.tmp/e2e-${port}/backend.json`

/** Browser tests run against the built site (dist/client) served as Cloudflare Pages serves it, by wrangler. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No second try: a test that fails once has found a fault, of the site or of the server (scripts/dev/serve-idle-probe.mjs).
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: playwrightLaunch,
  },
  webServer: [
    {
      command: `npm run serve -- --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Embedded database, e-mail outbox and functions, stopped (and the database deleted) after the run.
      // Every browser of the run connects from 127.0.0.1: the per-client limits of the audience beacon and of the forms
      // (5 requests per 10 minutes, 5 subscriptions per hour) would count them as one visitor.
      command: `MEASURE_RATE_LIMIT=1000000/600 CONTACT_RATE_LIMIT=1000000/600 NEWSLETTER_RATE_LIMIT=1000000/3600 node scripts/local-backend/cli.mjs --functions-port ${functionsPort} --site-origin http://127.0.0.1:${port} --outbox-dir .tmp/e2e-${port}/outbox --state ${backendState}`,
      port: Number(functionsPort),
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
})
