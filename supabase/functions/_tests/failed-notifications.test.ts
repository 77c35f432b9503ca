import { assert, assertEquals, assertMatch } from './assert.ts'
import { resendHandler } from '../resend-pending/handler.ts'
import { contactHandler } from '../send-contact-email/handler.ts'
import { CRON_SECRET, post, testDeps, validRequest } from './setup.ts'

const resend = (t: ReturnType<typeof testDeps>) =>
  resendHandler(t.deps)(
    new Request('http://127.0.0.1/functions/v1/resend-pending', {
      method: 'POST',
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    }),
  ).then((r) => r.json())

Deno.test('a notification the e-mail API refuses (4xx): not retried, marked failed, and reported to the consultant once, in full', async () => {
  const t = testDeps({ EMAIL_ATTEMPTS: '3' })
  try {
    t.api.behave([], 'reject')
    const response = await contactHandler(t.deps)(
      post(JSON.stringify({ ...validRequest, message: 'Un devis pour une refonte, svp.' })),
    )
    assertEquals(response.status, 200)
    assertEquals((await response.json()).notified, false)
    assertEquals(t.api.received.length, 1)
    assertEquals(t.contacts[0]!.status, 'failed')
    t.api.behave([], 'ok')
    const report = await resend(t)
    assertEquals(report.contacts, { sent: 0, pending: 0, grouped: 0 })
    assertEquals(report.failuresReported, 1)
    const digest = t.api.received.at(-1)!.body
    assertEquals(digest.to, ['contact@moreldigital.fr'])
    assertMatch(String(digest.subject), /non transmises.*\(1\)/)
    for (const part of [validRequest.name, validRequest.email, 'Un devis pour une refonte, svp.', 'HTTP 422'])
      assert(String(digest.text).includes(part), part)
    assertEquals((await resend(t)).failuresReported, 0)
    assertEquals(t.api.received.length, 2)
  } finally {
    await t.api.close()
  }
})

Deno.test('a notification that keeps failing stops after EMAIL_MAX_ATTEMPTS; the digest waits for the API to come back', async () => {
  const t = testDeps({ EMAIL_ATTEMPTS: '2', EMAIL_MAX_ATTEMPTS: '4' })
  try {
    t.api.behave([], 'fail')
    await (await contactHandler(t.deps)(post(JSON.stringify(validRequest)))).body?.cancel()
    assertEquals([t.contacts[0]!.status, t.contacts[0]!.attempts], ['pending', 2])
    const first = await resend(t)
    assertEquals([t.contacts[0]!.status, t.contacts[0]!.attempts], ['failed', 4])
    assertEquals(first.failuresReported, 0)
    const calls = t.api.received.length
    t.api.behave([], 'ok')
    const second = await resend(t)
    assertEquals(second.contacts, { sent: 0, pending: 0, grouped: 0 })
    assertEquals(second.failuresReported, 1)
    assertEquals(t.api.received.length, calls + 1)
  } finally {
    await t.api.close()
  }
})
