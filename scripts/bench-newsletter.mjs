#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:newsletter [-- <subscribers>]`: the newsletter sent to 10,000 addresses (by default) on the local
 * backend (PostgreSQL, the functions in Deno), through the local e-mail API failing 5 % of its calls with 429 or 500.
 * Among the addresses, some never confirmed, some bounced (suppressed), some unsubscribed before the sending and some
 * while it runs. The sender's process is killed once 40 % of the issue has gone, and started again. Its last line:
 *   newsletter: <N> sent, <d> duplicates, <l> lost, <u> to unconfirmed or unsubscribed, <t> s
 * and it exits non-zero unless the three middle figures are 0.
 */
import { createServer } from 'node:http'
import postgres from 'postgres'
import { CRON_SECRET, startBackend } from './local-backend/backend.mjs'
import { startOutbox } from './local-backend/outbox.mjs'
import { UNSUBSCRIBE_LINK } from '../supabase/functions/_shared/newsletter-issue.ts'

const TOTAL = Number(process.argv[2] ?? 10_000)
const OWNER = 'proprietaire@exemple.fr'
const ISSUE = '2026-12'

let failures = 0
let calls = 0
/** Set once 40 % of the issue has gone: the sender's process is then killed while the API takes its batch. */
let killAt = Number.POSITIVE_INFINITY
/** @type {Promise<void> | null} */
let killing = null
const outbox = await startOutbox({
  dir: null,
  refuse: () => {
    if (!killing && outbox.sent.length >= killAt) {
      // The worst moment: the API takes this batch, and the sender dies before it hears so.
      killing = backend.restartFunctions()
      return -500
    }
    // One call in 20 fails, 429 and 500 in turn: the same run every time.
    calls++
    return calls % 20 === 0 ? (++failures % 2 ? 429 : 500) : 0
  },
})

const edition = (language) => ({
  subject: language === 'fr' ? 'Le conseil SEO de décembre' : 'December’s SEO tip',
  text: `${'Un conseil, les articles du mois. '.repeat(20)}\n${UNSUBSCRIBE_LINK}`,
  html: `<p>${'Un conseil, les articles du mois. '.repeat(60)}</p><p><a href="${UNSUBSCRIBE_LINK}">x</a></p>`,
})
const site = createServer((request, response) => {
  if (request.url !== '/newsletter/issues.json') return response.writeHead(404).end()
  const issue = { id: ISSUE, sendAt: new Date(Date.now() - 3600_000).toISOString(), editions: {}, online: true }
  issue.editions = { fr: edition('fr'), en: edition('en') }
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ issues: [issue] }))
})
await new Promise((resolve) => site.listen(0, '127.0.0.1', () => resolve(undefined)))
const address = site.address()
const siteUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

const backend = await startBackend({
  siteOrigins: [siteUrl],
  emailApiUrl: outbox.url,
  quiet: true,
  env: { CONTACT_NOTIFY_TO: OWNER, NEWSLETTER_LEASE_SECONDS: '3', EMAIL_RETRY_DELAY_MS: '50' },
})
const sql = postgres(backend.dbUrl, { max: 2, onnotice: () => {} })

