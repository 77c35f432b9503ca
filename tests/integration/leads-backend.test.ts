/**
 * The leads backend against a real PostgreSQL server and the functions running in Deno (tests/integration/harness.ts).
 */
import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SPEC_SERVICE_VALUES } from '../service-values'
import { CRON_SECRET } from '../../scripts/local-backend/backend.mjs'
import { canAddAddresses, ipv6Visitors, visit, visitorAddress } from '../../scripts/local-backend/visitor.mjs'
import { SITE, startHarness, type Harness } from './harness'

const TABLES = [
  'contact_requests',
  'deploy_hook_calls',
  'email_suppressions',
  'mail_health',
  'newsletter_deliveries',
  'newsletter_runs',
  'newsletter_subscriptions',
  'newsletter_unsubscribes',
  'rate_limit_hits',
  'site_events',
  'web_vitals',
] as const
let h: Harness
let backend: Harness['backend']
let sql: Harness['sql']
let emails: Harness['emails']

beforeAll(async () => {
  h = await startHarness()
  ;({ backend, sql, emails } = h)
})

afterAll(() => h?.stop())

// Each test starts under the site-wide hourly ceiling of notifications (20), whatever the earlier ones sent.
beforeEach(async () => {
  await sql`delete from public.rate_limit_hits where bucket in ('notification', 'grouped-notification')`
})

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
      'newsletter_deliveries',
      'pending_subscriptions',
      'rate_limit_hits',
      'site_events',
      'web_vitals',
    ])
  })
})

describe('the public roles', () => {
  const attempts: Record<string, (table: string) => string> = {
    select: (table) => `select * from public.${table}`,
    insert: (table) =>
      ({
        contact_requests: `insert into public.contact_requests (name, email, service, message) values ('a', 'a@b.fr', 'audit-seo', 'm')`,
        newsletter_subscriptions: `insert into public.newsletter_subscriptions (email) values ('a@b.fr')`,
        rate_limit_hits: `insert into public.rate_limit_hits (bucket, ip_hash) values ('contact', repeat('a', 64))`,
        mail_health: `insert into public.mail_health (id) values (false)`,
        site_events: `insert into public.site_events (kind, path, page_type) values ('pageview', '/', 'home')`,
        web_vitals: `insert into public.web_vitals (path, page_type, cls) values ('/', 'home', 0)`,
        newsletter_deliveries: `insert into public.newsletter_deliveries (issue, email, subscription_id, language, batch, links_issued_at) values ('2026-12', 'a@b.fr', gen_random_uuid(), 'fr', 'k', 0)`,
        newsletter_runs: `insert into public.newsletter_runs (issue) values ('2026-12')`,
        email_suppressions: `insert into public.email_suppressions (email, reason) values ('a@b.fr', 'bounce')`,
        deploy_hook_calls: `insert into public.deploy_hook_calls (due_at) values (now())`,
        newsletter_unsubscribes: `insert into public.newsletter_unsubscribes (day, count) values (current_date, 1)`,
      })[table]!,
    update: (table) =>
      `update public.${table} set ${
        {
          mail_health: 'last_error',
          newsletter_deliveries: 'sent_at',
          newsletter_runs: 'test_sent_at',
          deploy_hook_calls: 'called_at',
          newsletter_unsubscribes: 'count',
        }[table as string] ?? 'created_at'
      } = null`,
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
        `select public.purge_expired_newsletter_deliveries()`,
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

  it.skipIf(!canAddAddresses())(
    'counts an IPv6 /64 as one client: 20 real connections from 20 addresses of one /64, 5 accepted',
    async () => {
      const machines = ipv6Visitors(0x64a, 20)
      try {
        const url = h.functionUrl('send-contact-email').replace('127.0.0.1', '[::1]')
        const statuses = []
        for (const [i, from] of machines.addresses.entries()) {
          const response = await visit(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: SITE },
            body: json({ ...request, email: `ipv6-${i}@exemple.fr` }),
            from,
          })
          statuses.push(response.status)
        }
        expect(statuses.filter((status) => status === 200)).toHaveLength(5)
        expect(await sql`select 1 from public.contact_requests where email like 'ipv6-%'`).toHaveLength(5)
      } finally {
        machines.remove()
      }
    },
  )
})

const resendPending = () =>
  fetch(h.functionUrl('resend-pending'), { method: 'POST', headers: { Authorization: `Bearer ${CRON_SECRET}` } }).then(
    (r) => r.json(),
  )

