/** The second hardening round: each test fails without its fix. */
import { assert, assertEquals, assertMatch } from './assert.ts'
import { failedNotificationsDigestEmail } from '../_shared/emails.ts'
import { addressBlock } from '../_shared/http.ts'
import { linkToken } from '../_shared/notify.ts'
import { confirmHandler } from '../newsletter-confirm/handler.ts'
import { subscribeHandler } from '../newsletter-subscribe/handler.ts'
import { unsubscribeHandler } from '../newsletter-unsubscribe/handler.ts'
import { resendHandler } from '../resend-pending/handler.ts'
import { contactHandler } from '../send-contact-email/handler.ts'
import { CRON_SECRET, post, SITE, testDeps, validRequest } from './setup.ts'

type T = ReturnType<typeof testDeps>
async function using(overrides: Record<string, string>, run: (t: T) => Promise<void>) {
  const t = testDeps(overrides)
  try {
    await run(t)
  } finally {
    await t.api.close()
  }
}

const HOUR = 3600_000
const resend = (t: T) =>
  resendHandler(t.deps)(
    new Request('http://127.0.0.1/functions/v1/resend-pending', {
      method: 'POST',
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    }),
  ).then((r) => r.json())
const from = (address: string) => ({ headers: { 'cf-connecting-ip': address } })

Deno.test('addressBlock: an IPv4 address as it is, an IPv6 one as its /64, however it is written', () => {
  const cases: [string, string][] = [
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2:3:4:5:6]', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:2::5%eth0', '2001:db8:1:2::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ]
  for (const [address, block] of cases) assertEquals(addressBlock(address), block, address)
})

Deno.test('rate limit: 50 addresses of one IPv6 /64 count as one client (5 accepted); another /64 is unaffected', () =>
  using({ CONTACT_RATE_LIMIT: '5/600' }, async (t) => {
    const handle = contactHandler(t.deps)
    const statuses: number[] = []
    for (let i = 0; i < 50; i++) {
      const response = await handle(
        post(JSON.stringify({ ...validRequest, message: `n°${i}` }), from(`2001:db8:64:7:${i.toString(16)}::${i}`)),
      )
      statuses.push(response.status)
      await response.body?.cancel()
    }
    assertEquals(statuses.filter((status) => status === 200).length, 5)
    assertEquals(statuses.filter((status) => status === 429).length, 45)
    assertEquals(t.contacts.length, 5)
    const other = await handle(post(JSON.stringify(validRequest), from('2001:db8:64:8::1')))
    assertEquals(other.status, 200)
  }))

Deno.test('the hourly ceiling of notifications: beyond it requests are stored, then reach the consultant in one grouped e-mail', () =>
  using({ NOTIFY_MAX_PER_HOUR: '3' }, async (t) => {
    const handle = contactHandler(t.deps)
    const answers = []
    for (let i = 0; i < 10; i++) {
      const response = await handle(
        post(JSON.stringify({ ...validRequest, message: `Demande n°${i}` }), from(`198.51.100.${i}`)),
      )
      answers.push(await response.json())
    }
    assert(answers.every((answer) => answer.ok === true))
    assertEquals(
      answers.map((answer) => answer.notified),
      [true, true, true, false, false, false, false, false, false, false],
    )
    assertEquals(t.contacts.length, 10)
    assertEquals(t.api.received.length, 3)
    const report = await resend(t)
    assertEquals(report.contacts, { sent: 0, pending: 0, grouped: 7 })
    assertEquals(t.api.received.length, 4)
    const grouped = t.api.received.at(-1)!.body
    assertMatch(String(grouped.subject), /regroupées \(7\)/)
    for (let i = 3; i < 10; i++) assert(String(grouped.text).includes(`Demande n°${i}`), `n°${i}`)
    assertEquals(
      t.contacts.map((contact) => contact.status),
      Array(10).fill('sent'),
    )
    // More requests within the quarter of an hour wait for the next grouped e-mail: nothing lost, nothing sent.
    await (await handle(post(JSON.stringify(validRequest), from('198.51.100.50')))).body?.cancel()
    assertEquals((await resend(t)).contacts, { sent: 0, pending: 1, grouped: 0 })
    assertEquals(t.api.received.length, 4)
    assertEquals(t.contacts.at(-1)!.status, 'pending')
  }))

