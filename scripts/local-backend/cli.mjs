#!/usr/bin/env node
// @ts-check
/**
 * Starts the local backend of the forms and keeps it up until stopped (Ctrl+C), or for the life of a command:
 *   node scripts/local-backend/cli.mjs [--functions-port 54321] [--site-origin http://127.0.0.1:3000]…
 *        [--data-dir .tmp/local-backend/db] [--outbox-dir .tmp/outbox] [--state file.json] [-- command args…]
 * The command gets VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY pointing at the local functions. --state writes the
 * backend's addresses (database URL, outbox folder) to a JSON file: by default the one `npm run leads:psql` and
 * `npm run leads:resend` read, the browser tests name their own.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ANON_KEY, purgeExpired, resendPending, runScheduled, startBackend } from './backend.mjs'
import { DEV_STATE } from './state.mjs'

const separator = process.argv.indexOf('--')
const own = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator)
const command = separator === -1 ? [] : process.argv.slice(separator + 1)
const { values } = parseArgs({
  args: own,
  options: {
    'functions-port': { type: 'string', default: '54321' },
    'site-origin': { type: 'string', multiple: true, default: ['http://127.0.0.1:3000'] },
    'data-dir': { type: 'string' },
    'outbox-dir': { type: 'string', default: '.tmp/outbox' },
    state: { type: 'string', default: DEV_STATE },
    'resend-every': { type: 'string', default: '60' },
  },
})

const backend = await startBackend({
  functionsPort: Number(values['functions-port']),
  siteOrigins: values['site-origin'] ?? [],
  dataDir: values['data-dir'] && resolve(values['data-dir']),
  outboxDir: resolve(values['outbox-dir'] ?? '.tmp/outbox'),
})
const state = { dbUrl: backend.dbUrl, functionsUrl: backend.functionsUrl, outboxDir: backend.outboxDir }
if (values.state) {
  mkdirSync(dirname(resolve(values.state)), { recursive: true })
  writeFileSync(values.state, JSON.stringify(state, null, 2))
}
console.log(`Backend local prêt :
  fonctions  ${backend.functionsUrl}/functions/v1/<nom>
  base       ${backend.dbUrl}  (${backend.dbDir} ; npm run leads:psql)
  e-mails    ${backend.outboxDir}${backend.applied.length ? `\n  migrations appliquées : ${backend.applied.join(', ')}` : ''}`)

// Pending e-mails are sent again every minute, and expired leads purged every hour, as the schedules do on Supabase.
const resender = setInterval(
  () => resendPending(backend.functionsUrl).catch(() => {}),
  Number(values['resend-every']) * 1000,
)
// The newsletter's sender every quarter of an hour, as on Supabase: a letter's test copy reaches the outbox a week
// before it is due, the letter itself at its date (it reads the letters the dev server publishes, all online there).
const sender = setInterval(() => runScheduled(backend.functionsUrl, 'newsletter-send').catch(() => {}), 15 * 60_000)
const purger = setInterval(
  () => purgeExpired(backend.dbUrl).catch((error) => console.error('Purge impossible :', error)),
  3600_000,
)

let stopping = false
async function shutdown(code) {
  if (stopping) return
  stopping = true
  clearInterval(resender)
  clearInterval(sender)
  clearInterval(purger)
  await backend.stop()
  if (values.state) rmSync(values.state, { force: true })
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(0))

if (command.length) {
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, VITE_SUPABASE_URL: backend.functionsUrl, VITE_SUPABASE_ANON_KEY: ANON_KEY },
  })
  child.on('exit', (code) => shutdown(code ?? 1))
}
