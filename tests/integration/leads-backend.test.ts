/**
 * The leads backend against a real PostgreSQL server (Debian's, started here on loopback) and the functions running
 * in Deno, with the e-mail API faked by a local HTTP server.
 */
import { readdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBackend } from '../../scripts/local-backend/backend.mjs'

const SITE = 'http://127.0.0.1:8999'
const TABLES = ['contact_requests', 'newsletter_subscriptions', 'rate_limit_hits'] as const
const emails: Record<string, unknown>[] = []
let emailApi: Server
let backend: Awaited<ReturnType<typeof startBackend>>
let sql: ReturnType<typeof postgres>

beforeAll(async () => {
  emailApi = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      emails.push(JSON.parse(body))
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: `email-${emails.length}` }))
    })
  })
  await new Promise<void>((resolve) => emailApi.listen(0, '127.0.0.1', resolve))
  backend = await startBackend({
    siteOrigins: [SITE],
    emailApiUrl: `http://127.0.0.1:${(emailApi.address() as AddressInfo).port}`,
    quiet: true,
  })
  sql = postgres(backend.dbUrl, { max: 2, onnotice: () => {} })
})

afterAll(async () => {
  await sql?.end()
  await backend?.stop()
  emailApi?.close()
})

describe('migrations', () => {
  it('apply from scratch, in order, and leave row level security on every table', async () => {
    const files = readdirSync(new URL('../../supabase/migrations/', import.meta.url)).filter((f) => f.endsWith('.sql')).sort()
    expect(backend.applied).toEqual(files)
    const rows = await sql`select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`
    expect(rows.map((row) => row.relname)).toEqual([...TABLES])
    expect(rows.every((row) => row.relrowsecurity)).toBe(true)
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
      for (const call of [`select public.purge_expired_leads()`, `select public.hit_rate_limit('contact', repeat('a', 64), 5, interval '1 minute')`]) {
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
    const response = await fetch(`${backend.functionsUrl}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE },
      body: JSON.stringify({ name: 'Intégration', email: 'integration@exemple.fr', phone: '', service: 'creation-site', message: 'Un site vitrine.' }),
    })
    expect(response.status).toBe(200)
    const { id } = await response.json()
    const rows = await sql`select * from public.contact_requests where email = 'integration@exemple.fr'`
    expect(rows).toHaveLength(1)
    expect(rows[0]!.id).toBe(id)
    expect(rows[0]!.notification_status).toBe('sent')
    expect(rows[0]!.email_message_id).toBe(`email-${before + 1}`)
    expect(emails.length - before).toBe(1)
    expect(emails.at(-1)).toMatchObject({ reply_to: 'integration@exemple.fr', subject: expect.stringContaining('Intégration') })
    const hits = await sql`select ip_hash from public.rate_limit_hits`
    expect(hits.every((hit) => /^[0-9a-f]{64}$/.test(hit.ip_hash) && !hit.ip_hash.includes('127.0.0.1'))).toBe(true)
  })
})

describe('retention', () => {
  it('purge_expired_leads deletes what the privacy policy no longer keeps, and only that', async () => {
    await sql`insert into public.contact_requests (name, email, service, message, last_contact_at) values
      ('Ancien', 'old@exemple.fr', 'audit-seo', 'x', now() - interval '3 years 1 day'),
      ('Récent', 'recent@exemple.fr', 'audit-seo', 'x', now() - interval '2 years 364 days')`
    await sql`insert into public.newsletter_subscriptions (email, status, created_at, last_activity_at) values
      ('pending-old@exemple.fr', 'pending', now() - interval '31 days', now() - interval '31 days'),
      ('pending-new@exemple.fr', 'pending', now() - interval '29 days', now() - interval '29 days'),
      ('subscriber-old@exemple.fr', 'confirmed', now() - interval '4 years', now() - interval '3 years 1 day'),
      ('subscriber-active@exemple.fr', 'confirmed', now() - interval '4 years', now() - interval '1 year')`
    await sql`insert into public.rate_limit_hits (bucket, ip_hash, created_at) values
      ('contact', repeat('b', 64), now() - interval '25 hours'), ('contact', repeat('c', 64), now() - interval '23 hours')`
    const [report] = await sql`select * from public.purge_expired_leads()`
    expect(report).toMatchObject({ contact_requests: '1', pending_subscriptions: '1', inactive_subscribers: '1', rate_limit_hits: '1' })
    const left = await sql`select email from public.newsletter_subscriptions order by email`
    expect(left.map((row) => row.email)).toEqual(['pending-new@exemple.fr', 'subscriber-active@exemple.fr'])
    expect(await sql`select 1 from public.contact_requests where email = 'old@exemple.fr'`).toHaveLength(0)
    expect(await sql`select 1 from public.contact_requests where email = 'recent@exemple.fr'`).toHaveLength(1)
  })
})
