#!/usr/bin/env node
// @ts-check
/**
 * Reliability benchmark of the contact function, against the local functions (Deno) and a real PostgreSQL:
 *   1. 1,000 valid submissions at concurrency 20: every accepted request is stored, none lost; p50/p95 latency.
 *   2. The same with the e-mail API failing: none lost, all stored as pending.
 *   3. 1,000 malformed or hostile payloads: no 5xx, nothing stored.
 *   4. What a hostile visitor tries (issues 12 and 22): CR/LF, NUL and other control characters in every field, a
 *      rotating spoofed address, 50 addresses of one IPv6 /64, over-long fields, the same newsletter address
 *      subscribed again and again, the e-mail API refusing the key (401) then recovering, and whether the newsletter's
 *      answer time tells who subscribes; for the audience beacon, garbage, spoofed addresses, the /64s of one /48
 *      and a flood of new addresses. 0 header injections, 0 bypasses, 0 answers 5xx, 0 rows stored for refused
 *      input, 0 extra e-mails, 0 leads lost, and the two answer times within 20 ms at the median.
 * The e-mail API is a local fake that records what it is sent. Each simulated visitor connects from its own loopback
 * address (127.x.y.z), which the local server reports to the functions as Supabase's platform does, so the
 * per-address rate limit stays in force without throttling the benchmark. Exits non-zero if a rule breaks.
 */
import { createServer } from 'node:http'
import postgres from 'postgres'
import { startBackend } from './local-backend/backend.mjs'
import { visit, visitorAddress as visitor } from './local-backend/visitor.mjs'
import { collectSeries } from './bench-collect-hostile.mjs'
import { hostileSeries, hostileTable, subscribeTimingProbe } from './bench-leads-hostile.mjs'

const TOTAL = 1000
const CONCURRENCY = 20
const SITE = 'http://127.0.0.1:8998'

/** ok, fail (500), unauthorized (401: a revoked key), or slow (accepts after 300 ms, as a real API can). */
let emailMode = 'ok'
let emailsAccepted = 0
/** What the API was asked to send: who to, the subject and the other headers. */
const sentEmails = []
const emailApi = createServer((request, response) => {
  const chunks = []
  request.on('data', (chunk) => chunks.push(chunk))
  request.on('end', () => {
    if (emailMode === 'fail') return response.writeHead(500).end('{"message":"panne simulée"}')
    if (emailMode === 'unauthorized') return response.writeHead(401).end('{"message":"API key is invalid"}')
    const { to, subject, reply_to: replyTo, headers } = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    sentEmails.push({ to, subject, replyTo, headers })
    emailsAccepted++
    const accept = () =>
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ id: `bench-${emailsAccepted}` }))
    if (emailMode === 'slow') setTimeout(accept, 300)
    else accept()
  })
})
await new Promise((resolve) => emailApi.listen(0, '127.0.0.1', () => resolve(undefined)))
const emailPort = /** @type {import('node:net').AddressInfo} */ (emailApi.address()).port

const backend = await startBackend({
  siteOrigins: [SITE],
  emailApiUrl: `http://127.0.0.1:${emailPort}`,
  // The hourly ceiling of notifications would group all but 20 of the 1,000 requests of a series: the bench measures
  // one notification per request (the ceiling has its own tests, Deno and integration). Likewise the audience
  // beacon's hourly ceiling (10,000) would refuse the last collect series whatever the per-client limits did.
  env: {
    EMAIL_ATTEMPTS: '3',
    EMAIL_RETRY_DELAY_MS: '20',
    EMAIL_TIMEOUT_MS: '2000',
    NOTIFY_MAX_PER_HOUR: '1000000',
    MEASURE_MAX_PER_HOUR: '1000000',
  },
  quiet: !process.env.BENCH_VERBOSE,
})
const sql = postgres(backend.dbUrl, { max: 2, onnotice: () => {} })
const endpoint = `${backend.functionsUrl}/functions/v1/send-contact-email`

/** Runs `count` jobs, `CONCURRENCY` at a time; answers their results in order. */
async function pool(count, job) {
  const results = new Array(count)
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const index = next++
        results[index] = await job(index)
      }
    }),
  )
  return results
}

