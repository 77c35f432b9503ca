#!/usr/bin/env node
// @ts-check
/**
 * `npm run report [-- --end <ISO date>]`: prints the owner's weekly report from the database of the running
 * `npm run dev` or `npm run backend` (development): the same text the weekly-report function mails, rendered by the
 * same code (supabase/functions/_local/report.ts). Without --end, the 7 days up to now.
 */
import { spawnSync } from 'node:child_process'
import { DENO, denoRun } from './functions.mjs'
import { devState } from './state.mjs'

const root = new URL('../../', import.meta.url).pathname
const result = spawnSync(DENO, [...denoRun('report.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SUPABASE_DB_URL: devState().dbUrl, NO_COLOR: '1' },
})
process.exit(result.status ?? 1)
