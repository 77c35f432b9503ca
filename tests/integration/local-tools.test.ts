/** The developer's commands around the local backend: `npm run leads:psql` reaches it however it was started. */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { freePort } from '../../scripts/local-backend/ports.mjs'

const script = (name: string) => fileURLToPath(new URL(`../../scripts/local-backend/${name}`, import.meta.url))

it('npm run leads:psql works with the backend of `npm run backend`, and says what to start when none runs', async () => {
  // The commands resolve .tmp/… from where they run: a folder of our own keeps a developer's backend out of it.
  const cwd = mkdtempSync(join(tmpdir(), 'leads-tools-'))
  const psql = () =>
    spawnSync(process.execPath, [script('psql.mjs'), '-At', '-c', 'select count(*) from public.contact_requests'], {
      cwd,
      encoding: 'utf8',
    })
  try {
    const none = psql()
    expect(none.status).toBe(1)
    expect(none.stderr).toContain('lancez d’abord `npm run dev` ou `npm run backend`')

    const backend = spawn(
      process.execPath,
      [script('cli.mjs'), '--functions-port', String(await freePort('54300-54399', { from: 'random' }))],
      { cwd, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    const exited = new Promise((resolve) => backend.once('exit', resolve))
    try {
      await new Promise<void>((resolve, reject) => {
        let output = ''
        backend.stdout.on('data', (chunk) => {
          output += chunk
          if (output.includes('Backend local prêt')) resolve()
        })
        backend.once('exit', () => reject(new Error(`le backend s’est arrêté :\n${output}`)))
      })
      const reached = psql()
      expect(reached.stderr).toBe('')
      expect([reached.status, reached.stdout.trim()]).toEqual([0, '0'])
    } finally {
      backend.kill('SIGTERM')
      await exited
    }
    expect(existsSync(join(cwd, '.tmp/local-backend/state.json'))).toBe(false)
  } finally {
    rmSync(cwd, { recursive: true, force: true })
  }
})