try {
  // The addresses: 70 % confirmed French or English, 15 % never confirmed, 5 % bounced, 5 % unsubscribed before.
  const rows = Array.from({ length: TOTAL }, (_, n) => {
    const kind = n % 20 < 14 ? 'confirmed' : n % 20 < 17 ? 'pending' : n % 20 < 18 ? 'bounced' : 'unsubscribed'
    return {
      email: `abonne-${n}@exemple.fr`,
      language: n % 3 === 0 ? 'en' : 'fr',
      status: kind === 'pending' ? 'pending' : 'confirmed',
      confirmation_email_status: 'sent',
      kind,
    }
  })
  for (let start = 0; start < rows.length; start += 2000) {
    const slice = rows.slice(start, start + 2000).map(({ kind: _kind, ...row }) => row)
    await sql`insert into public.newsletter_subscriptions ${sql(slice)}`
  }
  const bounced = rows.filter((row) => row.kind === 'bounced').map((row) => row.email)
  await sql`insert into public.email_suppressions ${sql(bounced.map((email) => ({ email, reason: 'bounce' })))}`
  const unsubscribed = new Set(rows.filter((row) => row.kind === 'unsubscribed').map((row) => row.email))
  await sql`delete from public.newsletter_subscriptions where email = any(${[...unsubscribed]})`
  await sql`insert into public.newsletter_runs (issue, test_sent_at) values (${ISSUE}, now() - interval '25 hours')`
  const confirmed = rows.filter((row) => row.kind === 'confirmed')

  const received = () => outbox.sent.filter((email) => email.to[0] !== OWNER)
  const run = () =>
    fetch(`${backend.functionsUrl}/functions/v1/newsletter-send`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${CRON_SECRET}` },
    })
      .then((response) => response.json())
      .catch((error) => ({ error: String(error) }))

  const started = performance.now()
  killAt = confirmed.length * 0.4
  let lateUnsubscribes = 0
  let runs = 0
  let killedRuns = 0
  for (;;) {
    runs++
    const answer = await run()
    if (answer.error) killedRuns++
    if (killing && !lateUnsubscribes) {
      await killing
      // Meanwhile, 200 confirmed subscribers whose copy is not yet recorded unsubscribe.
      const late = await sql`
        delete from public.newsletter_subscriptions
        where email in (
          select email from public.newsletter_subscriptions x
          where x.status = 'confirmed'
            and not exists (select from public.email_suppressions s where s.email = x.email)
            and not exists (select from public.newsletter_deliveries d where d.issue = ${ISSUE} and d.email = x.email)
          order by x.email desc limit 200)
        returning email`
      for (const { email } of late) unsubscribed.add(email)
      lateUnsubscribes = late.length
    }
    const state = answer.issues?.[0]?.state
    if (process.env.DEBUG_BENCH) console.log(JSON.stringify(answer))
    if (state === 'sent') break
    if (runs > 500) throw new Error(`l’envoi ne finit pas : ${JSON.stringify(answer)}`)
    // A run that stopped on failures, or a batch waiting out its lease: the schedule would call again.
    if (state !== 'sending') await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const seconds = (performance.now() - started) / 1000

  const emails = received().map((email) => email.to[0] ?? '')
  const counts = new Map()
  for (const email of emails) counts.set(email, (counts.get(email) ?? 0) + 1)
  const due = confirmed.filter((row) => !unsubscribed.has(row.email))
  const languageOf = new Map(rows.map((row) => [row.email, row.language]))
  const wrongLanguage = received().filter(
    (email) => email.subject !== edition(languageOf.get(email.to[0] ?? '') ?? '').subject,
  ).length
  const barred = new Set([...rows.filter((row) => row.kind !== 'confirmed').map((row) => row.email), ...unsubscribed])
  const duplicates = emails.length - counts.size
  const lost = due.filter((row) => !counts.has(row.email)).length
  const toBarred = [...counts.keys()].filter((email) => barred.has(email)).length
  console.log(
    `${TOTAL} adresses : ${confirmed.length} confirmées dont ${lateUnsubscribes} désinscrites pendant l’envoi, ` +
      `${rows.length - confirmed.length} non confirmées, rebondies ou désinscrites avant ; ` +
      `${failures} appels refusés (429/500) par l’API ; expéditeur tué à 40 % et relancé (${killedRuns} appel interrompu) ; ${runs} appels ; ` +
      `${wrongLanguage} dans la mauvaise langue`,
  )
  console.log(
    `newsletter: ${counts.size} sent, ${duplicates} duplicates, ${lost} lost, ${toBarred} to unconfirmed or unsubscribed, ${seconds.toFixed(1)} s`,
  )
  // The kill must have happened, or the run proved nothing about resuming.
  if (duplicates || lost || toBarred || wrongLanguage || killedRuns !== 1) process.exitCode = 1
} finally {
  await sql.end()
  await backend.stop()
  await outbox.stop()
  site.close()
}
