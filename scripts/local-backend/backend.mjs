// @ts-check
/**
 * The whole local backend of the forms, with no cloud account: the embedded database with the migrations applied,
 * the e-mail outbox, and the functions on loopback. Used by `npm run dev`, the browser tests, the integration tests
 * and the benchmark.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFunctions } from './functions.mjs'
import { startOutbox } from './outbox.mjs'
import { startOnFreePort } from './ports.mjs'
import { migrate, purgeExpired, reachableDataDir, startPostgres } from './postgres.mjs'

export const ANON_KEY = 'local-anon-key'
/** The secrets on a developer's machine: as long as the functions require (32 bytes). */
export const CRON_SECRET = 'local-cron-secret-of-this-machine-only'
export const LEADS_SECRET = 'local-leads-secret-of-this-machine-only'
const DB_PORTS = process.env.LOCAL_DB_PORTS ?? '55400-55499'

/** A temporary folder the postgres user may enter (mkdtemp makes it private to us). */
function traversable(dir) {
  chmodSync(dir, 0o755)
  return dir
}

/**
 * @param {{
 *   functionsPort?: number,
 *   siteOrigins: string[],
 *   dataDir?: string,
 *   outboxDir?: string,
 *   emailApiUrl?: string,
 *   env?: Record<string, string>,
 *   quiet?: boolean,
 * }} options
 *   dataDir: a persistent database folder (else a throwaway one); emailApiUrl: an e-mail API to use instead of the
 *   outbox; env: more variables for the functions (limits, timeouts).
 */
export async function startBackend({
  functionsPort,
  siteOrigins,
  dataDir,
  outboxDir,
  emailApiUrl,
  env = {},
  quiet = false,
}) {
  const stops = []
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => {})
    stops.length = 0
  }
  try {
    const tempDir = dataDir ? null : traversable(mkdtempSync(join(tmpdir(), 'leads-pg-')))
    if (tempDir) stops.push(async () => rmSync(tempDir, { recursive: true, force: true }))
    const dbDir = dataDir ? await reachableDataDir(dataDir) : join(tempDir ?? '', 'data')
    const db = await startOnFreePort(DB_PORTS, (port) => startPostgres({ dataDir: dbDir, port, throwaway: !dataDir }))
    stops.push(db.stop)
    const applied = await migrate(db.url)
    // What pg_cron does every hour on Supabase: here at start, then every hour while `npm run dev` runs (cli.mjs).
    const purged = await purgeExpired(db.url)
    const outDir = emailApiUrl ? null : (outboxDir ?? mkdtempSync(join(tmpdir(), 'leads-outbox-')))
    if (outDir && !outboxDir) stops.push(async () => rmSync(outDir, { recursive: true, force: true }))
    const outbox = outDir ? await startOutbox({ dir: outDir }) : null
    if (outbox) stops.push(outbox.stop)
    const startOn = (/** @type {number} */ port) =>
      startFunctions({
        port,
        quiet,
        env: {
          SUPABASE_DB_URL: db.url,
          SUPABASE_URL: `http://127.0.0.1:${port}`,
          SITE_URL: siteOrigins[0] ?? 'http://127.0.0.1:3000',
          ALLOWED_ORIGINS: siteOrigins.join(','),
          EMAIL_API_URL: emailApiUrl ?? outbox?.url ?? '',
          RESEND_API_KEY: 'local-email-key',
          LEADS_SECRET,
          LEADS_CRON_SECRET: CRON_SECRET,
          ...env,
        },
      })
    let functions = functionsPort ? await startOn(functionsPort) : await startOnFreePort('54300-54399', startOn)
    stops.push(() => functions.stop())
    return {
      dbUrl: db.url,
      dbDir,
      functionsUrl: functions.url,
      outboxDir: outDir,
      outboxUrl: outbox?.url ?? null,
      applied,
      purged,
      stop,
      /** Stops the functions' process (SIGTERM: what runs in it stops there) and starts it again on its port. */
      async restartFunctions() {
        await functions.stop()
        functions = await startOn(Number(new URL(functions.url).port))
      },
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * Runs a scheduled function now, as pg_cron does on Supabase (resend-pending, newsletter-send…): its JSON answer.
 * @param {string} functionsUrl
 * @param {string} name
 */
export async function runScheduled(functionsUrl, name) {
  const response = await fetch(`${functionsUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${CRON_SECRET}` },
  })
  return response.json()
}

/** Asks the functions to re-send pending e-mails, as the scheduled job does on Supabase. */
export const resendPending = (/** @type {string} */ functionsUrl) => runScheduled(functionsUrl, 'resend-pending')

export { purgeExpired } from './postgres.mjs'
