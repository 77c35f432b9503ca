// @ts-check
/**
 * The hostile series of `npm run bench:leads` (issues 12 and 22): what a visitor who means harm sends to the lead
 * functions, and what must not come of it. Each series answers one row of the table:
 *   sent, answers 2xx / 4xx / 5xx, header injections (a control character in a header of a sent e-mail, or stored in a
 *   one-line field), bypasses (requests accepted beyond the rate limit), rows stored for refused input, extra e-mails,
 *   leads lost (accepted, then never notified once the e-mail API works again).
 * Then a probe of the newsletter's answer time: a new address against one already confirmed.
 */
import { resendPending } from './local-backend/backend.mjs'
import { canAddAddresses, ipv6Visitors, visit, visitorAddress } from './local-backend/visitor.mjs'

const CONTROLS = [
  '\r\n',
  '\n',
  '\r',
  '\u0000',
  '\u0001',
  '\u0007',
  '\t',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u2028',
  '\u2029',
]
const FIELDS = ['name', 'email', 'phone', 'service', 'message']
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this matches
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this matches
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/

/**
 * @param {{ functionsUrl: string, site: string, sql: import('postgres').Sql, sentEmails: { to: string[], subject: string, replyTo?: string, headers?: Record<string, string> }[], pool: (count: number, job: (i: number) => Promise<any>) => Promise<any[]>, setEmailMode: (mode: 'ok' | 'unauthorized' | 'slow') => void }} context
 */
