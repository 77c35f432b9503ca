/**
 * The newsletter's sending against the real database and the functions in Deno: the issues read from a site that
 * publishes them (as the build does), the e-mails taken by the local e-mail API (which honours idempotency keys as
 * Resend does, and fails on demand).
 */
import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import postgres from 'postgres'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Backend, CRON_SECRET, startBackend } from '../../scripts/local-backend/backend.mjs'
import { startOutbox } from '../../scripts/local-backend/outbox.mjs'
import { UNSUBSCRIBE_LINK } from '../../supabase/functions/_shared/newsletter-issue'

const OWNER = 'proprietaire@exemple.fr'
const WEBHOOK_SECRET = `whsec_${Buffer.from('the webhook key, 32 bytes or more').toString('base64')}`
let site: Server
let siteUrl: string
let outbox: Awaited<ReturnType<typeof startOutbox>>
/** The status the e-mail API answers the nth batch call of a test with (startOutbox's `refuse`). */
let refuse: (path: string, call: number) => number = () => 0
let batchCalls = 0
let published: unknown[] = []
/** The site's /schedule.json, and the deploy hook's calls (a fake of Cloudflare Pages' hook). */
let schedule: unknown = { builtAt: new Date().toISOString(), due: [] }
let hook: Server
const hookCalls: string[] = []
let backend: Backend
let sql: ReturnType<typeof postgres>

const edition = (language: string) => ({
  subject: `Numéro de test (${language})`,
  text: `Le conseil du mois (${language}).\nSe désinscrire : ${UNSUBSCRIBE_LINK}`,
  html: `<p>Le conseil du mois (${language}).</p><p><a href="${UNSUBSCRIBE_LINK}">Se désinscrire</a></p>`,
})
const issue = (id: string, sendAt: Date, languages = ['fr', 'en'], online = sendAt.getTime() <= Date.now()) => ({
  id,
  sendAt: sendAt.toISOString(),
  online,
  editions: Object.fromEntries(languages.map((language) => [language, edition(language)])),
})
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000)

