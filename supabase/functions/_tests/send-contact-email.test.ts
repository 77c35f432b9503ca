import { assert, assertEquals, assertMatch } from './assert.ts'
import { contactHandler } from '../send-contact-email/handler.ts'
import { contactNotificationEmail } from '../_shared/emails.ts'
import { en, leadErrors, siteUrl } from '../_shared/site-content.ts'
import { post, SITE, testDeps, validRequest } from './setup.ts'

async function withHandler(
  overrides: Record<string, string>,
  run: (t: ReturnType<typeof testDeps> & { handle: (r: Request) => Promise<Response> }) => Promise<void>,
) {
  const t = testDeps(overrides)
  try {
    await run({ ...t, handle: contactHandler(t.deps) })
  } finally {
    await t.api.close()
  }
}

Deno.test('a valid request is stored, the consultant notified (reply-to the visitor), and its id returned', () =>
  withHandler({}, async ({ handle, contacts, api }) => {
    const response = await handle(
      post(JSON.stringify({ ...validRequest, name: ' <b>Marie</b> ', email: 'MARIE@exemple.fr' })),
    )
    assertEquals(response.status, 200)
    assertEquals(response.headers.get('access-control-allow-origin'), SITE)
    const body = await response.json()
    assertEquals(contacts.length, 1)
    assertEquals(body.id, contacts[0]!.id)
    assertEquals(body.notified, true)
    assertEquals(contacts[0]!.name, 'bMarie/b')
    assertEquals(contacts[0]!.status, 'sent')
    assertEquals(api.received.length, 1)
    assertEquals(api.received[0]!.body.reply_to, 'marie@exemple.fr')
    assertEquals(api.received[0]!.body.to, ['contact@moreldigital.fr'])
    assertEquals(api.received[0]!.headers.get('authorization'), 'Bearer test-key')
  }))

const badInputs: [string, Request, number, string][] = [
  ['malformed JSON', post('{"name": "Marie",'), 400, 'malformed'],
  ['a JSON array', post('[1, 2]'), 400, 'malformed'],
  ['wrong types', post(JSON.stringify({ ...validRequest, name: ['Marie'] })), 400, 'types'],
  ['a number as message', post(JSON.stringify({ ...validRequest, message: 42 })), 400, 'types'],
  ['missing fields', post(JSON.stringify({ name: 'Marie', email: 'marie@exemple.fr' })), 400, 'missing'],
  ['an invalid e-mail address', post(JSON.stringify({ ...validRequest, email: 'marie@' })), 400, 'missing'],
  ['a malformed service', post(JSON.stringify({ ...validRequest, service: 'Audit SEO' })), 400, 'invalid_service'],
  ['a number as service', post(JSON.stringify({ ...validRequest, service: 3 })), 400, 'types'],
  ['no service', post(JSON.stringify({ ...validRequest, service: '' })), 400, 'missing'],
  ['an oversized body', post(JSON.stringify({ ...validRequest, message: 'a'.repeat(20_000) })), 413, 'too_large'],
  ['an unsupported media type', post(JSON.stringify(validRequest), { type: 'text/plain' }), 415, 'media'],
  ['a disallowed origin', post(JSON.stringify(validRequest), { origin: 'https://malveillant.example' }), 403, 'origin'],
  [
    'the wrong method',
    new Request('http://127.0.0.1/functions/v1/send-contact-email', { method: 'GET', headers: { origin: SITE } }),
    405,
    'method',
  ],
]

for (const [name, request, status, code] of badInputs) {
  Deno.test(`${name}: ${status} with a French reason, nothing stored, nothing sent`, () =>
    withHandler({}, async ({ handle, contacts, api }) => {
      const response = await handle(request)
      assertEquals(response.status, status)
      const body = await response.json()
      assertEquals(body.code, code)
      assertMatch(body.error, /[a-zé]/)
      assertEquals(contacts.length, 0)
      assertEquals(api.received.length, 0)
    }))
}

// Issue 36: the functions keep no list of the services, so that a new service file needs neither a regenerated copy
// nor a deployment. Any value of the services' format is taken; one of no form of the site is refused by name.

Deno.test('a service added since the functions were deployed is stored, and the e-mail links its page', () =>
  withHandler({}, async ({ handle, contacts, api }) => {
    const response = await handle(post(JSON.stringify({ ...validRequest, service: 'redaction-web' })))
    assertEquals(response.status, 200)
    assertEquals((await response.json()).notified, true)
    assertEquals(
      contacts.map((contact) => [contact.service, contact.status]),
      [['redaction-web', 'sent']],
    )
    const page = `${siteUrl}/services/redaction-web`
    assertEquals(page, 'https://www.moreldigital.fr/services/redaction-web')
    const { subject, text, html } = api.received[0]!.body
    assertEquals(subject, 'Nouvelle demande de contact\u00a0: Marie Dupont (redaction-web)')
    assert(String(text).includes(`Service\u00a0: redaction-web (${page})`), String(text))
    assert(String(html).includes(`<th align="left">Service</th><td><a href="${page}">redaction-web</a></td>`))
  }))