export async function hostileSeries({ functionsUrl, site, sql, sentEmails, pool, setEmailMode }) {
  const url = (name, host = '127.0.0.1') => `${functionsUrl.replace('127.0.0.1', host)}/functions/v1/${name}`
  const post = (name, body, from, headers = {}) =>
    visit(url(name, from?.includes(':') ? '[::1]' : '127.0.0.1'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site, ...headers },
      body: JSON.stringify(body),
      from,
    }).catch((error) => ({ status: 0, body: String(error) }))
  const valid = (marker) => ({
    name: 'Robot',
    email: 'robot@exemple.fr',
    phone: '06 12 34 56 78',
    service: 'audit-seo',
    message: `${marker} : je voudrais un devis.`,
  })

  /** Sends the series' requests, then counts what came of them from the answers, the rows and the e-mails. */
  async function series(label, count, send, { limit = 0 } = {}) {
    const marker = `hostile-${label.replace(/\W+/g, '-')}-${Date.now()}`
    const emailsBefore = sentEmails.length
    const answers = await pool(count, (i) => send(i, `${marker}-${String(i).padStart(4, '0')}`))
    await settled(sentEmails)
    const rows =
      await sql`select name, email, phone, service, message from public.contact_requests where message like ${`${marker}-%`}`
    const refused = new Set(
      answers
        .map((answer, i) => (answer.status >= 400 ? `${marker}-${String(i).padStart(4, '0')}` : null))
        .filter(Boolean),
    )
    const emails = sentEmails.slice(emailsBefore)
    const injectedEmails = emails.filter((email) =>
      [email.subject, email.replyTo, ...(email.to ?? []), ...Object.values(email.headers ?? {})].some(
        (value) => value && CONTROL.test(String(value)),
      ),
    )
    const injectedRows = rows.filter(
      (row) =>
        [row.name, row.email, row.phone, row.service].some((value) => CONTROL.test(value)) ||
        CONTROL_BUT_NEWLINE.test(row.message),
    )
    const { ok: accepted, ...answered } = tallyAnswers(answers)
    return {
      label,
      marker,
      sent: count,
      ok: accepted,
      ...answered,
      injections: injectedEmails.length + injectedRows.length,
      bypasses: limit ? Math.max(0, accepted - limit) : 0,
      storedRefused: rows.filter((row) => refused.has(/^(\S+)/.exec(row.message)?.[1] ?? '')).length,
      emails: emails.length,
    }
  }

  const results = []
  let visitor = 2_000_000
  const everyField = CONTROLS.length * FIELDS.length

  // CR/LF, NUL and the other control characters, in each field in turn.
  results.push(
    await series('CR/LF et contrôles, chaque champ', everyField * 4, (i, marker) => {
      const control = CONTROLS[i % CONTROLS.length]
      const field = FIELDS[Math.floor(i / CONTROLS.length) % FIELDS.length]
      const body = valid(marker)
      body[field] =
        field === 'message'
          ? `${body.message}${control}Bcc: victime@exemple.fr`
          : `${body[field]}${control}Bcc: victime@exemple.fr${control}X-Injected: oui`
      return post('send-contact-email', body, visitorAddress(visitor++))
    }),
  )

  // One visitor, a new address in every header the client can write, 50 times: the limit (5) must hold.
  results.push(
    await series(
      'adresse usurpée tournante',
      50,
      (i, marker) => {
        const spoofed = `198.51.${i}.${i + 7}`
        const headers = {
          'X-Forwarded-For': `${spoofed}, 10.0.0.1`,
          'X-Real-IP': spoofed,
          'CF-Connecting-IP': spoofed,
          'True-Client-IP': spoofed,
          Forwarded: `for=${spoofed}`,
        }
        return post('send-contact-email', valid(marker), visitorAddress(1_900_000), headers)
      },
      { limit: 5 },
    ),
  )

  // Over-long address and phone number (refused, never cut into another one), and an over-long body.
  results.push(
    await series('champs trop longs', 200, (i, marker) => {
      const body = valid(marker)
      const kind = i % 4
      if (kind === 0) body.email = `robot@${'a'.repeat(244 + (i % 40))}.exemple.fr`
      if (kind === 1) body.email = `${'r'.repeat(255)}@exemple.fr`
      if (kind === 2) body.phone = `06 12 34 56 78 ${'9'.repeat(7 + (i % 30))}`
      if (kind === 3) body.message = `${marker} ${'a'.repeat(20_000)}`
      return post('send-contact-email', body, visitorAddress(visitor++))
    }),
  )

  // The same 50 newsletter addresses, each subscribed 4 times at once from different visitors: one confirmation each.
  const addresses = 50
  const run = Date.now()
  const newsletter = await series('abonnements répétés', addresses * 4, (i) =>
    post('newsletter-subscribe', { email: `insistant${i % addresses}-${run}@exemple.fr` }, visitorAddress(visitor++)),
  )
  newsletter.emails = Math.max(0, newsletter.emails - addresses)
  results.push(newsletter)

  // One machine rotating through 50 addresses of its IPv6 /64: the limit (5) must hold for the whole /64.
  if (canAddAddresses()) {
    const machines = ipv6Visitors(0x22, 50)
    try {
      results.push(
        await series(
          'IPv6 : 50 adresses d’un même /64',
          50,
          (i, marker) => post('send-contact-email', valid(marker), machines.addresses[i]),
          { limit: 5 },
        ),
      )
    } finally {
      machines.remove()
    }
  } else
    results.push({
      label: 'IPv6 : 50 adresses d’un même /64',
      skipped: 'non jouée : ajouter des adresses à lo demande root',
    })

  // The e-mail API refuses the key (401) for 50 requests, then works again: every lead is notified, none given up.
  setEmailMode('unauthorized')
  let revoked
  try {
    revoked = await series('clé refusée (401), puis rétablie', 50, (_i, marker) =>
      post('send-contact-email', valid(marker), visitorAddress(visitor++)),
    )
  } finally {
    setEmailMode('ok')
  }
  const like = `${revoked.marker}-%`
  // What resend-pending would do over the next minutes, at once: the requests are made due, and it runs.
  await sql`update public.contact_requests set created_at = now() - interval '2 minutes', last_attempt_at = null where message like ${like}`
  await resendPending(functionsUrl)
  const [{ notified, given }] = await sql`
    select count(*) filter (where notification_status = 'sent')::int as notified,
           count(*) filter (where notification_status = 'failed')::int as given
    from public.contact_requests where message like ${like}`
  revoked.lost = revoked.ok - notified + given
  results.push(revoked)
  return results
}

/**
 * The answers of a series counted as the table's columns: 2xx, 4xx, 5xx (a failed connection counts as one), and what
 * each 5xx or failed connection said, to be printed with the table.
 * @param {{ status: number, body: string }[]} answers
 */