describe('the ten services', () => {
  it('each can be asked for: the function and the table accept every choice of the form', async () => {
    for (const [i, service] of SPEC_SERVICE_VALUES.entries()) {
      const response = await contact({ ...request, email: `service-${i}@exemple.fr`, service }, visitorAddress(300 + i))
      expect([service, response.status]).toEqual([service, 200])
    }
    const stored = await sql`select service from public.contact_requests where email like 'service-%' order by email`
    expect(stored.map((row) => row.service).sort()).toEqual([...SPEC_SERVICE_VALUES].sort())
  })

  it('a service added after the functions were deployed reaches the table through them (issue 36)', async () => {
    const email = 'nouveau-service-fonction@exemple.fr'
    const response = await contact({ ...request, email, service: 'redaction-web' }, visitorAddress(320))
    expect(response.status).toBe(200)
    expect(await sql`select service from public.contact_requests where email = ${email}`).toEqual([
      { service: 'redaction-web' },
    ])
  })

  it('the table takes a new service’s value without a migration (it checks the form’s format), and nothing else', async () => {
    const insert = (service: string) =>
      sql`insert into public.contact_requests (name, email, service, message)
          values ('Marie', 'nouveau-service@exemple.fr', ${service}, 'Bonjour') returning service`
    expect(await insert('audit-accessibilite')).toEqual([{ service: 'audit-accessibilite' }])
    // A service's id, without a contactForm.value, up to the 40 characters the build and the functions take (issue 36).
    expect(await insert('a'.repeat(40))).toEqual([{ service: 'a'.repeat(40) }])
    for (const service of ['', 'Audit SEO', 'a'.repeat(41), "seo'; --"])
      await expect(insert(service), service).rejects.toThrow(/contact_requests_service_check/)
    await sql`delete from public.contact_requests where email = 'nouveau-service@exemple.fr'`
  })
})

describe('the same request id', () => {
  it('with the same values is stored once; with corrected values, as a request of its own', async () => {
    const requestId = crypto.randomUUID()
    const send = async (message: string) =>
      JSON.parse(
        (await contact({ ...request, email: 'corrige@exemple.fr', message, requestId }, visitorAddress(40))).body,
      )
    const first = await send('Premier essai.')
    expect((await send('Premier essai.')).id).toBe(first.id)
    expect((await send('Essai corrigé.')).id).not.toBe(first.id)
    expect(
      await sql`select message from public.contact_requests where email = 'corrige@exemple.fr' order by created_at`,
    ).toEqual([{ message: 'Premier essai.' }, { message: 'Essai corrigé.' }])
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
        headers: { Authorization: `Bearer ${CRON_SECRET}` },
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
        headers: { Authorization: `Bearer ${CRON_SECRET}` },
      }).then((r) => r.json())
      expect(await status()).toEqual({ notification_status: 'failed', notification_attempts: 30 })
    } finally {
      h.emailApi('ok')
    }
  })
})

describe('the e-mail API refusing the key (401)', () => {
  it('leaves the lead pending, logs the outage once an hour, and sends it once the key works: nothing lost', async () => {
    h.emailApi('unauthorized')
    try {
      const response = await contact({ ...request, email: 'cle-revoquee@exemple.fr' }, visitorAddress(50))
      expect(JSON.parse(response.body)).toMatchObject({ ok: true, notified: false })
      const status = async () =>
        (await sql`select notification_status from public.contact_requests where email = 'cle-revoquee@exemple.fr'`)[0]!
          .notification_status
      expect(await status()).toBe('pending')
      const [health] = await sql`select failing_since, last_error from public.mail_health`
      expect(health!.failing_since).not.toBeNull()
      expect(health!.last_error).toMatch(/^HTTP 401/)
      // An hour of failures: the next run of the job logs the outage, once.
      await sql`update public.mail_health set failing_since = now() - interval '61 minutes'`
      await resendPending()
      const [alerted] = await sql`select last_alert_at from public.mail_health`
      expect(alerted!.last_alert_at).not.toBeNull()
      await resendPending()
      expect((await sql`select last_alert_at from public.mail_health`)[0]!.last_alert_at).toEqual(
        alerted!.last_alert_at,
      )
    } finally {
      h.emailApi('ok')
    }
    await sql`update public.contact_requests set last_attempt_at = now() - interval '2 minutes' where email = 'cle-revoquee@exemple.fr'`
    expect((await resendPending()).contacts).toMatchObject({ sent: 1 })
    expect(
      (await sql`select notification_status from public.contact_requests where email = 'cle-revoquee@exemple.fr'`)[0],
    ).toEqual({ notification_status: 'sent' })
    expect((await sql`select failing_since from public.mail_health`)[0]!.failing_since).toBeNull()
  })
})