/** One request from one visitor's address; status 0 when the connection itself failed. */
async function timed(init, url = endpoint) {
  const started = performance.now()
  try {
    const response = await visit(url, init)
    return { status: response.status, ms: performance.now() - started, body: response.body }
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: String(error) }
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function validRun(label, offset) {
  const marker = `bench-${label}-${Date.now()}`
  const started = performance.now()
  const results = await pool(TOTAL, (i) =>
    timed({
      method: 'POST',
      from: visitor(offset + i),
      headers: { 'Content-Type': 'application/json', Origin: SITE },
      body: JSON.stringify({
        name: `Visiteur ${i}`,
        email: `visiteur${i}@exemple.fr`,
        phone: '06 12 34 56 78',
        service: 'creation-site',
        message: `${marker} n°${i} : je voudrais un devis pour un site vitrine.`,
        requestId: crypto.randomUUID(),
      }),
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const accepted = results.filter((r) => r.status === 200)
  const ids = accepted.map((r) => JSON.parse(r.body).id)
  const rows = await sql`select id, notification_status from contact_requests where message like ${`${marker} %`}`
  const stored = new Set(rows.map((row) => row.id))
  return {
    label,
    sent: TOTAL,
    accepted: accepted.length,
    stored: rows.length,
    lost: ids.filter((id) => !stored.has(id)).length,
    notified: rows.filter((row) => row.notification_status === 'sent').length,
    pending: rows.filter((row) => row.notification_status === 'pending').length,
    errors5xx: results.filter((r) => r.status >= 500 || r.status === 0).length,
    p50: percentile(
      results.map((r) => r.ms),
      50,
    ),
    p95: percentile(
      results.map((r) => r.ms),
      95,
    ),
    rate: TOTAL / seconds,
  }
}

/** Payloads a robot or an attacker might send; none may be stored, none may break the function. */
function hostile(i) {
  const valid = { name: 'Robot', email: 'robot@exemple.fr', phone: '', service: 'audit-seo', message: 'x' }
  const json = (body, headers = {}) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, ...headers },
    body,
  })
  const kinds = [
    () => json('{"name": "Robot", '),
    () => json('[1, 2, 3]'),
    () => json('null'),
    () => json('"juste une chaîne"'),
    () => json(''),
    () => json(JSON.stringify({ ...valid, name: { $ne: null } })),
    () => json(JSON.stringify({ ...valid, message: ['a', 'b'] })),
    () => json(JSON.stringify({ ...valid, email: 12345 })),
    () => json(JSON.stringify({ name: 'Robot' })),
    () => json(JSON.stringify({ ...valid, name: '<><><>' })),
    () => json(JSON.stringify({ ...valid, message: ' <> onload= ' })),
    () => json(JSON.stringify({ ...valid, email: "robot'; drop table contact_requests; --" })),
    () => json(JSON.stringify({ ...valid, service: "audit-seo' or '1'='1" })),
    () =>
      json(
        JSON.stringify({ ...valid, website: 'http://spam.example', message: "'); delete from contact_requests; --" }),
      ),
    () => json(JSON.stringify({ ...valid, message: 'a'.repeat(40_000) })),
    () => json(`{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`),
    () =>
      json(
        JSON.stringify({
          ...valid,
          __proto__: { polluted: true },
          constructor: { prototype: { polluted: true } },
          message: '',
        }),
      ),
    () => json(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    () => json(JSON.stringify(valid), { Origin: 'https://malveillant.example' }),
    () => ({ method: 'POST', headers: { 'Content-Type': 'text/xml', Origin: SITE }, body: '<contact/>' }),
    () => ({
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: SITE },
      body: JSON.stringify(valid),
    }),
    () => ({ method: 'DELETE', headers: { Origin: SITE } }),
    () => ({ method: 'GET', headers: { Origin: SITE } }),
    () => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE },
      body: 'name=%3C%3E&email=x&message=',
    }),
    () => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE },
      body: '%E0%A4%A',
    }),
  ]
  return { ...kinds[i % kinds.length](), from: visitor(900_000 + i) }
}

async function hostileRun() {
  const [{ count: before }] = await sql`select count(*)::int as count from contact_requests`
  const results = await pool(TOTAL, (i) => timed(hostile(i)))
  const [{ count: after }] = await sql`select count(*)::int as count from contact_requests`
  const statuses = {}
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1
  return {
    sent: TOTAL,
    errors5xx: results.filter((r) => r.status >= 500 || r.status === 0).length,
    stored: after - before,
    statuses,
    p95: percentile(
      results.map((r) => r.ms),
      95,
    ),
  }
}

