// @ts-check
/**
 * The hostile series of `npm run bench:leads` for the audience beacon, `collect` (issues 25 and 35): garbage of every
 * shape, events sent by a browser that refuses tracking, one client flooding under rotating spoofed addresses, one
 * machine rotating through the /64s of its /48, and a flood of new addresses that tries to make the function forget a
 * client's count. Each result has the columns of the leads' table (bench-leads-hostile.mjs): no 5xx, nothing stored
 * for a refused event (or for a GPC / DNT one), no control character stored, no event accepted beyond the limit.
 */
import { tallyAnswers } from './bench-leads-hostile.mjs'
import { canAddAddresses, ipv6Visitors, visit, visitorAddress } from './local-backend/visitor.mjs'

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this matches
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

/** The beacon's limit per client in the bench (MEASURE_RATE_LIMIT, default of the functions' config). */
export const COLLECT_LIMIT = 120
/** An IPv6 /48 counts as 4 clients (supabase/functions/collect/handler.ts). */
const NETWORK_LIMIT = 4 * COLLECT_LIMIT
/** How many clients the function's memory holds at most (supabase/functions/_shared/client-limit.ts). */
const MAX_CLIENTS = 10_000

/** Garbage, each variant carrying the request's marker where a stored row would keep it. */
const GARBAGE = [
  (m) => ({ body: JSON.stringify({ kind: 'click', path: `/${m}`, type: 'home' }) }),
  (m) => ({ body: JSON.stringify({ kind: 'pageview', path: `https://evil.example/${m}`, type: 'home' }) }),
  (m) => ({ body: JSON.stringify({ kind: 'pageview', path: `//evil.example/${m}`, type: 'home' }) }),
  (m) => ({ body: JSON.stringify({ kind: 'pageview', path: `/${m}?email=a@b.fr`, type: 'home' }) }),
  (m) => ({ body: JSON.stringify({ kind: 'pageview', path: `/${m}\r\nX-Injected: oui`, type: 'home' }) }),
  (m) => ({ body: JSON.stringify({ kind: 'pageview', path: `/${m}\u0000`, type: 'home' }) }),
  (m) => ({ body: JSON.stringify({ kind: 'pageview', path: `/${m}/${'a'.repeat(400)}`, type: 'home' }) }),
  (m) => ({ body: JSON.stringify({ kind: 'pageview', path: `/${m}`, type: '<script>' }) }),
  (m) => ({ body: JSON.stringify({ kind: 'pageview', path: `/${m}`, type: 'home', visitorId: 'abc123' }) }),
  (m) => ({
    body: JSON.stringify({ kind: 'pageview', path: `/${m}`, type: 'home', referrer: 'https://x.example/?q=1' }),
  }),
  (m) => ({ body: JSON.stringify({ kind: 'vitals', path: `/${m}`, type: 'home', lcp: { value: -5 } }) }),
  (m) => ({ body: JSON.stringify({ kind: 'vitals', path: `/${m}`, type: 'home', lcp: { value: 1e12 } }) }),
  (m) => ({ body: JSON.stringify({ kind: 'vitals', path: `/${m}`, type: 'home', inp: { value: '120' } }) }),
  (m) => ({
    body: JSON.stringify({ kind: 'vitals', path: `/${m}`, type: 'home', cls: { value: 0, element: 'x'.repeat(300) } }),
  }),
  (m) => ({
    body: JSON.stringify({ kind: 'vitals', path: `/${m}`, type: 'home', cls: { value: 0, element: 'a\r\nb' } }),
  }),
  (m) => ({ body: JSON.stringify({ kind: 'lead', path: `/${m}`, type: 'contact', service: 'audit seo; drop table' }) }),
  (m) => ({
    body: JSON.stringify({ kind: 'not_found', path: `/${m}`, type: 'not-found', from: 'https://evil.example/' }),
  }),
  (m) => ({ body: JSON.stringify({ kind: 'empty_search', path: `/${m}`, type: 'blog', words: 'a@b.fr 0612345678' }) }),
  (m) => ({ body: JSON.stringify({ kind: 'empty_search', path: `/${m}`, type: 'blog', words: 'x'.repeat(5000) }) }),
  (m) => ({ body: JSON.stringify({ kind: 'pageview', path: `/${m}`, type: 'home', pad: 'x'.repeat(4000) }) }),
  (m) => ({ body: `{"kind":"pageview","path":"/${m}",` }),
  (m) => ({ body: `[{"kind":"pageview","path":"/${m}","type":"home"}]` }),
  (m) => ({ body: `${'['.repeat(1000)}"/${m}"${']'.repeat(1000)}` }),
  (m) => ({
    body: JSON.stringify({ kind: 'pageview', path: `/${m}`, type: 'home' }),
    type: 'application/x-www-form-urlencoded',
  }),
  (m) => ({ body: JSON.stringify({ kind: 'pageview', path: `/${m}`, type: 'home' }), origin: 'https://evil.example' }),
  (m) => ({ body: JSON.stringify({ kind: 'pageview', path: `/${m}`, type: 'home' }), origin: '' }),
  (m) => ({ body: JSON.stringify({ kind: 'pageview', path: `/${m}`, type: 'home' }), method: 'PUT' }),
]

