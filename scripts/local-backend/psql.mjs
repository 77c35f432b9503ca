#!/usr/bin/env node
// @ts-check
/** `npm run leads:psql [-- -c "select …"]`: psql on the database of the running `npm run dev` or `npm run backend`. */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { devState } from './state.mjs'

const { dbUrl } = devState()
const version = readdirSync('/usr/lib/postgresql')
  .filter((v) => existsSync(`/usr/lib/postgresql/${v}/bin/psql`))
  .sort((a, b) => Number(b) - Number(a))[0]
const result = spawnSync(`/usr/lib/postgresql/${version}/bin/psql`, [dbUrl, ...process.argv.slice(2)], {
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