const ms = (value) => `${value.toFixed(1)} ms`
let failed = false
const check = (ok, message) => {
  if (!ok) {
    failed = true
    console.error(`ÉCHEC : ${message}`)
  }
}

try {
  // Warm-up: the first requests compile the functions and open the pool.
  await validRun('chauffe', 500_000).catch(() => {})
  await sql`delete from contact_requests`
  await sql`delete from rate_limit_hits`

  emailMode = 'ok'
  const emailsBefore = emailsAccepted
  const ok = await validRun('api-ok', 0)
  const emailsOk = emailsAccepted - emailsBefore
  emailMode = 'fail'
  const down = await validRun('api-en-panne', 100_000)
  const hostileResult = await hostileRun()
  emailMode = 'ok'
  const setEmailMode = (mode) => {
    emailMode = mode
  }
  const timing = await subscribeTimingProbe({ functionsUrl: backend.functionsUrl, site: SITE, sql, setEmailMode })
  const attacks = hostileTable([
    ...(await hostileSeries({
      functionsUrl: backend.functionsUrl,
      site: SITE,
      sql,
      sentEmails,
      pool,
      setEmailMode,
    })),
    ...(await collectSeries({ functionsUrl: backend.functionsUrl, site: SITE, sql, pool })),
  ])

  console.log(
    `\nBanc de fiabilité des demandes de contact (${TOTAL} envois par série, ${CONCURRENCY} en parallèle, PostgreSQL réel, fonctions Deno en local)\n`,
  )
  console.log(
    'série                  envoyés  acceptés  enregistrés  perdus  notifiés  en attente  5xx   p50        p95        débit',
  )
  for (const run of [ok, down]) {
    console.log(
      `${run.label.padEnd(22)} ${String(run.sent).padStart(7)}  ${String(run.accepted).padStart(8)}  ${String(run.stored).padStart(11)}  ${String(run.lost).padStart(6)}  ${String(run.notified).padStart(8)}  ${String(run.pending).padStart(10)}  ${String(run.errors5xx).padStart(3)}   ${ms(run.p50).padStart(9)}  ${ms(run.p95).padStart(9)}  ${run.rate.toFixed(0)} req/s`,
    )
  }
  console.log(`e-mails acceptés par l’API (série api-ok) : ${emailsOk}`)
  console.log(
    `hostiles               ${String(hostileResult.sent).padStart(7)}  5xx : ${hostileResult.errors5xx}  enregistrés : ${hostileResult.stored}  p95 : ${ms(hostileResult.p95)}  statuts : ${Object.entries(
      hostileResult.statuses,
    )
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}`,
  )

  check(
    ok.accepted === TOTAL && ok.stored === TOTAL && ok.lost === 0 && ok.errors5xx === 0,
    'série api-ok : toutes les demandes doivent être acceptées et enregistrées',
  )
  check(ok.notified === TOTAL && emailsOk === TOTAL, 'série api-ok : une notification par demande')
  check(
    down.accepted === TOTAL && down.stored === TOTAL && down.lost === 0 && down.pending === TOTAL,
    'série api-en-panne : toutes enregistrées et en attente',
  )
  check(hostileResult.errors5xx === 0 && hostileResult.stored === 0, 'hostiles : aucun 5xx, rien d’enregistré')
  console.log(`\nSéries d’un visiteur malveillant (issues 12, 22, 25 et 35)\n\n${attacks.text}`)
  check(
    attacks.clean,
    'séries malveillantes : 0 injection, 0 contournement, 0 réponse 5xx, 0 ligne enregistrée pour une saisie refusée, 0 e-mail en trop, 0 demande perdue',
  )
  console.log(
    `\nTemps de réponse de l’inscription à la newsletter (médiane de 20, API d’e-mail à 300 ms) : adresse déjà confirmée ${ms(timing.known)}, nouvelle adresse ${ms(timing.fresh)}, écart ${ms(timing.gap)}`,
  )
  check(timing.gap <= 20, 'inscription : les deux temps de réponse doivent rester à 20 ms l’un de l’autre (médianes)')
  console.log(failed ? '\nRésultat : ÉCHEC' : '\nRésultat : aucune demande perdue, aucune erreur serveur.')
} finally {
  await sql.end()
  await backend.stop()
  emailApi.close()
}
process.exit(failed ? 1 : 0)
