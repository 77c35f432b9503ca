/**
 * The privacy policy's retention table (content/legal/privacy.json, « Combien de temps nous les conservons »), row by
 * row, against the real database: what the purge deletes and keeps, what moves a retention date, and that the purge
 * runs without anyone calling it (pg_cron on Supabase, the local backend at start and every hour).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privacy } from '../../content/legal/privacy.json'
import { LEADS_SECRET } from '../../scripts/local-backend/backend.mjs'
import { visit, visitorAddress } from '../../scripts/local-backend/visitor.mjs'
import { SITE, startHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.stop())

const purge = async () => (await h.sql`select * from public.purge_expired_leads()`)[0]
const exists = async (table: 'contact_requests' | 'newsletter_subscriptions', email: string) =>
  (await h.sql`select 1 from ${h.sql(table)} where email = ${email}`).length === 1
const contactAt = (email: string, age: string) =>
  h.sql`insert into public.contact_requests (name, email, service, message, created_at)
        values ('Rétention', ${email}, 'audit-seo', 'x', now() - ${age}::interval)`

/** Each row of the table, by its first cell: how the backend keeps that promise, or why it is not the backend's. */
const promises: Record<string, (() => Promise<void>) | { notInTheDatabase: string }> = {
  'Demandes envoyées par le formulaire de contact': async () => {
    await contactAt('ancien@exemple.fr', '3 years 1 day')
    await contactAt('recent@exemple.fr', '2 years 364 days')
    await contactAt('revenu@exemple.fr', '3 years 1 day')
    // Somebody sends a request today with the same address: each request is kept 3 years from its own sending, so
    // that nobody can keep another person's requests alive by typing their address.
    const response = await visit(h.functionUrl('send-contact-email'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE },
      body: JSON.stringify({
        name: 'Revenu',
        email: 'revenu@exemple.fr',
        phone: '',
        service: 'audit-seo',
        message: 'Me revoilà.',
      }),
      from: visitorAddress(100),
    })
    expect(response.status).toBe(200)
    expect((await purge())!.contact_requests).toBe('2')
    expect(await exists('contact_requests', 'ancien@exemple.fr')).toBe(false)
    expect(await exists('contact_requests', 'recent@exemple.fr')).toBe(true)
    expect(await h.sql`select message from public.contact_requests where email = 'revenu@exemple.fr'`).toEqual([
      { message: 'Me revoilà.' },
    ])
  },
  'Empreinte de l’adresse IP (protection contre les abus)': async () => {
    await h.sql`insert into public.rate_limit_hits (bucket, ip_hash, created_at) values
      ('contact', repeat('b', 64), now() - interval '24 hours 1 minute'), ('contact', repeat('c', 64), now() - interval '23 hours 59 minutes')`
    expect((await purge())!.rate_limit_hits).toBe('1')
    expect(
      await h.sql`select ip_hash from public.rate_limit_hits where ip_hash in (repeat('b', 64), repeat('c', 64))`,
    ).toEqual([{ ip_hash: 'c'.repeat(64) }])
  },
  'Inscription à la newsletter non confirmée': async () => {
    await h.sql`insert into public.newsletter_subscriptions (email, status, created_at, last_activity_at) values
      ('attente-ancienne@exemple.fr', 'pending', now() - interval '30 days 1 minute', now() - interval '30 days 1 minute'),
      ('attente-recente@exemple.fr', 'pending', now() - interval '29 days 23 hours', now() - interval '29 days 23 hours')`
    expect((await purge())!.pending_subscriptions).toBe('1')
    expect(await exists('newsletter_subscriptions', 'attente-ancienne@exemple.fr')).toBe(false)
    expect(await exists('newsletter_subscriptions', 'attente-recente@exemple.fr')).toBe(true)
  },
  'Inscription à la newsletter confirmée': async () => {
    await h.sql`insert into public.newsletter_subscriptions (email, status, created_at, last_activity_at) values
      ('inactif@exemple.fr', 'confirmed', now() - interval '4 years', now() - interval '3 years 1 day'),
      ('actif@exemple.fr', 'confirmed', now() - interval '4 years', now() - interval '1 year')`
    expect((await purge())!.inactive_subscribers).toBe('1')
    expect(await exists('newsletter_subscriptions', 'inactif@exemple.fr')).toBe(false)
    expect(await exists('newsletter_subscriptions', 'actif@exemple.fr')).toBe(true)
    // « Jusqu’à votre désinscription »: the one-click unsubscribe deletes the row at once.
    const [{ id }] =
      (await h.sql`select id from public.newsletter_subscriptions where email = 'actif@exemple.fr'`) as unknown as [
        { id: string },
      ]
    const token = await linkToken('unsubscribe', id)
    const response = await fetch(`${h.functionUrl('newsletter-unsubscribe')}?id=${id}&token=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    expect(await exists('newsletter_subscriptions', 'actif@exemple.fr')).toBe(false)
  },
  'Statistiques de mesure d’audience (sans identifiant)': async () => {
    await h.sql`insert into public.site_events (kind, path, page_type, created_at) values
      ('pageview', '/retention-ancienne', 'home', now() - interval '25 months 1 day'),
      ('pageview', '/retention-recente', 'home', now() - interval '24 months 29 days')`
    await h.sql`insert into public.web_vitals (path, page_type, lcp_ms, created_at) values
      ('/retention-ancienne', 'home', 1200, now() - interval '25 months 1 day')`
    const [purged] = await h.sql`select * from public.purge_expired_measures()`
    expect({ events: Number(purged!.site_events), vitals: Number(purged!.web_vitals) }).toEqual({
      events: 1,
      vitals: 1,
    })
    expect(await h.sql`select path from public.site_events where path like '/retention-%'`).toEqual([
      { path: '/retention-recente' },
    ])
  },
  'Journaux techniques de l’hébergeur': {
    notInTheDatabase: 'kept by the hosts (Cloudflare, Supabase), not by the leads tables',
  },
  'Préférence de thème': { notInTheDatabase: 'kept in the visitor’s browser (tests/unit/theme.test.ts)' },
}

/** A newsletter link's token issued now, as the functions compute it with the local backend's LEADS_SECRET. */
async function linkToken(action: string, id: string) {
  const { createHmac } = await import('node:crypto')
  const issued = Math.floor(Date.now() / 1000)
  return `${issued}.${createHmac('sha256', LEADS_SECRET).update(`newsletter:${action}:${id}:${issued}`).digest('hex')}`
}

type Block = { type: string; caption?: string; rows?: string[][] }
const table = privacy.sections
  .flatMap((section): Block[] => section.blocks)
  .find((block) => block.type === 'table' && block.caption === 'Durées de conservation')
const rows = (table?.rows ?? []).map((row) => row[0]!)

describe('the retention table of the privacy policy', () => {
  it('has a test for each of its rows', () => {
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.sort()).toEqual(Object.keys(promises).sort())
  })

  for (const [row, promise] of Object.entries(promises)) {
    if (typeof promise === 'function') it(row, promise)
  }
})

describe('the purge runs by itself', () => {
  it('the migration schedules it with pg_cron where the extension exists, every hour', async () => {
    const { readFileSync } = await import('node:fs')
    const migration = readFileSync(
      new URL('../../supabase/migrations/20251122000000_leads_retention.sql', import.meta.url),
      'utf8',
    )
    expect(migration).toMatch(/if exists \(select from pg_available_extensions where name = 'pg_cron'\)/)
    expect(migration).toMatch(
      /cron\.schedule\('leads-purge', '17 \* \* \* \*', 'select public\.purge_expired_leads\(\)'\)/,
    )
  })

  it('the local backend runs it at start', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'leads-retention-')), 'db')
    try {
      const first = await startHarness({ dataDir })
      await first.sql`insert into public.rate_limit_hits (bucket, ip_hash, created_at) values ('contact', repeat('d', 64), now() - interval '2 days')`
      await first.stop()
      const second = await startHarness({ dataDir })
      try {
        expect(second.backend.purged.rate_limit_hits).toBe(1)
        expect(await second.sql`select 1 from public.rate_limit_hits`).toHaveLength(0)
      } finally {
        await second.stop()
      }
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true })
    }
  })
})
