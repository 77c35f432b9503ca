/**
 * The leads backend against a real PostgreSQL server and the functions running in Deno (tests/integration/harness.ts).
 */
import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { visit, visitorAddress } from '../../scripts/local-backend/visitor.mjs'
import { SITE, startHarness, type Harness } from './harness'

const TABLES = ['contact_requests', 'newsletter_subscriptions', 'rate_limit_hits'] as const
let h: Harness
let backend: Harness['backend']
let sql: Harness['sql']
let emails: Harness['emails']

beforeAll(async () => {
  h = await startHarness()
  ;({ backend, sql, emails } = h)
})

afterAll(() => h?.stop())

const json = (body: unknown) => JSON.stringify(body)
const contact = (fields: Record<string, string>, from: string, headers: Record<string, string> = {}) =>
  visit(h.functionUrl('send-contact-email'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, ...headers },
    body: json(fields),
    from,
  })
const request = {
  name: 'Intégration',
  email: 'integration@exemple.fr',
  phone: '',
  service: 'creation-site',
  message: 'Un site vitrine.',
}

describe('migrations', () => {
  it('apply from scratch, in order, and leave row level security on every table', async () => {
    const files = readdirSync(new URL('../../supabase/migrations/', import.meta.url))
      .filter((f) => f.endsWith('.sql'))
      .sort()
    expect(backend.applied).toEqual(files)
    const rows =
      await sql`select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`
    expect(rows.map((row) => row.relname)).toEqual([...TABLES])
    expect(rows.every((row) => row.relrowsecurity)).toBe(true)
  })

  it('apply without pg_cron (Debian’s PostgreSQL has none), the purge having run at start instead', async () => {
    expect(await sql`select 1 from pg_available_extensions where name = 'pg_cron'`).toHaveLength(0)
    expect(Object.keys(backend.purged).sort()).toEqual([
      'contact_requests',
      'inactive_subscribers',
      'pending_subscriptions',
      'rate_limit_hits',
    ])
  })
})

describe('the public roles', () => {
  const attempts: Record<string, (table: string) => string> = {
    select: (table) => `select * from public.${table}`,
    insert: (table) =>
      table === 'contact_requests'
        ? `insert into public.contact_requests (name, email, service, message) values ('a', 'a@b.fr', 'audit-seo', 'm')`
        : table === 'newsletter_subscriptions'
          ? `insert into public.newsletter_subscriptions (email) values ('a@b.fr')`
          : `insert into public.rate_limit_hits (bucket, ip_hash) values ('contact', repeat('a', 64))`,
    update: (table) => `update public.${table} set created_at = now()`,
    delete: (table) => `delete from public.${table}`,
  }
  for (const role of ['anon', 'authenticated']) {
    for (const table of TABLES) {
      for (const [operation, statement] of Object.entries(attempts)) {
        it(`${role} cannot ${operation} ${table}`, async () => {
          const attempt = sql.begin(async (tx) => {
            await tx.unsafe(`set local role ${role}`)
            await tx.unsafe(statement(table))
          })
          await expect(attempt).rejects.toThrow(/permission denied/)
        })
      }
    }
    it(`${role} cannot call the functions that write or purge`, async () => {
      for (const call of [
        `select public.purge_expired_leads()`,
        `select public.hit_rate_limit('contact', repeat('a', 64), 5, interval '1 minute')`,
      ]) {
        const attempt = sql.begin(async (tx) => {
          await tx.unsafe(`set local role ${role}`)
          await tx.unsafe(call)
        })
        await expect(attempt).rejects.toThrow(/permission denied/)
      }
    })
  }
})

describe('a submission through the running function', () => {
  it('stores exactly one row and sends exactly one e-mail', async () => {
    const before = emails.length
    const response = await contact(request, visitorAddress(1))
    expect(response.status).toBe(200)
    const { id } = JSON.parse(response.body)
    const rows = await sql`select * from public.contact_requests where email = 'integration@exemple.fr'`
    expect(rows).toHaveLength(1)
    expect(rows[0]!.id).toBe(id)
    expect(rows[0]!.notification_status).toBe('sent')
    expect(rows[0]!.email_message_id).toBe(`email-${before + 1}`)
    expect(emails.length - before).toBe(1)
    expect(emails.at(-1)).toMatchObject({
      reply_to: 'integration@exemple.fr',
      subject: expect.stringContaining('Intégration'),
    })
    const hits = await sql`select ip_hash from public.rate_limit_hits`
    expect(hits.every((hit) => /^[0-9a-f]{64}$/.test(hit.ip_hash) && !hit.ip_hash.includes('127.0.'))).toBe(true)
  })

  it('a name with CR/LF stores and mails one line, never a header of its own', async () => {
    const response = await contact(
      { ...request, name: 'Injection\r\nBcc: victime@exemple.fr\r\nX-Injected: oui' },
      visitorAddress(2),
    )
    expect(response.status).toBe(200)
    const [row] = await sql`select name from public.contact_requests where name like 'Injection%'`
    expect(row!.name).toBe('Injection Bcc: victime@exemple.fr X-Injected: oui')
    expect(emails.at(-1)!.subject).not.toMatch(/[\r\n]/)
  })

  it('a NUL answers 400 (no longer 503) and an over-long address is refused, not cut: nothing stored', async () => {
    const before = await sql`select count(*)::int as n from public.contact_requests`
    const nul = await contact({ ...request, message: 'a\u0000b' }, visitorAddress(3))
    expect([nul.status, JSON.parse(nul.body).code]).toEqual([400, 'null_character'])
    const long = await contact({ ...request, email: `integration@${'a'.repeat(240)}.exemple.fr` }, visitorAddress(3))
    expect([long.status, JSON.parse(long.body).code]).toEqual([400, 'too_long'])
    expect(await sql`select count(*)::int as n from public.contact_requests`).toEqual(before)
  })
})

