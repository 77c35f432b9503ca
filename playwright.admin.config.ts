import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/lib/serve-dist.mjs'

/**
 * The editor's browser tests (`npm run test:admin`): /admin/ in the dev server with decap-server, both working on a
 * throwaway copy of the repository (scripts/cms/e2e-servers.mjs), never on this working tree. One worker: the tests
 * edit the same copy in turn, then build it.
 */
export const adminPort = Number(process.env.ADMIN_E2E_PORT ?? 3290)
export const decapPort = Number(process.env.ADMIN_E2E_DECAP_PORT ?? adminPort + 5000)
export const adminState = `.tmp/admin-e2e/${adminPort}/state.json`

export default defineConfig({
  testDir: 'tests/admin',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${adminPort}`,
    browserName: 'chromium',
    viewport: { width: 1400, height: 1000 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: `node scripts/cms/e2e-servers.mjs --port ${adminPort} --decap-port ${decapPort}`,
    url: `http://127.0.0.1:${adminPort}/admin/config.yml`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