Deno.test('the service’s format: any value a service file can make the form send, 40 characters at most', () =>
  withHandler({}, async ({ handle, contacts }) => {
    const accepted = ['seo', 'vous-former', 'redaction-web', 'audit-seo-2', 'a'.repeat(40)]
    const refused = ['Rédaction web', '../x', 'AUDIT-SEO', 'seo ', 'seo_local', 'a'.repeat(41), 'a'.repeat(200)]
    for (const service of [...accepted, ...refused]) {
      const response = await handle(post(JSON.stringify({ ...validRequest, service })))
      const expected = accepted.includes(service) ? 200 : 400
      assertEquals([service, response.status], [service, expected])
      if (expected === 400)
        assertEquals(await response.json(), { error: leadErrors.invalid_service, code: 'invalid_service' })
      else await response.body?.cancel()
    }
    assertEquals(
      contacts.map((contact) => contact.service),
      accepted,
    )
  }))

Deno.test('a malformed service, every other field filled: 400 naming the field, in the visitor’s language', () =>
  withHandler({}, async ({ handle, contacts, api }) => {
    const french = await handle(post(JSON.stringify({ ...validRequest, service: 'Rédaction web' })))
    assertEquals(french.status, 400)
    assertEquals(await french.json(), { error: leadErrors.invalid_service, code: 'invalid_service' })
    assertEquals(
      leadErrors.invalid_service,
      'le champ «\u00a0Service souhaité\u00a0» n’est pas valide\u00a0: choisissez un service dans la liste.',
    )
    const english = await handle(post(JSON.stringify({ ...validRequest, service: '../x', language: 'en' })))
    assertEquals(english.status, 400)
    assertEquals(await english.json(), { error: en.leadErrors.invalid_service, code: 'invalid_service' })
    assertMatch(en.leadErrors.invalid_service, /^the “Service you are interested in” field is not valid/)
    // Without JavaScript, the error page says it (?motif=…, src/leads/outcome-reason.ts).
    const form = new URLSearchParams({ ...validRequest, service: 'piratage!', website: '' })
    const posted = await handle(post(form.toString(), { type: 'application/x-www-form-urlencoded' }))
    assertEquals(posted.headers.get('location'), `${SITE}/contact/erreur?motif=invalid_service`)
    assertEquals(contacts.length + api.received.length, 0)
  }))

Deno.test('the notification escapes what it shows of the service, in its text as in its link', () => {
  const email = contactNotificationEmail(
    'ref',
    { ...validRequest, service: 'a"b<c>&d', language: 'fr' },
    new Date('2026-11-20T10:00:00Z'),
    'contact@moreldigital.fr',
  )
  assert(email.html.includes(`<a href="${siteUrl}/services/a&quot;b&lt;c&gt;&amp;d">a&quot;b&lt;c&gt;&amp;d</a>`))
  assert(!email.html.includes('a"b<c'))
})

Deno.test('a body larger than its Content-Length claims is cut off at the limit', () =>
  withHandler({ MAX_BODY_BYTES: '1000' }, async ({ handle, contacts }) => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`{"message":"${'a'.repeat(5000)}"}`))
        controller.close()
      },
    })
    const response = await handle(post(stream))
    assertEquals(response.status, 413)
    assertEquals(contacts.length, 0)
  }))

Deno.test('CORS: the preflight is answered for the site’s origins only', () =>
  withHandler({}, async ({ handle }) => {
    const preflight = (origin: string) =>
      handle(
        new Request('http://127.0.0.1/functions/v1/send-contact-email', {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST' },
        }),
      )
    const allowed = await preflight(SITE)
    assertEquals(allowed.status, 204)
    assertEquals(allowed.headers.get('access-control-allow-origin'), SITE)
    assertMatch(allowed.headers.get('access-control-allow-headers')!, /authorization.*apikey.*content-type/)
    const production = await preflight('https://www.moreldigital.fr')
    assertEquals(production.headers.get('access-control-allow-origin'), 'https://www.moreldigital.fr')
    const refused = await preflight('https://malveillant.example')
    assertEquals(refused.status, 403)
    assertEquals(refused.headers.get('access-control-allow-origin'), null)
    await refused.body?.cancel()
  }))

