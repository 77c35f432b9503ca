/**
 * The audience measures against the real database: what `collect` stores (and that no address or identifier is in
 * it), the weekly report's aggregation by PostgreSQL (counts against the week before, p75 per page type and the
 * element behind the slowest quarter), and the purge after 25 months.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CRON_SECRET } from '../../scripts/local-backend/backend.mjs'
import { visit } from '../../scripts/local-backend/visitor.mjs'
import { SITE, startHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.stop())

const send = (event: Record<string, unknown>, from = '127.0.0.10') =>
  visit(h.functionUrl('collect'), {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: SITE },
    body: JSON.stringify(event),
    from,
  })

describe('collect, stored', () => {
  it('keeps each event without address, identifier or exact time', async () => {
    expect((await send({ kind: 'pageview', path: '/blog', type: 'blog', referrer: 'www.qwant.com' })).status).toBe(204)
    expect(
      (await send({ kind: 'lead', path: '/services/audit-seo', type: 'service', service: 'audit-seo' })).status,
    ).toBe(204)
    const rows = await h.sql`select * from public.site_events`
    expect(rows).toHaveLength(2)
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['created_at', 'detail', 'id', 'kind', 'page_type', 'path', 'referrer_host', 'referrer_path'].sort(),
    )
    expect(JSON.stringify(rows)).not.toContain('127.0.0.10')
    for (const row of rows) expect((row.created_at as Date).getUTCMinutes()).toBe(0)
  })

  it('orders nothing within the hour: sorted by id, the events of a visit are not in the order they came', async () => {
    const paths = Array.from({ length: 20 }, (_, i) => `/ordre-${String.fromCharCode(97 + i)}`)
    for (const path of paths) {
      expect((await send({ kind: 'pageview', path, type: 'home' })).status).toBe(204)
      expect((await send({ kind: 'vitals', path, type: 'home', cls: { value: 0 } })).status).toBe(204)
    }
    for (const table of ['site_events', 'web_vitals']) {
      const rows = await h.sql`select path from ${h.sql(`public.${table}`)} where path like '/ordre-%' order by id`
      expect(rows.map((row) => row.path)).toHaveLength(paths.length)
      expect(rows.map((row) => row.path)).not.toEqual(paths)
    }
  })

  it('refuses garbage with a 4xx and stores nothing', async () => {
    const before = (await h.sql`select count(*)::int as n from public.site_events`)[0]!.n
    for (const body of ['{', '[]', JSON.stringify({ kind: 'pageview', path: 'https://x.example/', type: 'home' })]) {
      const response = await visit(h.functionUrl('collect'), {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Origin: SITE },
        body,
      })
      expect(response.status).toBe(400)
    }
    expect((await h.sql`select count(*)::int as n from public.site_events`)[0]!.n).toBe(before)
  })
})

describe('the weekly report, from PostgreSQL', () => {
  it('counts the week against the previous one and gives p75 with the worst element', async () => {
    await h.sql`delete from public.site_events`
    await h.sql`
      insert into public.site_events (kind, path, page_type, referrer_host, detail, created_at)
      select 'pageview', '/blog/impact-seo-local', 'article', 'www.google.com', null, now() - interval '1 day'
        from generate_series(1, 5)
      union all select 'pageview', '/blog/impact-seo-local', 'article', null, null, now() - interval '8 days'
        from generate_series(1, 2)
      union all select 'lead', '/services/seo-local', 'service', null, 'seo-local', now() - interval '2 days'
      union all select 'empty_search', '/blog', 'blog', null, 'licorne', now() - interval '2 days'
      union all select 'pageview', '/tres-ancien', 'home', null, null, now() - interval '26 months'`
    await h.sql`
      insert into public.web_vitals (path, page_type, lcp_ms, lcp_element, cls, cls_element, created_at)
      select '/blog/x', 'article', n * 1000, case when n >= 3 then 'main>img' else 'h1' end, 0.01 * n, 'div.pub',
        now() - interval '1 day'
      from generate_series(1, 4) as n`
    await h.sql`delete from public.newsletter_unsubscribes`
    await h.sql`insert into public.newsletter_unsubscribes (day, count) values (current_date - 1, 2), (current_date - 9, 5)`
    const response = await visit(h.functionUrl('weekly-report'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${CRON_SECRET}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ end: new Date().toISOString() }),
    })
    expect(response.status).toBe(200)
    const email = h.emails.at(-1)!
    expect(email.subject).toMatch(/^Rapport hebdomadaire du site/)
    expect(email.text).toContain('- Pages vues\u00a0: 5 (semaine précédente\u00a0: 2, +150\u00a0%)')
    expect(email.text).toContain('- www.google.com\u00a0: 5')
    expect(email.text).toContain('- seo-local\u00a0: 1')
    expect(email.text).toContain('- /services/seo-local\u00a0: 1')
    // p75 of 1, 2, 3, 4 s (interpolated) is 3,25 s; the slowest quarter's element is the image.
    expect(email.text).toContain('LCP 3,3\u00a0s (à améliorer), élément en cause\u00a0: main>img')
    expect(email.text).toContain('CLS 0,03 (bon), élément en cause\u00a0: div.pub')
    expect(email.text).toContain('« licorne »')
    expect(email.text).not.toContain('/tres-ancien')
    // « À venir »: the week's unsubscribes, counted by day (the one of 9 days ago is the week before's).
    expect(email.text).toMatch(
      /- Newsletter\u00a0: \d+ abonnés? confirmés?\u00a0; cette semaine, \d+ inscriptions? confirmées? et 2 désinscriptions/,
    )
  })

  it('the purge deletes measures older than 25 months only', async () => {
    const [purged] = await h.sql`select * from public.purge_expired_measures()`
    expect(Number(purged!.site_events)).toBe(1)
    expect((await h.sql`select count(*)::int as n from public.site_events`)[0]!.n).toBe(9)
  })
})