describe('the rate limit, through the local server', () => {
  it('is keyed on the connection’s address as the platform reports it: rotating spoofed headers do not bypass it', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      const spoofed = `198.51.100.${i}`
      const headers = {
        'X-Forwarded-For': spoofed,
        'X-Real-IP': spoofed,
        'CF-Connecting-IP': spoofed,
        Forwarded: `for=${spoofed}`,
      }
      statuses.push((await contact({ ...request, email: `spoof${i}@exemple.fr` }, visitorAddress(10), headers)).status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(15)
    expect(await sql`select 1 from public.contact_requests where email like 'spoof%'`).toHaveLength(5)
    // Another visitor is not affected.
    expect((await contact(request, visitorAddress(11))).status).toBe(200)
  })
})

describe('a notification the e-mail API refuses', () => {
  it('is marked failed, not retried, and reported to the consultant once by the daily digest', async () => {
    h.emailApi('reject')
    const response = await contact(
      { ...request, email: 'refusee@exemple.fr', message: 'Message refusé par l’API.' },
      visitorAddress(20),
    )
    expect(response.status).toBe(200)
    const [row] =
      await sql`select id, notification_status, notification_attempts from public.contact_requests where email = 'refusee@exemple.fr'`
    expect([row!.notification_status, row!.notification_attempts]).toEqual(['failed', 1])
    h.emailApi('ok')
    const resend = () =>
      fetch(h.functionUrl('resend-pending'), {
        method: 'POST',
        headers: { Authorization: 'Bearer local-cron-secret' },
      }).then((r) => r.json())
    const before = emails.length
    expect(await resend()).toMatchObject({ contacts: { sent: 0, pending: 0 }, failuresReported: 1 })
    expect(emails.length - before).toBe(1)
    expect(emails.at(-1)).toMatchObject({
      to: ['contact@moreldigital.fr'],
      text: expect.stringContaining('Message refusé par l’API.'),
    })
    expect(emails.at(-1)!.text).toContain('refusee@exemple.fr')
    expect(
      await sql`select 1 from public.contact_requests where id = ${row!.id} and failure_reported_at is not null`,
    ).toHaveLength(1)
    expect(await resend()).toMatchObject({ failuresReported: 0 })
    expect(emails.length - before).toBe(1)
  })
})

describe('a notification that keeps failing', () => {
  it('is marked failed once it has failed EMAIL_MAX_ATTEMPTS (30) times in all', async () => {
    h.emailApi('fail')
    try {
      expect((await contact({ ...request, email: 'tenace@exemple.fr' }, visitorAddress(21))).status).toBe(200)
      const status = async () =>
        (
          await sql`select notification_status, notification_attempts from public.contact_requests where email = 'tenace@exemple.fr'`
        )[0]
      expect(await status()).toEqual({ notification_status: 'pending', notification_attempts: 3 })
      await sql`update public.contact_requests set notification_attempts = 27, last_attempt_at = now() - interval '7 hours' where email = 'tenace@exemple.fr'`
      await fetch(h.functionUrl('resend-pending'), {
        method: 'POST',
        headers: { Authorization: 'Bearer local-cron-secret' },
      }).then((r) => r.json())
      expect(await status()).toEqual({ notification_status: 'failed', notification_attempts: 30 })
    } finally {
      h.emailApi('ok')
    }
  })
})

describe('the newsletter', () => {
  it('sends one confirmation per pending address per hour, however many (and however simultaneous) the subscriptions', async () => {
    const subscribe = (n: number) =>
      visit(h.functionUrl('newsletter-subscribe'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE },
        body: json({ email: 'abonne-insistant@exemple.fr' }),
        from: visitorAddress(30 + n),
      })
    const statuses = [...(await Promise.all([0, 1, 2, 3].map(subscribe))), await subscribe(4)].map(
      (response) => response.status,
    )
    expect(statuses).toEqual([200, 200, 200, 200, 200])
    expect(emails.filter((email) => email.to.includes('abonne-insistant@exemple.fr'))).toHaveLength(1)
    await sql`update public.newsletter_subscriptions set last_confirmation_at = now() - interval '61 minutes' where email = 'abonne-insistant@exemple.fr'`
    await subscribe(5)
    expect(emails.filter((email) => email.to.includes('abonne-insistant@exemple.fr'))).toHaveLength(2)
  })
})