Deno.test('the honeypot: a robot is told all went well, and nothing is stored or sent', () =>
  withHandler({}, async ({ handle, contacts, api }) => {
    const response = await handle(post(JSON.stringify({ ...validRequest, website: 'http://spam.example' })))
    assertEquals(response.status, 200)
    await response.body?.cancel()
    assertEquals(contacts.length, 0)
    assertEquals(api.received.length, 0)
  }))

Deno.test('rate limit: past the limit per client address, 429 in French, nothing stored; other clients unaffected', () =>
  withHandler({ CONTACT_RATE_LIMIT: '2/600' }, async ({ handle, contacts }) => {
    for (let i = 0; i < 2; i++) assertEquals((await handle(post(JSON.stringify(validRequest)))).status, 200)
    const limited = await handle(post(JSON.stringify(validRequest)))
    assertEquals(limited.status, 429)
    assertMatch((await limited.json()).error, /trop de demandes/)
    assert(Number(limited.headers.get('retry-after')) > 0)
    assertEquals(contacts.length, 2)
    const other = await handle(post(JSON.stringify(validRequest), { headers: { 'cf-connecting-ip': '198.51.100.9' } }))
    assertEquals(other.status, 200)
    await other.body?.cancel()
  }))

Deno.test('the e-mail API failing: retried, then the request stays stored and pending, and the visitor is told it was received', () =>
  withHandler({ EMAIL_ATTEMPTS: '3' }, async ({ handle, contacts, api }) => {
    api.behave([], 'fail')
    const response = await handle(post(JSON.stringify(validRequest)))
    assertEquals(response.status, 200)
    const body = await response.json()
    assertEquals(body.notified, false)
    assertEquals(contacts.length, 1)
    assertEquals(contacts[0]!.status, 'pending')
    assertEquals(contacts[0]!.attempts, 3)
    assertEquals(api.received.length, 3)
    // Every attempt is the same e-mail: the API sends it once even if an answer was lost.
    assertEquals(new Set(api.received.map((r) => r.headers.get('idempotency-key'))).size, 1)
  }))

Deno.test('the e-mail API hanging: each attempt times out, the request stays stored and pending', () =>
  withHandler({ EMAIL_ATTEMPTS: '2', EMAIL_TIMEOUT_MS: '200' }, async ({ handle, contacts, api }) => {
    api.behave([], 'hang')
    const started = Date.now()
    const response = await handle(post(JSON.stringify(validRequest)))
    assertEquals(response.status, 200)
    assertEquals((await response.json()).notified, false)
    assert(Date.now() - started < 2000, 'bounded by the timeouts')
    assertEquals(contacts[0]!.status, 'pending')
    assertMatch(contacts[0]!.lastError!, /pas de réponse/)
  }))

Deno.test('retries: two failures then success ends sent, after three calls', () =>
  withHandler({ EMAIL_ATTEMPTS: '3' }, async ({ handle, contacts, api }) => {
    api.behave(['fail', 'fail'], 'ok')
    const response = await handle(post(JSON.stringify(validRequest)))
    assertEquals((await response.json()).notified, true)
    assertEquals(api.received.length, 3)
    assertEquals(contacts[0]!.status, 'sent')
  }))

Deno.test('a repeated submission (same request id) is stored and notified once', () =>
  withHandler({}, async ({ handle, contacts, api }) => {
    const body = JSON.stringify({ ...validRequest, requestId: '0b7c5a1e-8f4d-4c2b-9a6e-3d1f2e4a5b6c' })
    const first = await (await handle(post(body))).json()
    const second = await (await handle(post(body))).json()
    assertEquals(first.id, second.id)
    assertEquals(contacts.length, 1)
    assertEquals(api.received.length, 1)
  }))

Deno.test('without JavaScript: the urlencoded form is accepted and the visitor sent to the French pages', () =>
  withHandler({}, async ({ handle, contacts }) => {
    const form = new URLSearchParams({ ...validRequest, website: '' })
    const ok = await handle(post(form.toString(), { type: 'application/x-www-form-urlencoded' }))
    assertEquals(ok.status, 303)
    assertEquals(ok.headers.get('location'), `${SITE}/contact/merci`)
    assertEquals(contacts.length, 1)
    const missing = await handle(
      post(new URLSearchParams({ name: 'Marie' }).toString(), { type: 'application/x-www-form-urlencoded' }),
    )
    assertEquals(missing.status, 303)
    assertEquals(missing.headers.get('location'), `${SITE}/contact/erreur?motif=missing`)
    assertEquals(contacts.length, 1)
  }))

Deno.test('the store failing: 503 and a French reason, so the visitor keeps the form and tries again', () =>
  withHandler({}, async ({ deps, handle }) => {
    deps.store.insertContact = () => Promise.reject(new Error('connexion refusée'))
    const response = await handle(post(JSON.stringify(validRequest)))
    assertEquals(response.status, 503)
    assertMatch((await response.json()).error, /n’a pas pu être enregistrée/)
  }))

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this matches
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

