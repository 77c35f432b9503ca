/** What a function needs to run, built once per instance from its environment. */
import { configFromEnv, type Config } from './config.ts'
import { createMailer, type Mailer } from './mailer.ts'
import { connect, postgresStore, type LeadStore } from './store.ts'

export type Deps = {
  config: Config
  store: LeadStore
  mailer: Mailer
  log: (message: string, details?: unknown) => void
}

export function depsFromEnv(): Deps {
  const config = configFromEnv()
  const url = Deno.env.get('SUPABASE_DB_URL')
  if (!url) throw new Error('SUPABASE_DB_URL manquante')
  return {
    config,
    store: postgresStore(connect(url)),
    mailer: createMailer(config.email),
    log: (message, details) => console.error(message, details ?? ''),
  }
}