/**
 * @param {{ functionsUrl: string, site: string, sql: import('postgres').Sql, pool: (count: number, job: (i: number) => Promise<any>) => Promise<any[]> }} context
 */
export async function collectSeries({ functionsUrl, site, sql, pool }) {
  const url = `${functionsUrl}/functions/v1/collect`
  const send = ({ body, type = 'text/plain;charset=UTF-8', origin = site, method = 'POST', headers = {} }, from) =>
    visit(from?.includes(':') ? url.replace('127.0.0.1', '[::1]') : url, {
      method,
      headers: { 'Content-Type': type, ...(origin ? { Origin: origin } : {}), ...headers },
      body,
      from,
    }).catch((error) => ({ status: 0, body: String(error) }))

  /**
   * Sends the series, then counts the rows holding its marker: all of them if `nothingStored`, else the refused;
   * `limit`: how many of its requests may be accepted.
   */
  async function series(label, count, request, { limit = Number.POSITIVE_INFINITY, nothingStored = false } = {}) {
    const marker = `hostile-collect-${label.replace(/\W+/g, '-')}-${Date.now()}`
    const key = (i) => `${marker}-${String(i).padStart(4, '0')}`
    const answers = await pool(count, (i) => request(i, key(i)))
    const pattern = `%${marker}-%`
    const rows = [
      ...(await sql`select path, page_type, referrer_host, referrer_path, detail from public.site_events
                    where path like ${pattern} or detail like ${pattern} or referrer_path like ${pattern}`),
      ...(await sql`select path, page_type, lcp_element, inp_element, cls_element from public.web_vitals
                    where path like ${pattern}`),
    ]
    const refused = new Set(answers.map((answer, i) => (answer.status >= 400 ? key(i) : null)).filter(Boolean))
    const { ok: accepted, ...answered } = tallyAnswers(answers)
    return {
      label,
      sent: count,
      ok: accepted,
      ...answered,
      injections: rows.filter((row) => Object.values(row).some((value) => value && CONTROL.test(String(value)))).length,
      bypasses: Math.max(0, accepted - limit),
      storedRefused: nothingStored
        ? rows.length
        : rows.filter((row) => [...refused].some((k) => JSON.stringify(row).includes(k))).length,
      emails: 0,
    }
  }

  let visitor = 3_000_000
  const pageview = (marker) => ({ body: JSON.stringify({ kind: 'pageview', path: `/${marker}`, type: 'home' }) })
  const results = []
  results.push(
    await series('collect : charges hostiles', 1000, (i, marker) =>
      send(GARBAGE[i % GARBAGE.length](marker), visitorAddress(visitor++)),
    ),
  )
  results.push(
    await series(
      'collect : refus du suivi (GPC, DNT)',
      100,
      (i, marker) =>
        send(
          {
            body: JSON.stringify({ kind: 'pageview', path: `/${marker}`, type: 'home' }),
            headers: i % 2 ? { 'Sec-GPC': '1' } : { DNT: '1' },
          },
          visitorAddress(visitor++),
        ),
      { nothingStored: true },
    ),
  )
  // One client, a new spoofed address in every header it can write, 300 times: the limit must hold.
  const flooder = visitorAddress(visitor++)
  results.push(
    await series(
      'collect : un client, IP usurpée',
      300,
      (i, marker) => {
        const spoofed = `198.51.${i % 250}.${(i * 7) % 250}`
        return send(
          {
            ...pageview(marker),
            headers: { 'X-Forwarded-For': spoofed, 'CF-Connecting-IP': spoofed, 'X-Real-IP': spoofed },
          },
          flooder,
        )
      },
      { limit: COLLECT_LIMIT },
    ),
  )
  // One machine rotating through 100 /64s of its /48, 6 events from each: the /48's limit must hold.
  const label48 = 'collect : 100 /64 d’un même /48'
  if (canAddAddresses()) {
    const machines = ipv6Visitors(0x35, 100, 48)
    try {
      results.push(
        await series(label48, 600, (i, marker) => send(pageview(marker), machines.addresses[i % 100]), {
          limit: NETWORK_LIMIT,
        }),
      )
    } finally {
      machines.remove()
    }
  } else results.push({ label: label48, skipped: 'non jouée : ajouter des adresses à lo demande root' })
  // A client reaches its limit, then as many new addresses as the function's memory holds try to push it out: the
  // client's next events must still be refused. (Last: the memory stays full for a window.)
  const resetter = visitorAddress(visitor++)
  const before = await pool(COLLECT_LIMIT, (i) => send(pageview(`hostile-collect-avant-flot-${i}`), resetter))
  await pool(MAX_CLIENTS, () => send({ body: '{' }, visitorAddress(visitor++)))
  results.push(
    await series('collect : client après 10 000 IP', 200, (_i, marker) => send(pageview(marker), resetter), {
      limit: COLLECT_LIMIT - before.filter((answer) => answer.status === 204).length,
    }),
  )
  return results
}
