// @ts-check
/**
 * A throwaway (or, for `npm run dev`, persistent) PostgreSQL cluster from the Debian packages, listening on
 * 127.0.0.1 only, with Supabase's roles and the project's migrations applied in order. As root, the server runs as
 * the `postgres` system user, since PostgreSQL refuses to run as root.
 */
import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import postgres from 'postgres'

const run = promisify(execFile)
const root = new URL('../../', import.meta.url).pathname
const MIGRATIONS = join(root, 'supabase/migrations')
const ROLES_SQL = readFileSync(new URL('supabase-roles.sql', import.meta.url), 'utf8')

function binDir() {
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(join(base, v, 'bin/initdb'))) : []
  const latest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (!latest) throw new Error('PostgreSQL introuvable : lancez `npm run setup` (paquet Debian postgresql).')
  return join(base, latest, 'bin')
}

const asRoot = process.getuid?.() === 0

/** Runs a PostgreSQL program, as the postgres user when we are root. */
function pg(program, args) {
  const file = join(binDir(), program)
  return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args)
}

function chownTree(path) {
  if (!asRoot) return
  const { uid, gid } = postgresIds()
  chownSync(path, uid, gid)
  for (const entry of readdirSync(path, { recursive: true })) chownSync(join(path, String(entry)), uid, gid)
}

let ids
function postgresIds() {
  if (ids) return ids
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'))
  if (!line) throw new Error('utilisateur système postgres introuvable')
  const [, , uid, gid] = line.split(':')
  ids = { uid: Number(uid), gid: Number(gid) }
  return ids
}

/**
 * Whether the postgres user can reach this folder (a checkout under /root, say, is closed to it). When it cannot,
 * a persistent cluster lives in the system's temporary folder instead, under a name derived from the wanted one.
 */
export async function reachableDataDir(dataDir) {
  if (!asRoot) return dataDir
  const parent = dirname(dataDir)
  mkdirSync(parent, { recursive: true })
  const ok = await run('runuser', ['-u', 'postgres', '--', 'test', '-w', existsSync(dataDir) ? dataDir : parent]).then(
    () => true,
    () =>
      existsSync(dataDir)
        ? false
        : run('runuser', ['-u', 'postgres', '--', 'test', '-x', parent]).then(
            () => true,
            () => false,
          ),
  )
  if (ok) return dataDir
  return join(tmpdir(), `leads-db-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`)
}

/**
 * Starts a cluster in dataDir (created if needed) on port; answers its URL and a stop function. A throwaway
 * cluster is deleted when stopped.
 * @param {{ dataDir: string, port: number, throwaway?: boolean }} options
 */
export async function startPostgres({ dataDir, port, throwaway = true }) {
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'))
  if (fresh) {
    mkdirSync(dataDir, { recursive: true })
    chownTree(dataDir)
    await pg('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ])
  }
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    "-c unix_socket_directories=''",
    '-c max_connections=200',
  ]
  // A throwaway cluster need not survive a crash: skipping fsync makes tests and benchmarks measure our code.
  if (throwaway) settings.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off')
  const logFile = join(dataDir, 'server.log')
  const logged = existsSync(logFile) ? statSync(logFile).size : 0
  await pg('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    settings.join(' '),
    '-l',
    join(dataDir, 'server.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]).catch((error) => {
    // What stopped the server is in its log, not in pg_ctl's words (« could not start server »).
    const log = existsSync(logFile) ? readFileSync(logFile).subarray(logged).toString().trim() : ''
    throw new Error(`${error.message}\n${log}`)
  })
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  let stopped = false
  return {
    url,
    async stop() {
      if (stopped) return
      stopped = true
      await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => {})
      if (throwaway) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Creates Supabase's roles (idempotent), then applies the migrations not applied yet, in file name order, each in
 * one transaction, recording them where the Supabase CLI does. Answers the names of those applied now.
 * @param {string} url
 */
export async function migrate(url) {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await sql.unsafe(ROLES_SQL)
    await sql.unsafe(`create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (version text primary key, name text, applied_at timestamptz default now())`)
    const done = new Set(
      (await sql`select version from supabase_migrations.schema_migrations`).map((row) => row.version),
    )
    const applied = []
    for (const file of readdirSync(MIGRATIONS)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      const [version, ...rest] = file.replace(/\.sql$/, '').split('_')
      if (done.has(version)) continue
      await sql.begin(async (tx) => {
        await tx.unsafe(readFileSync(join(MIGRATIONS, file), 'utf8'))
        await tx`insert into supabase_migrations.schema_migrations (version, name) values (${version}, ${rest.join('_')})`
      })
      applied.push(file)
    }
    return applied
  } finally {
    await sql.end()
  }
}

/**
 * Deletes what the privacy policy no longer keeps (public.purge_expired_leads, which pg_cron runs every hour on
 * Supabase, public.purge_expired_measures and public.purge_expired_newsletter_deliveries, daily); answers how many
 * rows went, by kind.
 * @param {string} url
 */
export async function purgeExpired(url) {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const [leads] = await sql`select * from public.purge_expired_leads()`
    // The audience measures have their own purge (25 months), scheduled beside the leads' on Supabase.
    const [measures] = await sql`select * from public.purge_expired_measures()`
    const [deliveries] = await sql`select public.purge_expired_newsletter_deliveries() as newsletter_deliveries`
    const report = { ...leads, ...measures, ...deliveries }
    return Object.fromEntries(Object.entries(report).map(([kind, count]) => [kind, Number(count)]))
  } finally {
    await sql.end()
  }
}
