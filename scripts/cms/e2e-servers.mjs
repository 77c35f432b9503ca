#!/usr/bin/env node
// @ts-check
/**
 * The editor's browser tests edit files: never those of this working tree. This makes a throwaway copy of it
 * (.tmp/admin-e2e/<port>/repo: the files git lists, committed or not, node_modules linked, `git init` so that
 * Tailwind's scan honours .gitignore), and starts in it the two servers of `npm run dev` that the editor needs:
 * the Vite dev server (Vike, with /admin/) and decap-server behind its guard (editor-server.mjs), and the site's
 * functions (the writing analysis), all on loopback, until stopped. The copy is left for a look after a failure and replaced at the next run.
 *
 *   node scripts/cms/e2e-servers.mjs --port 3290 --decap-port 8290
 */
import { spawn } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { copyRepository } from '../lib/repo-copy.mjs'
import { siteOrigins, startEditorServer } from '../local-backend/editor-server.mjs'
import { startBackend } from '../local-backend/backend.mjs'

const { values } = parseArgs({
  options: { port: { type: 'string', default: '3290' }, 'decap-port': { type: 'string', default: '8290' } },
})
const ROOT = process.cwd()
const base = resolve(ROOT, `.tmp/admin-e2e/${values.port}`)
const repo = join(base, 'repo')

rmSync(base, { recursive: true, force: true })
// The share images and Markdown twins of the last build: the copy's build finds them instead of drawing them again.
copyRepository(repo, { root: ROOT, warm: true })

const decapUrl = `http://127.0.0.1:${values['decap-port']}/api/v1`
const origins = siteOrigins(values.port)
const editor = await startEditorServer({ port: Number(values['decap-port']), root: repo, origins })
// The site's functions (the preview's writing analysis), with their throwaway database, beside the editor's ports.
const functions = await startBackend({ functionsPort: Number(values.port) + 3, siteOrigins: origins, quiet: true })
const children = [
  editor.decap,
  spawn(
    process.execPath,
    [join(repo, 'node_modules/vike/bin.js'), 'dev', '--host', '127.0.0.1', '--port', String(values.port)],
    {
      cwd: repo,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DECAP_SERVER_URL: decapUrl, VITE_SUPABASE_URL: functions.functionsUrl },
    },
  ),
]
writeFileSync(join(base, 'state.json'), JSON.stringify({ repo, site: origins[0], decapUrl }))

let stopping = false
const stop = (code = 0) => {
  if (stopping) return
  stopping = true
  editor.close()
  functions.stop()
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 2000).unref()
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0))
for (const child of children) child.on('exit', (code) => stop(code ?? 1))
