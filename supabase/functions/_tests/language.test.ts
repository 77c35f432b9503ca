/**
 * The English site (/en/, issue 27): a request names its page's language (`language`, French when absent). The
 * visitor is answered in it (reasons, pages, the newsletter's e-mail); the consultant is told in French which it was.
 */
import { assert, assertEquals, assertMatch } from './assert.ts'
import { confirmHandler } from '../newsletter-confirm/handler.ts'
import { subscribeHandler } from '../newsletter-subscribe/handler.ts'
import { unsubscribeHandler } from '../newsletter-unsubscribe/handler.ts'
import { resendHandler } from '../resend-pending/handler.ts'
import { contactHandler } from '../send-contact-email/handler.ts'
import { en, leadErrors } from '../_shared/site-content.ts'
import { CRON_SECRET, post, SITE, testDeps, validRequest } from './setup.ts'

const form = (fields: Record<string, string>) =>
  post(new URLSearchParams(fields).toString(), { type: 'application/x-www-form-urlencoded' })

Deno.test('an English request is refused in English, and its no-JavaScript pages are the English ones', async () => {
  const t = testDeps()
  try {
    const handle = contactHandler(t.deps)
    const refused = await handle(post(JSON.stringify({ ...validRequest, name: '', language: 'en' })))
    assertEquals(refused.status, 400)
    assertEquals(await refused.json(), { error: en.leadErrors.missing, code: 'missing' })
    assertEquals(en.leadErrors.missing, 'please fill in all the required fields.')

    const sent = await handle(form({ ...validRequest, language: 'en', website: '' }))
    assertEquals(sent.status, 303)
    assertEquals(sent.headers.get('location'), `${SITE}/en/contact/thank-you`)
    const failed = await handle(form({ ...validRequest, email: 'pas-une-adresse', language: 'en', website: '' }))
    assertEquals(failed.headers.get('location'), `${SITE}/en/contact/error?motif=missing`)
    // A robot filling the honeypot of an English form lands where a person would.
    const robot = await handle(form({ ...validRequest, language: 'en', website: 'spam' }))
    assertEquals(robot.headers.get('location'), `${SITE}/en/contact/thank-you`)
    assertEquals(t.contacts.length, 1)
    assertEquals(t.contacts[0]!.language, 'en')
  } finally {
    await t.api.close()
  }
})

Deno.test('an English request over the rate limit is told so in English', async () => {
  const t = testDeps({ CONTACT_RATE_LIMIT: '1/600' })
  try {
    const handle = contactHandler(t.deps)
    await (await handle(post(JSON.stringify({ ...validRequest, language: 'en' })))).body?.cancel()
    const limited = await handle(post(JSON.stringify({ ...validRequest, language: 'en' })))
    assertEquals(limited.status, 429)
    assertEquals((await limited.json()).error, en.leadErrors.rate_limited)
  } finally {
    await t.api.close()
  }
})

Deno.test('the consultant’s notification stays French and names the visitor’s language', async () => {
  const t = testDeps()
  try {
    const handle = contactHandler(t.deps)
    await (await handle(post(JSON.stringify({ ...validRequest, language: 'en' })))).body?.cancel()
    await (await handle(post(JSON.stringify({ ...validRequest, email: 'fr@exemple.fr' })))).body?.cancel()
    const [english, french] = t.api.received.map((call) => call.body)
    assertMatch(String(english!.subject), /^Nouvelle demande de contact\u00a0: Marie Dupont/)
    assertMatch(String(english!.text), /^Une nouvelle demande est arrivée/)
    assert(String(english!.text).includes('Langue du visiteur\u00a0: anglais'), String(english!.text))
    assert(String(english!.html).includes('<th align="left">Langue du visiteur</th><td>anglais</td>'))
    // Without the field, the request is French (the pages built before it), and says so.
    assert(String(french!.text).includes('Langue du visiteur\u00a0: français'))
    assertEquals(
      t.contacts.map((contact) => contact.language),
      ['en', 'fr'],
    )
  } finally {
    await t.api.close()
  }
})

Deno.test('a language of no page: 400 with a JSON reason in French, nothing stored, JSON or form alike', async () => {
  const t = testDeps()
  try {
    const handle = contactHandler(t.deps)
    for (const language of ['de', 'EN', '', 'fr-FR']) {
      const response = await handle(post(JSON.stringify({ ...validRequest, language })))
      assertEquals(response.status, 400)
      assertEquals(await response.json(), { error: leadErrors.language, code: 'language' })
    }
    const typed = await handle(post(JSON.stringify({ ...validRequest, language: ['en'] })))
    assertEquals([typed.status, (await typed.json()).code], [400, 'language'])
    const posted = await handle(form({ ...validRequest, language: 'es', website: '' }))
    assertEquals(posted.status, 400)
    assertEquals(posted.headers.get('content-type'), 'application/json; charset=utf-8')
    assertEquals(await posted.json(), { error: leadErrors.language, code: 'language' })
    const newsletter = await subscribeHandler(t.deps)(post(JSON.stringify({ email: 'a@exemple.fr', language: 'it' })))
    assertEquals([newsletter.status, (await newsletter.json()).code], [400, 'language'])
    assertEquals(t.contacts.length + t.subscriptions.length, 0)
    assertEquals(t.api.received.length, 0)
  } finally {
    await t.api.close()
  }
})