Deno.test('header injection: CR/LF and control characters never reach the e-mail’s headers nor the stored request', () =>
  withHandler({}, async ({ handle, contacts, api }) => {
    const name = 'Marie\r\nBcc: victime@exemple.fr\r\nX-Injected: oui\u0001\u0085\u2028'
    const response = await handle(
      post(JSON.stringify({ ...validRequest, name, phone: '06\r\n12', message: 'Ligne 1\r\nLigne 2\u0007\u009b' })),
    )
    assertEquals(response.status, 200)
    await response.body?.cancel()
    assertEquals(contacts[0]!.name, 'Marie Bcc: victime@exemple.fr X-Injected: oui')
    assertEquals(contacts[0]!.message, 'Ligne 1\nLigne 2')
    const mail = api.received[0]!.body
    for (const header of [mail.subject, mail.reply_to, ...(mail.to as string[])])
      assert(!CONTROL.test(String(header)), `en-tête ${JSON.stringify(header)}`)
    const refused = await handle(
      post(JSON.stringify({ ...validRequest, email: 'marie@exemple.fr\r\nBcc: victime@exemple.fr' })),
    )
    assertEquals(refused.status, 400)
    await refused.body?.cancel()
    assertEquals(contacts.length, 1)
  }))

Deno.test('a NUL character: 400 with a French reason, nothing stored, no rate-limit slot used', () =>
  withHandler({ CONTACT_RATE_LIMIT: '1/600' }, async ({ handle, contacts, api }) => {
    for (const body of [
      { ...validRequest, message: 'Bonjour\u0000' },
      { ...validRequest, name: '\u0000' },
    ]) {
      const response = await handle(post(JSON.stringify(body)))
      assertEquals(response.status, 400)
      const refusal = await response.json()
      assertEquals(refusal.code, 'null_character')
      assertMatch(refusal.error, /caractère nul/)
    }
    const form = await handle(
      post(new URLSearchParams({ ...validRequest, message: 'a\u0000' }).toString(), {
        type: 'application/x-www-form-urlencoded',
      }),
    )
    assertEquals(form.headers.get('location'), `${SITE}/contact/erreur?motif=null_character`)
    assertEquals(contacts.length, 0)
    assertEquals(api.received.length, 0)
    const next = await handle(post(JSON.stringify(validRequest)))
    assertEquals(next.status, 200)
    await next.body?.cancel()
  }))

Deno.test('an over-long e-mail address or phone number: 400 « trop long », nothing stored (never cut into another one)', () =>
  withHandler({}, async ({ handle, contacts, api }) => {
    const email = `marie@${'a'.repeat(244)}.exemple.fr`
    for (const body of [
      { ...validRequest, email },
      { ...validRequest, phone: '0'.repeat(21) },
    ]) {
      const response = await handle(post(JSON.stringify(body)))
      assertEquals(response.status, 400)
      const refusal = await response.json()
      assertEquals(refusal.code, 'too_long')
      assertMatch(refusal.error, /254 caractères/)
    }
    assertEquals(contacts.length, 0)
    assertEquals(api.received.length, 0)
  }))

Deno.test('rate limit: addresses the client writes (X-Forwarded-For, X-Real-IP, Forwarded…) do not bypass it', () =>
  withHandler({ CONTACT_RATE_LIMIT: '5/600' }, async ({ handle, contacts }) => {
    const statuses: number[] = []
    for (let i = 0; i < 50; i++) {
      const spoofed = `198.51.${i}.${i + 1}`
      const headers = {
        'x-forwarded-for': `${spoofed}, 10.0.0.${i}`,
        'x-real-ip': spoofed,
        forwarded: `for=${spoofed}`,
        'true-client-ip': spoofed,
        'x-client-ip': spoofed,
      }
      const response = await handle(post(JSON.stringify(validRequest), { headers }))
      statuses.push(response.status)
      await response.body?.cancel()
    }
    assertEquals(statuses.filter((status) => status === 200).length, 5)
    assertEquals(statuses.filter((status) => status === 429).length, 45)
    assertEquals(contacts.length, 5)
  }))

Deno.test('rate limit: a proxy that appends to the platform’s header is keyed on the entry it added', () =>
  withHandler({ CONTACT_RATE_LIMIT: '2/600', CLIENT_IP_HEADER: 'X-Client-Address' }, async ({ handle, contacts }) => {
    for (let i = 0; i < 6; i++) {
      const response = await handle(
        post(JSON.stringify(validRequest), { headers: { 'x-client-address': `10.9.9.${i}, 203.0.113.50` } }),
      )
      await response.body?.cancel()
    }
    assertEquals(contacts.length, 2)
  }))