beforeAll(async () => {
  site = createServer((request, response) => {
    const files: Record<string, unknown> = {
      '/newsletter/issues.json': { issues: published },
      '/schedule.json': schedule,
    }
    if (!(request.url! in files)) return response.writeHead(404).end()
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(files[request.url!]))
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  hook = createServer((request, response) => {
    hookCalls.push(request.method!)
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
  })
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
  outbox = await startOutbox({
    dir: null,
    refuse: (path: string) => refuse(path, path === '/emails/batch' ? ++batchCalls : 0),
  })
  backend = await startBackend({
    siteOrigins: [siteUrl],
    emailApiUrl: outbox.url,
    quiet: true,
    env: {
      CONTACT_NOTIFY_TO: OWNER,
      NEWSLETTER_LEASE_SECONDS: '1',
      EMAIL_RETRY_DELAY_MS: '10',
      RESEND_WEBHOOK_SECRET: WEBHOOK_SECRET,
      DEPLOY_HOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/deploy/secret`,
    },
  })
  sql = postgres(backend.dbUrl, { max: 2, onnotice: () => {} })
}, 60_000)

afterAll(async () => {
  await sql?.end()
  await backend?.stop()
  await outbox?.stop()
  site?.close()
  hook?.close()
})

beforeEach(async () => {
  await sql`truncate public.newsletter_subscriptions, public.newsletter_deliveries, public.newsletter_runs, public.email_suppressions, public.newsletter_unsubscribes`
  outbox.sent.length = 0
  refuse = () => 0
  batchCalls = 0
  published = []
})

const run = async (body?: unknown, secret = CRON_SECRET) => {
  const response = await fetch(`${backend.functionsUrl}/functions/v1/newsletter-send`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: await response.json() }
}

/**
 * `count` subscribers of a language and status, addresses prefix-n@exemple.fr. Each test has its own prefix: the
 * e-mail API remembers a batch's key (the issue and its addresses) across tests, as Resend does for 24 hours.
 */
const subscribers = (prefix: string, count: number, language = 'fr', status = 'confirmed') =>
  sql`insert into public.newsletter_subscriptions ${sql(
    Array.from({ length: count }, (_, n) => ({
      email: `${prefix}-${n}@exemple.fr`,
      language,
      status,
      confirmation_email_status: 'sent',
    })),
  )}`

/** The issue published and its test copy sent 25 hours ago: due now. */
async function due(id = '2026-12', languages = ['fr', 'en']) {
  published = [issue(id, hoursAgo(1), languages)]
  await sql`insert into public.newsletter_runs (issue, test_sent_at) values (${id}, now() - interval '25 hours')`
}

const recipients = () => outbox.sent.filter((email) => email.to[0] !== OWNER).map((email) => email.to[0])

describe('newsletter-send', () => {
  it('refuses without the schedule’s secret, a malformed issue, an issue the site does not publish', async () => {
    expect((await run(undefined, 'wrong-secret-of-the-same-length-as-it')).status).toBe(401)
    expect(await run({ issue: '2026-13' })).toMatchObject({ status: 400, body: { code: 'issue' } })
    expect(await run({ issue: '2027-01' })).toMatchObject({ status: 404, body: { code: 'unknown' } })
  })

  it('mails the owner a test copy with the counts, then waits 24 hours after it even when the date has passed', async () => {
    await subscribers('fr', 3)
    await subscribers('en', 2, 'en')
    published = [issue('2026-12', hoursAgo(1))]
    expect((await run()).body.issues).toEqual([{ id: '2026-12', state: 'test-sent', sent: 0, failed: 0 }])
    expect(outbox.sent.map((email) => [email.to[0], email.subject])).toEqual([
      [OWNER, '[Test] Numéro de test (fr)'],
      [OWNER, '[Test] Numéro de test (en)'],
    ])
    expect(outbox.sent[0]?.text).toContain('aux abonnés confirmés à ce jour\u00a0: 3 en français, 2 en anglais.')
    expect((await run()).body.issues[0].state).toBe('waiting')
    expect(recipients()).toEqual([])

    await sql`update public.newsletter_runs set test_sent_at = now() - interval '25 hours'`
    expect((await run()).body.issues).toEqual([{ id: '2026-12', state: 'sent', sent: 5, failed: 0 }])
    expect((await run()).body.issues[0].state).toBe('sent')
    expect(recipients().sort()).toEqual([
      'en-0@exemple.fr',
      'en-1@exemple.fr',
      'fr-0@exemple.fr',
      'fr-1@exemple.fr',
      'fr-2@exemple.fr',
    ])
  })

  it('waits, its date passed, for the site to put its page online (the deploy hook’s build), then sends', async () => {
    await subscribers('online', 1)
    await due('2027-04', ['fr'])
    published = [issue('2027-04', hoursAgo(1), ['fr'], false)]
    expect((await run()).body.issues[0].state).toBe('waiting')
    expect(recipients()).toEqual([])
    published = [issue('2027-04', hoursAgo(1), ['fr'], true)]
    expect((await run()).body.issues[0]).toMatchObject({ state: 'sent', sent: 1 })
  })

  it('a month ahead: nothing yet, not even the test copy', async () => {
    published = [issue('2027-01', new Date(Date.now() + 30 * 24 * 3600_000))]
    expect((await run()).body.issues[0].state).toBe('not-yet')
    expect(outbox.sent).toEqual([])
  })

  it('tells the owner, in the test copy, who an edition missing leaves out', async () => {
    await subscribers('warned', 1, 'en')
    // Another issue than the first test's: the API would answer this test copy's key from memory, sending nothing.
    published = [issue('2027-02', hoursAgo(1), ['fr'])]
    await run()
    expect(outbox.sent.map((email) => email.subject)).toEqual(['[Test] Numéro de test (fr)'])
    expect(outbox.sent[0]?.text).toContain(
      'Pas d’édition en anglais\u00a0: les abonnés en anglais (1) ne recevront pas ce numéro.',
    )
  })

  it('an issue dated more than 30 days ago is not sent, not even its test copy', async () => {
    await subscribers('late', 1)
    published = [issue('2026-10', hoursAgo(31 * 24))]
    expect((await run()).body.issues[0].state).toBe('too-old')
    expect(outbox.sent).toEqual([])
  })

  it('never mails the unconfirmed, the suppressed, nor a language the issue is not written in', async () => {
    await subscribers('ok', 2)
    await subscribers('pending', 2, 'fr', 'pending')
    await subscribers('bounced', 1)
    await subscribers('english', 2, 'en')
    await sql`insert into public.email_suppressions (email, reason) values ('bounced-0@exemple.fr', 'bounce')`
    await due('2026-12', ['fr'])
    await run()
    expect(recipients().sort()).toEqual(['ok-0@exemple.fr', 'ok-1@exemple.fr'])
  })

  it('a bounce or a complaint the API reports, signed, is never mailed again; a forged report changes nothing', async () => {
    await subscribers('reported', 3)
    /** The webhook call as the API makes it (Svix's signature), or with another key. */
    const report = (type: string, to: string, key = WEBHOOK_SECRET) => {
      const body = JSON.stringify({ type, created_at: new Date().toISOString(), data: { to: [to] } })
      const [id, timestamp] = [`msg_${type}_${to}`, String(Math.floor(Date.now() / 1000))]
      const mac = createHmac('sha256', Buffer.from(key.slice('whsec_'.length), 'base64'))
      const signature = mac.update(`${id}.${timestamp}.${body}`).digest('base64')
      return fetch(`${backend.functionsUrl}/functions/v1/email-events`, {
        method: 'POST',
        headers: { 'svix-id': id, 'svix-timestamp': timestamp, 'svix-signature': `v1,${signature}` },
        body,
      })
    }
    expect((await report('email.bounced', 'reported-0@exemple.fr')).status).toBe(200)
    expect((await report('email.complained', 'reported-1@exemple.fr')).status).toBe(200)
    const forged = await report('email.bounced', 'reported-2@exemple.fr', `whsec_${btoa('a forger key')}`)
    expect(forged.status).toBe(401)
    expect(await sql`select email, reason from public.email_suppressions order by email`).toEqual([
      { email: 'reported-0@exemple.fr', reason: 'bounce' },
      { email: 'reported-1@exemple.fr', reason: 'complaint' },
    ])
    await due('2027-03', ['fr'])
    await run()
    expect(recipients()).toEqual(['reported-2@exemple.fr'])
  })

  it('each message: its edition, the subscriber’s own link in both parts and in List-Unsubscribe, one-click honoured', async () => {
    await subscribers('oneclick', 1, 'en')
    await due()
    await run()
    const [message] = outbox.sent
    expect(message?.subject).toBe('Numéro de test (en)')
    const link = /<(https?:[^>]+)>/.exec(message?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? ''
    expect(link).toMatch(
      /\/functions\/v1\/newsletter-unsubscribe\?id=[0-9a-f-]{36}&token=\d+\.[0-9a-f]{64}&language=en$/,
    )
    expect(message?.headers?.['List-Unsubscribe']).toContain(`<mailto:${OWNER}?subject=`)
    expect(message?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(message?.text).toContain(link)
    expect(message?.html).toContain(link.replaceAll('&', '&amp;'))

    // What Gmail does (RFC 8058): a POST to the link, List-Unsubscribe=One-Click; then the next issue skips him.
    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await sql`select from public.newsletter_subscriptions`).toHaveLength(0)
    // Counted for the weekly report, without the address.
    expect(await sql`select count from public.newsletter_unsubscribes`).toEqual([{ count: 1 }])
    outbox.sent.length = 0
    await due('2027-01')
    expect((await run()).body.issues[0]).toMatchObject({ state: 'sent', sent: 0 })
    expect(recipients()).toEqual([])
  })

  it('resumes a batch the API took but whose answer was lost: nobody gets the issue twice', async () => {
    await subscribers('lost', 150)
    await due('2026-12', ['fr'])
    // The first batch goes, its answer is a 500 (three times: the mailer's retries replay the same key).
    refuse = (path, call) => (path === '/emails/batch' && call <= 3 ? -500 : 0)
    expect((await run()).body.issues[0]).toMatchObject({ state: 'stopped', sent: 0 })
    expect(recipients()).toHaveLength(100)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await run()).body.issues[0]).toMatchObject({ state: 'sent', sent: 150 })
    expect(recipients()).toHaveLength(150)
    expect(new Set(recipients()).size).toBe(150)
  })

  it('a batch the API refuses (422) is marked failed and the owner told once; the others go', async () => {
    await subscribers('refused', 150)
    await due('2026-12', ['fr'])
    refuse = (path, call) => (path === '/emails/batch' && call === 1 ? 422 : 0)
    expect((await run()).body.issues[0]).toMatchObject({ state: 'sent', sent: 50, failed: 100 })
    const told = outbox.sent.filter((email) => email.to[0] === OWNER)
    expect(told.map((email) => email.subject)).toEqual(['Newsletter 2026-12\u00a0: des envois refusés'])
    expect(recipients()).toHaveLength(50)
  })

  it('two senders at once share the subscribers: each gets the issue once', async () => {
    await subscribers('twice', 250)
    await due('2026-12', ['fr'])
    await Promise.all([run(), run()])
    await run()
    expect(recipients()).toHaveLength(250)
    expect(new Set(recipients()).size).toBe(250)
  })
})

describe('deploy-hook', () => {
  const call = async () => {
    const response = await fetch(`${backend.functionsUrl}/functions/v1/deploy-hook`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${CRON_SECRET}` },
    })
    return { status: response.status, body: await response.json() }
  }

  it('calls the host’s hook once an instant of the live schedule has passed, once for it, never when nothing is due', async () => {
    await sql`truncate public.deploy_hook_calls`
    hookCalls.length = 0
    const passed = hoursAgo(0.1).toISOString()
    const later = new Date(Date.now() + 3600_000).toISOString()
    schedule = { builtAt: hoursAgo(2).toISOString(), due: [{ at: later, kind: 'article' }] }
    expect((await call()).body).toEqual({ state: 'nothing-due', next: later })
    schedule = {
      builtAt: hoursAgo(2).toISOString(),
      due: [
        { at: passed, kind: 'letter', name: '2026-12' },
        { at: later, kind: 'article' },
      ],
    }
    expect((await call()).body).toMatchObject({ state: 'called', due: passed })
    // The build it started is not online yet: the site still lists the instant.
    expect((await call()).body).toMatchObject({ state: 'already-called' })
    expect(hookCalls).toEqual(['POST'])
    expect(await sql`select due_at, calls from public.deploy_hook_calls`).toEqual([
      { due_at: new Date(passed), calls: 1 },
    ])
    // Half an hour on, still listed: the build failed; called again, three times in all at most.
    for (const number of [2, 3]) {
      await sql`update public.deploy_hook_calls set called_at = now() - interval '31 minutes'`
      expect((await call()).body).toMatchObject({ state: 'called', call: number })
    }
    await sql`update public.deploy_hook_calls set called_at = now() - interval '31 minutes'`
    expect((await call()).body.state).toBe('already-called')
    expect(hookCalls).toEqual(['POST', 'POST', 'POST'])
    // The new build is online: its schedule starts after it.
    schedule = { builtAt: new Date().toISOString(), due: [{ at: later, kind: 'article' }] }
    expect((await call()).body.state).toBe('nothing-due')
    expect(hookCalls).toHaveLength(3)
  })
})