for (const behaviour of ['unauthorized', 'forbidden'] as const) {
  Deno.test(`a ${behaviour === 'unauthorized' ? 401 : 403} from the e-mail API (a bad key): the lead stays pending, and goes once the key is fixed`, () =>
    using({ EMAIL_ATTEMPTS: '3' }, async (t) => {
      t.api.behave([], behaviour)
      const response = await contactHandler(t.deps)(post(JSON.stringify(validRequest)))
      assertEquals((await response.json()).notified, false)
      // Not retried at once (the key will not mend in a second), and not given up either.
      assertEquals([t.contacts[0]!.status, t.api.received.length], ['pending', 1])
      t.api.behave([], 'ok')
      assertEquals((await resend(t)).contacts, { sent: 1, pending: 0, grouped: 0 })
      assertEquals(t.contacts[0]!.status, 'sent')
    }))
}

Deno.test('a 400 or 422 that names the e-mail itself is still permanent', () =>
  using({}, async (t) => {
    t.api.behave([], 'reject')
    await (await contactHandler(t.deps)(post(JSON.stringify(validRequest)))).body?.cancel()
    assertEquals(t.contacts[0]!.status, 'failed')
  }))

Deno.test('every send failing for an hour: one line in the logs, then one an hour, until a send succeeds', () =>
  using({ EMAIL_ATTEMPTS: '1' }, async (t) => {
    const alerts = () => t.logs.filter((line) => line.startsWith('ALERTE e-mails')).length
    t.api.behave([], 'unauthorized')
    await (await contactHandler(t.deps)(post(JSON.stringify(validRequest)))).body?.cancel()
    assertEquals(alerts(), 0)
    t.mail.failingSince = Date.now() - HOUR - 1000
    await resend(t)
    assertEquals(alerts(), 1)
    assertMatch(t.logs.find((line) => line.startsWith('ALERTE'))!, /depuis 60 min.*RESEND_API_KEY/)
    await resend(t)
    assertEquals(alerts(), 1)
    t.mail.lastAlertAt = Date.now() - HOUR - 1000
    await resend(t)
    assertEquals(alerts(), 2)
    t.api.behave([], 'ok')
    t.contacts[0]!.status = 'pending'
    await resend(t)
    assertEquals(t.mail.failingSince, null)
  }))

Deno.test('subscribe answers before the confirmation e-mail is sent, and leaves a confirmed subscriber untouched', () =>
  using({}, async (t) => {
    t.api.behave(['hang'])
    const response = await subscribeHandler(t.deps)(post(JSON.stringify({ email: 'nouveau@exemple.fr' })))
    assertEquals(response.status, 200)
    // The answer came while the e-mail was still on its way.
    assertEquals(t.subscriptions[0]!.attempts, 0)
    await t.api.close()
    await t.settle()
    const confirmed = t.subscriptions[0]!
    confirmed.status = 'confirmed'
    const before = JSON.stringify(confirmed)
    const again = await subscribeHandler(t.deps)(post(JSON.stringify({ email: 'nouveau@exemple.fr' })))
    assertEquals(again.status, 200)
    await t.settle()
    assertEquals(JSON.stringify(t.subscriptions[0]), before)
  }))

Deno.test('three confirmation e-mails to one address in all, one an hour at most', () =>
  using({ NEWSLETTER_RATE_LIMIT: '50/3600' }, async (t) => {
    for (let hour = 0; hour < 5; hour++) {
      await (await subscribeHandler(t.deps)(post(JSON.stringify({ email: 'cible@exemple.fr' })))).body?.cancel()
      await t.settle()
      t.subscriptions[0]!.lastConfirmationAt -= HOUR + 1000
    }
    assertEquals(t.api.received.length, 3)
  }))

Deno.test('the same request id with corrected values is a request of its own; with the same values, the same one', () =>
  using({}, async (t) => {
    const requestId = crypto.randomUUID()
    const handle = contactHandler(t.deps)
    const send = async (message: string) =>
      (await handle(post(JSON.stringify({ ...validRequest, message, requestId })))).json()
    const first = await send('Premier message.')
    const retried = await send('Premier message.')
    const corrected = await send('Message corrigé.')
    assertEquals(retried.id, first.id)
    assert(corrected.id !== first.id)
    assertEquals(
      t.contacts.map((contact) => contact.message),
      ['Premier message.', 'Message corrigé.'],
    )
    assertEquals(t.api.received.length, 2)
  }))

Deno.test('an address whose local part is not a dot-atom (a comma names two recipients) is refused', () =>
  using({}, async (t) => {
    for (const email of ['a,b@exemple.fr', 'a;b@exemple.fr', '"a"@exemple.fr', 'a..b@exemple.fr', 'a@exemple']) {
      const response = await contactHandler(t.deps)(post(JSON.stringify({ ...validRequest, email })))
      assertEquals(response.status, 400, email)
      await response.body?.cancel()
    }
    assertEquals(t.contacts.length, 0)
    assertEquals(t.api.received.length, 0)
  }))

