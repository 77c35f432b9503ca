#!/usr/bin/env node
// @ts-check
/**
 * `npm run dev`: the site (Vite dev server) and its local backend (database kept in .tmp/local-backend/, functions
 * on loopback, e-mails written to .tmp/outbox/). Ports: npm run dev -- --port 3000 --functions-port 54321.
 */
import { spawn } from 'node:child_process'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: { port: { type: 'string', default: '3000' }, 'functions-port': { type: 'string', default: '54321' } },
})
const site = `http://127.0.0.1:${values.port}`
const child = spawn(
  process.execPath,
  [
    new URL('cli.mjs', import.meta.url).pathname,
    '--functions-port',
    String(values['functions-port']),
    '--site-origin',
    site,
    '--site-origin',
    `http://localhost:${values.port}`,
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
  { stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
