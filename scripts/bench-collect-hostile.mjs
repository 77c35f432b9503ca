// @ts-check
/**
 * The hostile series of `npm run bench:leads` for the audience beacon, `collect` (issue 25): garbage of every shape,
 * events sent by a browser that refuses tracking, and one client flooding under rotating spoofed addresses. Each
 * result has the columns of the leads' table (bench-leads-hostile.mjs): no 5xx, nothing stored for a refused event
 * (or for a GPC / DNT one), no control character stored, no event accepted beyond the per-client limit.
 */
import { tallyAnswers } from './bench-leads-hostile.mjs'
import { visit, visitorAddress } from './local-backend/visitor.mjs'

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this matches
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

/** The beacon's limit per client in the bench (MEASURE_RATE_LIMIT, default of the functions' config). */
export const COLLECT_LIMIT = 120

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
    visit(url, {
      method,
      headers: { 'Content-Type': type, ...(origin ? { Origin: origin } : {}), ...headers },
      body,
      from,
    }).catch((error) => ({ status: 0, body: String(error) }))

  /** Sends the series, then counts the rows holding its marker: all of them if `nothingStored`, else the refused. */
  async function series(label, count, request, { limit = 0, nothingStored = false } = {}) {
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
      bypasses: limit ? Math.max(0, accepted - limit) : 0,
      storedRefused: nothingStored
        ? rows.length
        : rows.filter((row) => [...refused].some((k) => JSON.stringify(row).includes(k))).length,
      emails: 0,
    }
  }

  let visitor = 3_000_000
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
            body: JSON.stringify({ kind: 'pageview', path: `/${marker}`, type: 'home' }),
            headers: { 'X-Forwarded-For': spoofed, 'CF-Connecting-IP': spoofed, 'X-Real-IP': spoofed },
          },
          flooder,
        )
      },
      { limit: COLLECT_LIMIT },
    ),
  )
  return results
}
