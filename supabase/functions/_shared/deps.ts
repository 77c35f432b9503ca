/** What a function needs to run, built once per instance from its environment. */
import { configFromEnv, type Config } from './config.ts'
import { createMailer, type Mailer } from './mailer.ts'
import { postgresDeploys, type DeployStore } from './deploy-store.ts'
import { postgresMeasures, type MeasureStore } from './measure-store.ts'
import { postgresNewsletter, type NewsletterStore } from './newsletter-store.ts'
import { connect, postgresStore, type LeadStore } from './store.ts'

export type Deps = {
  config: Config
  store: LeadStore
  /** The audience measures (collect, weekly-report). */
  measures: MeasureStore
  /** The newsletter's sending (newsletter-send). */
  newsletter: NewsletterStore
  /** The deploy hook's calls (deploy-hook). */
  deploys: DeployStore
  mailer: Mailer
  log: (message: string, details?: unknown) => void
  /** Work that goes on after the answer (an e-mail whose timing must not show in it). */
  background: (task: Promise<unknown>) => void
}

/**
 * Supabase's Edge Runtime keeps an instance alive for the promises given to EdgeRuntime.waitUntil; a plain Deno
 * server (the local backend) keeps running anyway.
 */
declare const EdgeRuntime: { waitUntil(task: Promise<unknown>): void } | undefined
export function background(log: Deps['log']) {
  return (task: Promise<unknown>) => {
    const guarded = task.catch((error) => log('Tâche de fond en échec', String(error)))
    if (typeof EdgeRuntime !== 'undefined') EdgeRuntime.waitUntil(guarded)
  }
}

export function depsFromEnv(): Deps {
  const config = configFromEnv()
  const url = Deno.env.get('SUPABASE_DB_URL')
  if (!url) throw new Error('SUPABASE_DB_URL manquante')
  const log: Deps['log'] = (message, details) => console.error(message, details ?? '')
  const sql = connect(url)
  return {
    config,
    store: postgresStore(sql),
    measures: postgresMeasures(sql),
    newsletter: postgresNewsletter(sql),
    deploys: postgresDeploys(sql),
    mailer: createMailer(config.email),
    log,
    background: background(log),
  }
}
