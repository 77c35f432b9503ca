/**
 * The local backend's servers on a port another process took between the check and the start: PostgreSQL's and
 * Deno's own refusals are the ones `startOnFreePort` knows, and it starts them on another port.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CRON_SECRET, LEADS_SECRET } from '../../scripts/local-backend/backend.mjs'
import { startFunctions } from '../../scripts/local-backend/functions.mjs'
import { startOnFreePort } from '../../scripts/local-backend/ports.mjs'
import { startPostgres } from '../../scripts/local-backend/postgres.mjs'

const taken = createServer()
let takenPort = 0
const folder = mkdtempSync(join(tmpdir(), 'ports-taken-'))
beforeAll(async () => {
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
  takenPort = (taken.address() as { port: number }).port
  chmodSync(folder, 0o777) // PostgreSQL runs as its own user
})
afterAll(() => {
  taken.close()
  rmSync(folder, { recursive: true, force: true })
})

/** Starts on the taken port first, as when another process binds the port seen free; records the ports tried. */
const racing = <T>(start: (port: number) => Promise<T>) => {
  const tried: number[] = []
  const started = startOnFreePort('56200-56299', (port) => {
    tried.push(tried.length ? port : takenPort)
    return start(tried.at(-1)!)
  })
  return { tried, started }
}

it('PostgreSQL refused a taken port: started on another', async () => {
  const { tried, started } = racing((port) => startPostgres({ dataDir: join(folder, 'data'), port }))
  const db = await started
  try {
    expect(tried).toHaveLength(2)
    expect(db.url).toContain(`:${tried[1]}/`)
  } finally {
    await db.stop()
  }
})

it('the functions refused a taken port: started on another', async () => {
  const { tried, started } = racing((port) =>
    startFunctions({
      port,
      quiet: true,
      env: {
        SUPABASE_DB_URL: 'postgres://postgres@127.0.0.1:1/postgres',
        SUPABASE_URL: `http://127.0.0.1:${port}`,
        LEADS_SECRET,
        LEADS_CRON_SECRET: CRON_SECRET,
        RESEND_API_KEY: 'local-email-key',
      },
    }),
  )
  const functions = await started
  try {
    expect(tried).toHaveLength(2)
    expect(functions.url).toBe(`http://127.0.0.1:${tried[1]}`)
  } finally {
    await functions.stop()
  }
})