Deno.test('the failed-requests digest: two lists that begin alike have two idempotency keys', async () => {
  const failure = (id: string) => ({
    ...validRequest,
    service: 'audit-seo' as const,
    language: 'fr' as const,
    id,
    createdAt: new Date(),
    lastError: 'HTTP 422',
  })
  const long = Array.from({ length: 20 }, (_, i) => failure(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`))
  const a = await failedNotificationsDigestEmail(long, 'contact@moreldigital.fr')
  const b = await failedNotificationsDigestEmail([...long, failure('ffffffff-0000-4000-8000-000000000000')], 'x@y.fr')
  assert(a.idempotencyKey !== b.idempotencyKey)
  assertMatch(a.idempotencyKey!, /^failed-digest\/[0-9a-f]{64}$/)
})

Deno.test('a body that trickles in: 408 in French after the read timeout, nothing stored', () =>
  using({ BODY_READ_TIMEOUT_MS: '200' }, async (t) => {
    const encoder = new TextEncoder()
    let timer: ReturnType<typeof setInterval> | undefined
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"name":'))
        timer = setInterval(() => controller.enqueue(encoder.encode(' ')), 50)
      },
      cancel: () => clearInterval(timer),
    })
    const started = Date.now()
    const response = await contactHandler(t.deps)(post(body))
    clearInterval(timer)
    assertEquals(response.status, 408)
    const answer = await response.json()
    assertEquals(answer.code, 'timeout')
    assertMatch(answer.error, /trop lentement/)
    assert(Date.now() - started < 2000)
    assertEquals(t.contacts.length, 0)
  }))

Deno.test('newsletter links carry their issue time: a confirmation link works 7 days, an unsubscribe link 365', () =>
  using({}, async (t) => {
    await (await subscribeHandler(t.deps)(post(JSON.stringify({ email: 'temps@exemple.fr' })))).body?.cancel()
    await t.settle()
    const mail = String(t.api.received[0]!.body.text)
    assertMatch(mail, /valable 7 jours/)
    assertMatch(mail, /valable 365 jours/)
    const id = t.subscriptions[0]!.id
    const now = Math.floor(Date.now() / 1000)
    const day = 86_400
    const open = async (action: 'confirm' | 'unsubscribe', token: string) => {
      const handler = action === 'confirm' ? confirmHandler(t.deps) : unsubscribeHandler(t.deps)
      const fn = action === 'confirm' ? 'newsletter-confirm' : 'newsletter-unsubscribe'
      const response = await handler(new Request(`http://127.0.0.1/functions/v1/${fn}?id=${id}&token=${token}`))
      return response.headers.get('location')!
    }
    const invalid = `${SITE}/newsletter/echec?motif=invalid_link`
    assert((await open('confirm', await linkToken(t.deps, 'confirm', id, now - 6 * day))) !== invalid)
    assertEquals(await open('confirm', await linkToken(t.deps, 'confirm', id, now - 8 * day)), invalid)
    assert((await open('unsubscribe', await linkToken(t.deps, 'unsubscribe', id, now - 364 * day))) !== invalid)
    assertEquals(await open('unsubscribe', await linkToken(t.deps, 'unsubscribe', id, now - 366 * day)), invalid)
    // A token from the future, or one without its time (the old format), is no link of ours.
    assertEquals(await open('confirm', await linkToken(t.deps, 'confirm', id, now + day)), invalid)
    const bare = (await linkToken(t.deps, 'confirm', id, now)).split('.')[1]!
    assertEquals(await open('confirm', bare), invalid)
    // Changing the time inside a valid token breaks its signature.
    const [, signature] = (await linkToken(t.deps, 'confirm', id, now - 8 * day)).split('.')
    assertEquals(await open('confirm', `${now}.${signature}`), invalid)
  }))

Deno.test('every answer says X-Content-Type-Options: nosniff (JSON, redirect, preflight, bare)', () =>
  using({}, async (t) => {
    const answers = [
      await contactHandler(t.deps)(post(JSON.stringify(validRequest))),
      await contactHandler(t.deps)(post('{')),
      await contactHandler(t.deps)(post('name=&email=', { type: 'application/x-www-form-urlencoded' })),
      await contactHandler(t.deps)(
        new Request('http://127.0.0.1/functions/v1/send-contact-email', {
          method: 'OPTIONS',
          headers: { origin: SITE },
        }),
      ),
      await unsubscribeHandler(t.deps)(new Request('http://127.0.0.1/x', { method: 'PUT' })),
      await resendHandler(t.deps)(new Request('http://127.0.0.1/x', { method: 'POST' })),
    ]
    assertEquals(
      answers.map((answer) => answer.status),
      [200, 400, 303, 204, 405, 401],
    )
    for (const answer of answers) {
      assertEquals(answer.headers.get('x-content-type-options'), 'nosniff')
      await answer.body?.cancel()
    }
  }))
