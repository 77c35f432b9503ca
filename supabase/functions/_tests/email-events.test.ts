/**
 * email-events, the e-mail API's webhook: a signed bounce or complaint puts its recipients on the suppression list;
 * an unsigned, forged, replayed or re-signed-with-another-key request changes nothing and gets a 401. The list itself
 * (and that the newsletter skips it) is PostgreSQL's: tests/integration/newsletter.test.ts.
 */
import { assertEquals, assertMatch } from './assert.ts'
import { emailEventsHandler } from '../email-events/handler.ts'
import { keyOf } from '../_shared/signed-webhook.ts'
import { testDeps } from './setup.ts'

/** The headers the API signs a request with (Svix's scheme), at `nowMs`. */
async function signedHeaders(secret: string, body: string, id: string, nowMs: number) {
  const timestamp = String(Math.floor(nowMs / 1000))
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${body}`)
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await keyOf(secret), signed))
  return {
    'svix-id': id,
    'svix-timestamp': timestamp,
    'svix-signature': `v1,${btoa(String.fromCharCode(...mac))}`,
    'content-type': 'application/json',
  }
}

const SECRET = `whsec_${btoa('a key of thirty-two bytes, no less')}`
const NOW = Date.parse('2026-12-08T09:00:00Z')
const URL = 'http://127.0.0.1:54321/functions/v1/email-events'

function webhook() {
  const { deps, api, logs } = testDeps({ RESEND_WEBHOOK_SECRET: SECRET })
  const suppressed: [string, string][] = []
  deps.newsletter = {
    ...deps.newsletter,
    suppress: async (email: string, reason: 'bounce' | 'complaint') => {
      suppressed.push([email, reason])
    },
  } as typeof deps.newsletter
  const handler = emailEventsHandler(deps, { now: () => NOW })
  const post = async (event: unknown, headers?: Record<string, string>) => {
    const body = JSON.stringify(event)
    const response = await handler(
      new Request(URL, { method: 'POST', body, headers: headers ?? (await signedHeaders(SECRET, body, 'msg_1', NOW)) }),
    )
    return { status: response.status, body: await response.json() }
  }
  return { post, suppressed, logs, close: () => api.close() }
}

const bounce = { type: 'email.bounced', created_at: '2026-12-08T09:00:00Z', data: { to: ['Marie <Marie@Exemple.fr>'] } }

Deno.test('a signed bounce and a signed complaint suppress their recipients; other events are ignored', async () => {
  const { post, suppressed, close } = webhook()
  assertEquals(await post(bounce), { status: 200, body: { suppressed: 1, reason: 'bounce' } })
  assertEquals((await post({ type: 'email.complained', data: { to: ['paul@exemple.fr'] } })).status, 200)
  assertEquals(await post({ type: 'email.delivered', data: { to: ['luc@exemple.fr'] } }), {
    status: 200,
    body: { ignored: 'email.delivered' },
  })
  assertEquals(suppressed, [
    ['marie@exemple.fr', 'bounce'],
    ['paul@exemple.fr', 'complaint'],
  ])
  await close()
})

Deno.test('a request unsigned, forged, signed with another key or replayed later is refused and changes nothing', async () => {
  const { post, suppressed, logs, close } = webhook()
  const body = JSON.stringify(bounce)
  const good = await signedHeaders(SECRET, body, 'msg_2', NOW)
  const unsigned = await post(bounce, { 'content-type': 'application/json' })
  assertEquals(unsigned.status, 401)
  assertMatch(unsigned.body.error, /non signée/)
  // The body changed after signing: another recipient.
  const forged = await post({ ...bounce, data: { to: ['ceo@client.fr'] } }, good)
  assertEquals(forged, { status: 401, body: { error: 'signature invalide.', code: 'signature' } })
  const otherKey = await signedHeaders(`whsec_${btoa('somebody elses key of 32 bytes!!!')}`, body, 'msg_2', NOW)
  assertEquals((await post(bounce, otherKey)).status, 401)
  const old = await signedHeaders(SECRET, body, 'msg_2', NOW - 6 * 60_000)
  assertMatch((await post(bounce, old)).body.error, /cinq minutes/)
  assertEquals(suppressed, [])
  assertEquals(logs.filter((line) => line.startsWith('Webhook d’e-mail refusé')).length, 4)
  await close()
})

Deno.test('a signed event without readable recipient gets a 400 with its reason; without a secret, a 503', async () => {
  const { post, close } = webhook()
  assertEquals((await post({ type: 'email.bounced', data: { to: ['pas une adresse'] } })).body.code, 'malformed')
  assertEquals((await post({ data: {} })).status, 400)
  await close()
  const { deps, api } = testDeps()
  const response = await emailEventsHandler(deps)(new Request(URL, { method: 'POST', body: '{}' }))
  assertEquals(response.status, 503)
  assertEquals((await response.json()).code, 'unconfigured')
  await api.close()
})