Deno.test('an English subscription: English e-mail, its links lead to the English pages', async () => {
  const t = testDeps()
  try {
    const answer = await subscribeHandler(t.deps)(form({ email: 'jane@example.com', language: 'en', website: '' }))
    assertEquals(answer.headers.get('location'), `${SITE}/en/newsletter/sign-up`)
    await t.settle()
    assertEquals(t.subscriptions[0]!.language, 'en')
    const mail = t.api.received[0]!.body
    assertEquals(mail.subject, en.newsletterConfirmation.subject)
    assertMatch(String(mail.text), /^Hello,\n\nYou asked to receive the Morel Digital newsletter/)
    assertMatch(String(mail.text), /This link is valid for 7 days/)
    assertMatch(String(mail.text), /\nConfirm my subscription: http/)
    const confirmUrl = /(http\S+newsletter-confirm\S+)/.exec(String(mail.text))![1]!
    const unsubscribeUrl = /(http\S+newsletter-unsubscribe\S+)/.exec(String(mail.text))![1]!
    assertEquals(new URL(confirmUrl).searchParams.get('language'), 'en')
    assertEquals(new URL(unsubscribeUrl).searchParams.get('language'), 'en')
    assertMatch(String((mail.headers as Record<string, string>)['List-Unsubscribe']), /language=en/)

    const opened = await confirmHandler(t.deps)(new Request(confirmUrl))
    const page = new URL(opened.headers.get('location')!)
    assertEquals(`${page.origin}${page.pathname}`, `${SITE}/en/newsletter/confirm`)
    // The English page's button posts the id and token (and its language) to the function.
    const target = new URL(confirmUrl)
    const button = (fields: Record<string, string>, referer?: string) =>
      new Request(`${target.origin}${target.pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(referer ? { referer } : {}) },
        body: new URLSearchParams(fields).toString(),
      })
    const forged = await confirmHandler(t.deps)(
      button({ id: page.searchParams.get('id')!, token: '1.2', language: 'en' }),
    )
    assertEquals(forged.headers.get('location'), `${SITE}/en/newsletter/failed?motif=invalid_link`)
    const confirmed = await confirmHandler(t.deps)(
      button({ id: page.searchParams.get('id')!, token: page.searchParams.get('token')!, language: 'en' }),
    )
    assertEquals(confirmed.headers.get('location'), `${SITE}/en/newsletter/confirmed`)
    assertEquals(t.subscriptions[0]!.status, 'confirmed')

    const openedUnsubscribe = await unsubscribeHandler(t.deps)(new Request(unsubscribeUrl))
    assertMatch(
      openedUnsubscribe.headers.get('location')!,
      /^http:\/\/127\.0\.0\.1:3105\/en\/newsletter\/unsubscribe\?id=/,
    )
    // Without JavaScript the page's form posts empty fields; the page's address (Referer) names id, token, language.
    const gone = await unsubscribeHandler(t.deps)(
      button({ id: '', token: '' }, openedUnsubscribe.headers.get('location')!),
    )
    assertEquals(gone.headers.get('location'), `${SITE}/en/newsletter/unsubscribed`)
    assertEquals(t.subscriptions.length, 0)
  } finally {
    await t.api.close()
  }
})

Deno.test('a French subscription’s e-mail and links are as they were: French, no language in the links', async () => {
  const t = testDeps()
  try {
    await (
      await subscribeHandler(t.deps)(post(JSON.stringify({ email: 'jean@exemple.fr', language: 'fr' })))
    ).body?.cancel()
    await t.settle()
    const mail = t.api.received[0]!.body
    assertMatch(String(mail.text), /^Bonjour,/)
    assertMatch(String(mail.text), /\nConfirmer mon inscription\u00a0: http/)
    assert(!String(mail.text).includes('language='))
    assertEquals(t.subscriptions[0]!.language, 'fr')
  } finally {
    await t.api.close()
  }
})

Deno.test('a confirmation sent again later (resend-pending) is in the subscription’s stored language', async () => {
  const t = testDeps()
  try {
    t.api.behave([], 'fail')
    await (
      await subscribeHandler(t.deps)(post(JSON.stringify({ email: 'later@example.com', language: 'en' })))
    ).body?.cancel()
    await t.settle()
    assertEquals(t.subscriptions[0]!.emailStatus, 'pending')
    t.api.behave([], 'ok')
    const before = t.api.received.length
    const response = await resendHandler(t.deps)(
      new Request('http://127.0.0.1:54321/functions/v1/resend-pending', {
        method: 'POST',
        headers: { authorization: `Bearer ${CRON_SECRET}` },
      }),
    )
    assertEquals((await response.json()).confirmations, { sent: 1, pending: 0 })
    const mail = t.api.received.slice(before).at(-1)!.body
    assertEquals(mail.to, ['later@example.com'])
    assertEquals(mail.subject, en.newsletterConfirmation.subject)
    assertMatch(String(mail.text), /newsletter-confirm\?id=\S+&language=en/)
  } finally {
    await t.api.close()
  }
})
