import { assertEquals, assertMatch } from './assert.ts'
import { confirmHandler } from '../newsletter-confirm/handler.ts'
import { subscribeHandler } from '../newsletter-subscribe/handler.ts'
import { unsubscribeHandler } from '../newsletter-unsubscribe/handler.ts'
import { resendHandler } from '../resend-pending/handler.ts'
import { CRON_SECRET, post, SITE, testDeps, validRequest } from './setup.ts'
import { linkToken } from '../_shared/notify.ts'
import { contactHandler } from '../send-contact-email/handler.ts'

Deno.test('double opt-in: subscribe mails a link; the link confirms and lands on the French page; unsubscribe deletes', async () => {
  const t = testDeps()
  try {
    const response = await subscribeHandler(t.deps)(post(JSON.stringify({ email: 'Jean@Exemple.fr' })))
    assertEquals(response.status, 200)
    await response.body?.cancel()
    await t.settle()
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

    // Opening the link (a person, or a mail scanner) only shows the page whose button confirms.
    const opened = await confirmHandler(t.deps)(new Request(confirmUrl))
    assertEquals(opened.status, 303)
    const page = new URL(opened.headers.get('location')!)
    assertEquals(`${page.origin}${page.pathname}`, `${SITE}/newsletter/confirmer`)
    assertEquals(t.subscriptions[0]!.status, 'pending')

    // The page's button: a form post of the link's id and token.
    const confirmed = await confirmHandler(t.deps)(
      formPost(confirmUrl, { id: page.searchParams.get('id')!, token: page.searchParams.get('token')! }),
    )
    assertEquals(confirmed.status, 303)
    assertEquals(confirmed.headers.get('location'), `${SITE}/newsletter/confirmee`)
    assertEquals(t.subscriptions[0]!.status, 'confirmed')

    const openedUnsubscribe = await unsubscribeHandler(t.deps)(new Request(unsubscribeUrl))
    assertMatch(openedUnsubscribe.headers.get('location')!, /\/newsletter\/desinscrire\?id=/)
    assertEquals(t.subscriptions.length, 1)
    // Without JavaScript the page's form posts empty fields, and the page's address comes as the Referer.
    const gone = await unsubscribeHandler(t.deps)(
      formPost(unsubscribeUrl, { id: '', token: '' }, openedUnsubscribe.headers.get('location')!),
    )
    assertEquals(gone.headers.get('location'), `${SITE}/newsletter/desinscription`)
    assertEquals(t.subscriptions.length, 0)
  } finally {
    await t.api.close()
  }
})

/** A form post to a function of the link's origin and path (as the site's page sends it). */
function formPost(link: string, fields: Record<string, string>, referer?: string) {
  const url = new URL(link)
  return new Request(`${url.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, ...(referer ? { referer } : {}) },
    body: new URLSearchParams(fields).toString(),
  })
}

Deno.test('one-click unsubscribe (List-Unsubscribe-Post) still works: a bare 200, the subscription deleted', async () => {
  const t = testDeps()
  try {
    await (await subscribeHandler(t.deps)(post(JSON.stringify({ email: 'clic@exemple.fr' })))).body?.cancel()
    await t.settle()
    const mail = t.api.received[0]!.body
    assertEquals((mail.headers as Record<string, string>)['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click')
    const link = /<(.+)>/.exec((mail.headers as Record<string, string>)['List-Unsubscribe']!)![1]!
    const oneClicks: [string, string][] = [
      ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      ],
    ]
    for (const [type, body] of oneClicks) {
      await (await subscribeHandler(t.deps)(post(JSON.stringify({ email: 'clic@exemple.fr' })))).body?.cancel()
      const id = t.subscriptions[0]!.id
      const url = new URL(link)
      url.searchParams.set('id', id)
      url.searchParams.set('token', await linkToken(t.deps, 'unsubscribe', id))
      const response = await unsubscribeHandler(t.deps)(
        new Request(url, { method: 'POST', headers: { 'content-type': type }, body }),
      )
      assertEquals(response.status, 200)
      assertEquals(t.subscriptions.length, 0)
    }
  } finally {
    await t.api.close()
  }
})

Deno.test('a link scanner opening every link of the e-mails confirms and unsubscribes nobody', async () => {
  const t = testDeps()
  try {
    await (await subscribeHandler(t.deps)(post(JSON.stringify({ email: 'scanne@exemple.fr' })))).body?.cancel()
    await t.settle()
    for (const url of String(t.api.received[0]!.body.text).match(/http\S+/g)!) {
      for (const handler of [confirmHandler(t.deps), unsubscribeHandler(t.deps)]) {
        for (const method of ['GET', 'HEAD']) await (await handler(new Request(url, { method }))).body?.cancel()
      }
    }
    assertEquals(
      t.subscriptions.map((s) => s.status),
      ['pending'],
    )
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
    const call = (token: string) =>
      resend(
        new Request('http://127.0.0.1/functions/v1/resend-pending', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        }),
      )
    const refused = await call('wrong')
    assertEquals(refused.status, 401)
    await refused.body?.cancel()
    t.api.behave([], 'ok')
    const report = await (await call(CRON_SECRET)).json()
    assertEquals(report.contacts, { sent: 1, pending: 0, grouped: 0 })
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
    await t.settle()
    assertEquals(t.api.received.length, 1)
    assertEquals(t.subscriptions.length, 1)
  } finally {
    await t.api.close()
  }
})
