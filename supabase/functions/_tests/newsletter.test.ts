import { assertEquals, assertMatch } from './assert.ts'
import { confirmHandler } from '../newsletter-confirm/handler.ts'
import { subscribeHandler } from '../newsletter-subscribe/handler.ts'
import { unsubscribeHandler } from '../newsletter-unsubscribe/handler.ts'
import { resendHandler } from '../resend-pending/handler.ts'
import { post, SITE, testDeps, validRequest } from './setup.ts'
import { contactHandler } from '../send-contact-email/handler.ts'

Deno.test('double opt-in: subscribe mails a link; the link confirms and lands on the French page; unsubscribe deletes', async () => {
  const t = testDeps()
  try {
    const response = await subscribeHandler(t.deps)(post(JSON.stringify({ email: 'Jean@Exemple.fr' })))
    assertEquals(response.status, 200)
    await response.body?.cancel()
    assertEquals(t.subscriptions.length, 1)
    assertEquals(t.subscriptions[0]!.status, 'pending')
    const mail = t.api.received[0]!.body
    assertEquals(mail.to, ['jean@exemple.fr'])
    const confirmUrl = /(http\S+newsletter-confirm\S+)/.exec(String(mail.text))![1]!
    const unsubscribeUrl = /(http\S+newsletter-unsubscribe\S+)/.exec(String(mail.text))![1]!
    assertMatch(String((mail.headers as Record<string, string>)['List-Unsubscribe']), /newsletter-unsubscribe/)

    const forged = new URL(confirmUrl)
    forged.searchParams.set('token', '0'.repeat(64))
    const refused = await confirmHandler(t.deps)(new Request(forged))
    assertEquals(refused.headers.get('location'), `${SITE}/newsletter/echec?motif=invalid_link`)
    assertEquals(t.subscriptions[0]!.status, 'pending')

    const confirmed = await confirmHandler(t.deps)(new Request(confirmUrl))
    assertEquals(confirmed.status, 303)
    assertEquals(confirmed.headers.get('location'), `${SITE}/newsletter/confirmee`)
    assertEquals(t.subscriptions[0]!.status, 'confirmed')

    const gone = await unsubscribeHandler(t.deps)(new Request(unsubscribeUrl))
    assertEquals(gone.headers.get('location'), `${SITE}/newsletter/desinscription`)
    assertEquals(t.subscriptions.length, 0)
  } finally {
    await t.api.close()
  }
})

Deno.test('newsletter: an invalid address is refused in French and stores nothing', async () => {
  const t = testDeps()
  try {
    const response = await subscribeHandler(t.deps)(post(JSON.stringify({ email: 'jean' })))
    assertEquals(response.status, 400)
    assertMatch((await response.json()).error, /adresse e-mail valide/)
    assertEquals(t.subscriptions.length, 0)
  } finally {
    await t.api.close()
  }
})

Deno.test('resend-pending: refuses without the secret; sends pending notifications when the API is back', async () => {
  const t = testDeps({ EMAIL_ATTEMPTS: '1' })
  try {
    t.api.behave([], 'fail')
    await (await contactHandler(t.deps)(post(JSON.stringify(validRequest)))).body?.cancel()
    assertEquals(t.contacts[0]!.status, 'pending')
    const resend = resendHandler(t.deps)
    const call = (token: string) => resend(new Request('http://127.0.0.1/functions/v1/resend-pending', { method: 'POST', headers: { authorization: `Bearer ${token}` } }))
    const refused = await call('wrong')
    assertEquals(refused.status, 401)
    await refused.body?.cancel()
    t.api.behave([], 'ok')
    const report = await (await call('cron-secret')).json()
    assertEquals(report.contacts, { sent: 1, pending: 0 })
    assertEquals(t.contacts[0]!.status, 'sent')
  } finally {
    await t.api.close()
  }
})

Deno.test('newsletter: an over-long address is refused as too long, nothing stored', async () => {
  const t = testDeps()
  try {
    const response = await subscribeHandler(t.deps)(post(JSON.stringify({ email: `jean@${'a'.repeat(250)}.fr` })))
    assertEquals(response.status, 400)
    assertEquals((await response.json()).code, 'too_long')
    assertEquals(t.subscriptions.length, 0)
  } finally {
    await t.api.close()
  }
})

Deno.test('newsletter: subscribing a pending address again sends no second confirmation within the hour', async () => {
  const t = testDeps({ NEWSLETTER_RATE_LIMIT: '50/3600' })
  try {
    for (let i = 0; i < 4; i++) {
      const response = await subscribeHandler(t.deps)(post(JSON.stringify({ email: 'jean@exemple.fr' })))
      assertEquals(response.status, 200)
      await response.body?.cancel()
    }
    assertEquals(t.api.received.length, 1)
    assertEquals(t.subscriptions.length, 1)
  } finally {
    await t.api.close()
  }
})