export function tallyAnswers(answers) {
  const failed = answers.filter((answer) => answer.status >= 500 || answer.status === 0)
  return {
    ok: answers.filter((answer) => answer.status >= 200 && answer.status < 300).length,
    refused: answers.filter((answer) => answer.status >= 400 && answer.status < 500).length,
    errors5xx: failed.length,
    failures: failed.map((answer) => `${answer.status} ${answer.body}`.slice(0, 300)),
  }
}

/** Waits until no e-mail has arrived for 300 ms: the newsletter's confirmations go after its answers. */
async function settled(sentEmails) {
  for (let count = -1; count !== sentEmails.length; ) {
    count = sentEmails.length
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}

/**
 * Whether the newsletter's answer tells who subscribes: the median answer time for a new address and for one
 * already confirmed, 20 each in turn, with an e-mail API that takes 300 ms to accept (so that an e-mail sent before
 * the answer would show).
 * @param {{ functionsUrl: string, site: string, sql: import('postgres').Sql, setEmailMode: (mode: 'ok' | 'unauthorized' | 'slow') => void }} context
 */
export async function subscribeTimingProbe({ functionsUrl, site, sql, setEmailMode }) {
  const run = Date.now()
  const known = `abonne-confirme-${run}@exemple.fr`
  await sql`insert into public.newsletter_subscriptions (email, status, confirmed_at) values (${known}, 'confirmed', now())`
  const times = { known: [], fresh: [] }
  let visitor = 3_000_000
  const timed = async (email) => {
    const started = performance.now()
    const answer = await visit(`${functionsUrl}/functions/v1/newsletter-subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site },
      body: JSON.stringify({ email }),
      from: visitorAddress(visitor++),
    })
    if (answer.status !== 200) throw new Error(`inscription : ${answer.status} ${answer.body}`)
    return performance.now() - started
  }
  setEmailMode('slow')
  try {
    for (let i = 0; i < 20; i++) {
      times.known.push(await timed(known))
      times.fresh.push(await timed(`nouveau-${run}-${i}@exemple.fr`))
    }
  } finally {
    setEmailMode('ok')
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const known50 = median(times.known)
  const fresh50 = median(times.fresh)
  return { known: known50, fresh: fresh50, gap: Math.abs(known50 - fresh50) }
}

/** The table of the hostile series, in French, and whether every count that must be zero is. */
export function hostileTable(results) {
  const columns = [
    ['série', 34, (r) => r.label],
    ['envoyés', 8, (r) => r.sent],
    ['2xx', 5, (r) => r.ok],
    ['4xx', 5, (r) => r.refused],
    ['5xx', 5, (r) => r.errors5xx],
    ['injections', 11, (r) => r.injections],
    ['contournements', 15, (r) => r.bypasses],
    ['enregistrés refusés', 20, (r) => r.storedRefused],
    ['e-mails en trop', 16, (r) => (r.label === 'abonnements répétés' ? r.emails : '—')],
    ['perdus', 7, (r) => r.lost ?? '—'],
  ]
  const line = (cells) =>
    cells
      .map((cell, index) =>
        index === 0 ? String(cell).padEnd(columns[0][1]) : String(cell).padStart(columns[index][1]),
      )
      .join(' ')
  const played = results.filter((result) => !result.skipped)
  const text = [
    line(columns.map(([title]) => title)),
    ...played.map((result) => line(columns.map(([, , value]) => value(result)))),
    ...results.filter((result) => result.skipped).map((result) => `${result.label} : ${result.skipped}`),
    ...results.flatMap((result) => (result.failures ?? []).map((failure) => `  ${result.label} : ${failure}`)),
  ].join('\n')
  const clean = played.every(
    (r) =>
      (r.lost ?? 0) === 0 &&
      r.errors5xx === 0 &&
      r.injections === 0 &&
      r.bypasses === 0 &&
      r.storedRefused === 0 &&
      (r.label !== 'abonnements répétés' || r.emails === 0),
  )
  return { text, clean }
}
