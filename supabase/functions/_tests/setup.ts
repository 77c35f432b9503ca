import { configFromEnv, type Config } from '../_shared/config.ts'
import type { Deps } from '../_shared/deps.ts'
import { createMailer } from '../_shared/mailer.ts'
import { fakeEmailApi } from './fake-email-api.ts'
import { memoryMeasures } from './memory-measures.ts'
import { memoryStore } from './memory-store.ts'
import type { NewsletterStore } from '../_shared/newsletter-store.ts'
import { type DeployStore, MAX_CALLS, RETRY_AFTER_MS } from '../_shared/deploy-store.ts'

/** The newsletter's sending is tested against PostgreSQL, whose locks and keys it relies on: none in memory. */
const newsletterInPostgresOnly = new Proxy({} as NewsletterStore, {
  get: (_, name) => () => {
    throw new Error(`newsletter.${String(name)} : testé sur PostgreSQL (tests/integration/newsletter.test.ts)`)
  },
})

/** The deploy hook's claims in memory, by the rules of the table (its primary key, its update). */
function memoryDeploys(): DeployStore {
  const calls = new Map<number, { at: number; calls: number }>()
  return {
    claim: async (dueAt, now) => {
      const taken = calls.get(dueAt.getTime())
      if (taken && (taken.at >= now.getTime() - RETRY_AFTER_MS || taken.calls >= MAX_CALLS)) return 0
      const next = { at: now.getTime(), calls: (taken?.calls ?? 0) + 1 }
      calls.set(dueAt.getTime(), next)
      return next.calls
    },
    release: async (dueAt) => {
      const taken = calls.get(dueAt.getTime())
      if (taken) calls.set(dueAt.getTime(), { at: Number.NEGATIVE_INFINITY, calls: taken.calls - 1 })
    },
  }
}

export const SITE = 'http://127.0.0.1:3105'
/** The scheduled jobs' bearer token in the tests: as long as the functions require (32 bytes). */
export const CRON_SECRET = 'test-cron-secret-of-at-least-32-bytes'

/** Handlers' dependencies: an in-memory store, the real mailer pointed at a fake e-mail API, fast timeouts. */
export function testDeps(overrides: Record<string, string> = {}) {
  const api = fakeEmailApi()
  const env = new Map(
    Object.entries({
      SITE_URL: SITE,
      SUPABASE_URL: 'http://127.0.0.1:54321',
      EMAIL_API_URL: api.url,
      RESEND_API_KEY: 'test-key',
      LEADS_SECRET: 'test-secret-of-at-least-32-bytes!',
      LEADS_CRON_SECRET: CRON_SECRET,
      EMAIL_TIMEOUT_MS: '300',
      EMAIL_RETRY_DELAY_MS: '10',
      CONTACT_RATE_LIMIT: '50/600',
      ...overrides,
    }),
  )
  const config: Config = configFromEnv({ get: (name) => env.get(name) })
  const memory = memoryStore()
  const measures = memoryMeasures()
  const logs: string[] = []
  const tasks: Promise<unknown>[] = []
  const deps: Deps = {
    config,
    store: memory.store,
    measures: measures.store,
    newsletter: newsletterInPostgresOnly,
    deploys: memoryDeploys(),
    mailer: createMailer(config.email),
    log: (message) => logs.push(message),
    background: (task) => tasks.push(task),
  }
  /** Waits for the work the handlers left running after their answer. */
  const settle = async () => {
    while (tasks.length) await tasks.shift()
  }
  return { deps, api, ...memory, measures, logs, settle }
}

export const validRequest = {
  name: 'Marie Dupont',
  email: 'marie@exemple.fr',
  phone: '06 12 34 56 78',
  service: 'audit-seo',
  message: 'Bonjour, un audit svp.',
}

export function post(
  body: BodyInit,
  { type = 'application/json', origin = SITE, headers = {} as Record<string, string> } = {},
) {
  return new Request('http://127.0.0.1:54321/functions/v1/send-contact-email', {
    method: 'POST',
    headers: { 'content-type': type, ...(origin ? { origin } : {}), 'cf-connecting-ip': '203.0.113.7', ...headers },
    body,
  })
}
