#!/usr/bin/env node
// @ts-check
/**
 * `npm run dev`: the site (Vite dev server), its local backend (database kept in .tmp/local-backend/, functions
 * on loopback, e-mails written to .tmp/outbox/) and the editor's local server (decap-server behind its guard,
 * editor-server.mjs, which reads and writes content/ and public/images/ of this working tree for the editor at
 * /admin/). Ports: npm run dev -- --port 3000 --functions-port 54321 --decap-port 8081 (or DECAP_SERVER_PORT).
 */
import { spawn } from 'node:child_process'
import { parseArgs } from 'node:util'
import { siteOrigins, startEditorServer } from './editor-server.mjs'
import { isFree } from './ports.mjs'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3000' },
    'functions-port': { type: 'string', default: '54321' },
    'decap-port': { type: 'string', default: process.env.DECAP_SERVER_PORT ?? '8081' },
  },
})
const origins = siteOrigins(values.port)
const site = origins[0]
const decapPort = Number(values['decap-port'])

if (!(await isFree(decapPort))) {
  console.error(
    `Le port ${decapPort} de l’éditeur (decap-server) est occupé : un autre npm run dev ? Choisissez-en un autre : ` +
      `npm run dev -- --decap-port ${decapPort + 1}`,
  )
  process.exit(1)
}
// On loopback only, for the dev site's pages only, writing the edited folders of this working tree.
const editor = await startEditorServer({
  port: decapPort,
  root: process.cwd(),
  origins,
  logLevel: process.env.DECAP_LOG_LEVEL ?? 'warn',
}).catch((/** @type {Error} */ error) => {
  console.error(error.message)
  process.exit(1)
})
const decap = editor.decap
const child = spawn(
  process.execPath,
  [
    new URL('cli.mjs', import.meta.url).pathname,
    '--functions-port',
    String(values['functions-port']),
    ...origins.flatMap((origin) => ['--site-origin', origin]),
    '--data-dir',
    '.tmp/local-backend/db',
    '--outbox-dir',
    '.tmp/outbox',
    '--state',
    '.tmp/local-backend/state.json',
    '--',
    'npx',
    'vike',
    'dev',
    '--host',
    '127.0.0.1',
    '--port',
    String(values.port),
  ],
  { stdio: 'inherit', env: { ...process.env, DECAP_SERVER_URL: `http://127.0.0.1:${decapPort}/api/v1` } },
)
console.log(`Éditeur : ${site}/admin/ (decap-server sur 127.0.0.1:${decapPort})`)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    decap.kill(signal)
    child.kill(signal)
  })
decap.on('exit', (code) => {
  if (code) console.error(`decap-server s’est arrêté (code ${code}) : l’éditeur ne peut plus enregistrer.`)
})
child.on('exit', (code) => {
  editor.close()
  process.exit(code ?? 0)
})
