import { defineConfig } from '@playwright/test'
import { playwrightLaunch } from './scripts/lib/serve-dist.mjs'

/**
 * The editor's browser tests (`npm run test:admin`): /admin/ in the dev server with decap-server, both working on a
 * throwaway copy of the repository (scripts/cms/e2e-servers.mjs), never on this working tree. One worker: the tests
 * edit the same copy in turn, then build it.
 */
export const adminPort = Number(process.env.ADMIN_E2E_PORT ?? 3290)
export const decapPort = Number(process.env.ADMIN_E2E_DECAP_PORT ?? adminPort + 5000)
export const adminState = `.tmp/admin-e2e/${adminPort}/state.json`
/** The editor's production build, on an origin of its own, with its sign-in functions and a fake GitHub. */
export const builtEditor = {
  port: adminPort + 1,
  dir: `.tmp/admin-e2e/built-${adminPort}`,
  fakeGitHubPort: adminPort + 2,
  clientId: 'Iv23.e2e-client',
  clientSecret: 'e2e-secret',
}
const editorOrigin = `http://127.0.0.1:${builtEditor.port}`

export default defineConfig({
  testDir: 'tests/admin',
  workers: 1,
  // The contact request for a service added in the editor needs the copy the editor's tests built.
  projects: [
    { name: 'editor', testIgnore: /service-leads/ },
    { name: 'leads', testMatch: /service-leads/, dependencies: ['editor'] },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${adminPort}`,
    browserName: 'chromium',
    viewport: { width: 1400, height: 1000 },
    launchOptions: playwrightLaunch,
  },
  webServer: [
    {
      command: `node scripts/cms/e2e-servers.mjs --port ${adminPort} --decap-port ${decapPort}`,
      url: `http://127.0.0.1:${adminPort}/admin/config.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // Built for its test origin (CMS_URL), served as its Pages project serves it: from editor/, with its functions.
      command:
        `CMS_URL=${editorOrigin} node scripts/cms/build.ts ${builtEditor.dir} && cd editor && ` +
        `WRANGLER_SEND_METRICS=false ../node_modules/.bin/wrangler pages dev ../${builtEditor.dir} --ip 127.0.0.1 ` +
        `--port ${builtEditor.port} --compatibility-date 2026-05-01 --log-level warn ` +
        `--binding GITHUB_CLIENT_ID=${builtEditor.clientId} GITHUB_CLIENT_SECRET=${builtEditor.clientSecret} ` +
        `GITHUB_OAUTH_BASE=http://127.0.0.1:${builtEditor.fakeGitHubPort}`,
      url: `${editorOrigin}/config.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