describe('the hourly ceiling of notifications', () => {
  it('beyond it, requests are stored and reach the consultant in one grouped e-mail', async () => {
    // Fill the ceiling (20 an hour), then go beyond.
    const answers = []
    for (let i = 0; i < 25; i++)
      answers.push(
        JSON.parse((await contact({ ...request, email: `flot${i}@exemple.fr` }, visitorAddress(200 + i))).body),
      )
    expect(answers.filter((answer) => answer.notified === true)).toHaveLength(20)
    expect(answers.filter((answer) => answer.notified === false)).toHaveLength(5)
    await sql`update public.contact_requests set created_at = now() - interval '2 minutes' where email like 'flot%' and notification_status = 'pending'`
    const before = emails.length
    expect((await resendPending()).contacts).toMatchObject({ grouped: 5 })
    expect(emails.length - before).toBe(1)
    expect(emails.at(-1)!.subject).toMatch(/regroupées \(5\)/)
    expect(
      await sql`select 1 from public.contact_requests where email like 'flot%' and notification_status = 'sent'`,
    ).toHaveLength(25)
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
    // The e-mail goes after the answer (so that its timing tells nobody who subscribes).
    await expect.poll(() => emails.filter((email) => email.to.includes('abonne-insistant@exemple.fr')).length).toBe(1)
    await sql`update public.newsletter_subscriptions set last_confirmation_at = now() - interval '61 minutes' where email = 'abonne-insistant@exemple.fr'`
    await subscribe(5)
    await expect.poll(() => emails.filter((email) => email.to.includes('abonne-insistant@exemple.fr')).length).toBe(2)
    // Three in all: a fourth and a fifth hour bring one more, then none.
    for (const n of [6, 7]) {
      await sql`update public.newsletter_subscriptions set last_confirmation_at = now() - interval '61 minutes' where email = 'abonne-insistant@exemple.fr'`
      await subscribe(n)
    }
    await expect.poll(() => emails.filter((email) => email.to.includes('abonne-insistant@exemple.fr')).length).toBe(3)
    // The fifth asked for none: the count of confirmations asked stops at three, so nothing more is on its way.
    expect(
      await sql`select confirmations_requested from public.newsletter_subscriptions where email = 'abonne-insistant@exemple.fr'`,
    ).toEqual([{ confirmations_requested: 3 }])
  })

  it('leaves a confirmed subscriber’s row untouched when the address is subscribed again', async () => {
    await sql`insert into public.newsletter_subscriptions (email, status, confirmed_at, last_activity_at, last_confirmation_at)
              values ('deja-abonne@exemple.fr', 'confirmed', now() - interval '1 year', now() - interval '1 year', now() - interval '1 year')`
    const before = await sql`select * from public.newsletter_subscriptions where email = 'deja-abonne@exemple.fr'`
    const response = await visit(h.functionUrl('newsletter-subscribe'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE },
      body: json({ email: 'deja-abonne@exemple.fr' }),
      from: visitorAddress(60),
    })
    expect(response.status).toBe(200)
    expect(await sql`select * from public.newsletter_subscriptions where email = 'deja-abonne@exemple.fr'`).toEqual(
      before,
    )
  })
})

describe('the visitor’s language (the English site, /en/)', () => {
  it('a contact request sent in English stores `en`; the consultant’s notification stays French and names it', async () => {
    const response = await contact({ ...request, email: 'english@example.com', language: 'en' }, visitorAddress(400))
    expect(response.status).toBe(200)
    expect(await sql`select language from public.contact_requests where email = 'english@example.com'`).toEqual([
      { language: 'en' },
    ])
    expect(emails.at(-1)!.subject).toMatch(/^Nouvelle demande de contact/)
    expect(emails.at(-1)!.text).toContain('Langue du visiteur\u00a0: anglais')
    // A request without the field (a page built before it) is French.
    await contact({ ...request, email: 'sans-langue@exemple.fr' }, visitorAddress(401))
    expect(await sql`select language from public.contact_requests where email = 'sans-langue@exemple.fr'`).toEqual([
      { language: 'fr' },
    ])
  })

  it('another language is refused with a 400, nothing stored; the table takes fr and en only', async () => {
    const response = await contact({ ...request, email: 'allemand@example.com', language: 'de' }, visitorAddress(402))
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body)).toMatchObject({ code: 'language' })
    expect(await sql`select 1 from public.contact_requests where email = 'allemand@example.com'`).toHaveLength(0)
    await expect(
      sql`insert into public.newsletter_subscriptions (email, language) values ('de@example.com', 'de')`,
    ).rejects.toThrow(/newsletter_subscriptions_language_check/)
  })

  it('a subscription in English stores `en`, and its confirmation sent again later is still English', async () => {
    const subscribe = () =>
      visit(h.functionUrl('newsletter-subscribe'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE },
        body: new URLSearchParams({ email: 'subscriber@example.com', language: 'en', website: '' }).toString(),
        from: visitorAddress(403),
      })
    h.emailApi('reject')
    try {
      const response = await subscribe()
      expect(response.status).toBe(303)
      expect(response.headers.location).toBe(`${SITE}/en/newsletter/sign-up`)
      await expect
        .poll(async () => {
          const [row] =
            await sql`select language, confirmation_email_status from public.newsletter_subscriptions where email = 'subscriber@example.com'`
          return row
        })
        .toEqual({ language: 'en', confirmation_email_status: 'failed' })
    } finally {
      h.emailApi('ok')
    }
    // The e-mail API refused it: sent again (as resend-pending does with a pending one) from the stored row.
    await sql`update public.newsletter_subscriptions set confirmation_email_status = 'pending', last_attempt_at = now() - interval '2 minutes' where email = 'subscriber@example.com'`
    const before = emails.length
    expect((await resendPending()).confirmations).toMatchObject({ sent: 1 })
    expect(emails.length - before).toBe(1)
    const mail = emails.at(-1)!
    expect(mail.to).toEqual(['subscriber@example.com'])
    expect(mail.subject).toBe('Confirm your subscription to the Morel Digital newsletter')
    expect(mail.text).toMatch(/newsletter-confirm\?id=[^\s]+&language=en/)
  })
})
