/**
 * The pieces of the newsletter's sending that need no database: the issues as the site publishes them, one
 * subscriber's message, the batch call's retries and answers, the function's door. The sending itself, which relies
 * on PostgreSQL's locks and keys, is tested against it: tests/integration/newsletter.test.ts.
 */
import { assert, assertEquals, assertMatch } from './assert.ts'
import { issueOf, UNSUBSCRIBE_LINK } from '../_shared/newsletter-issue.ts'
import { batchKey, messageFor, personalise } from '../_shared/newsletter-send.ts'
import { newsletterSendHandler } from '../newsletter-send/handler.ts'
import { CRON_SECRET, testDeps } from './setup.ts'

const edition = {
  subject: 'Le conseil de décembre',
  text: `Bonjour.\nSe désinscrire : ${UNSUBSCRIBE_LINK}`,
  html: `<p>Bonjour.</p><a href="${UNSUBSCRIBE_LINK}">Se désinscrire</a>`,
}
const issue = { id: '2026-12', sendAt: '2026-12-01T08:00:00+01:00', editions: { fr: edition }, online: true }

Deno.test('an issue as published: read whole, refused when an edition lacks its unsubscribe link', () => {
  assertEquals(issueOf(issue), issue)
  assertEquals(issueOf({ ...issue, id: '2026-13' }), null)
  assertEquals(issueOf({ ...issue, sendAt: 'décembre' }), null)
  assertEquals(issueOf({ ...issue, editions: {} }), null)
  assertEquals(issueOf({ ...issue, editions: { fr: { ...edition, text: 'Bonjour.' } } }), null)
})

Deno.test('one subscriber’s copy: his link in the text as is, in the HTML escaped', () => {
  const copy = personalise(edition, 'https://f.example/u?id=1&token=2')
  assertMatch(copy.text, /Se désinscrire : https:\/\/f\.example\/u\?id=1&token=2$/)
  assertMatch(copy.html, /href="https:\/\/f\.example\/u\?id=1&amp;token=2"/)
})

Deno.test('a message: the same links for the same delivery (a resumed batch is the same payload)', async () => {
  const { deps, api } = testDeps()
  const delivery = {
    email: 'a@exemple.fr',
    subscriptionId: '3f2b8c1e-2d4a-4b6c-8e9f-0a1b2c3d4e5f',
    language: 'fr' as const,
    batch: 'k',
    linksIssuedAt: 1_796_000_000,
  }
  const first = await messageFor(deps, edition, delivery)
  const again = await messageFor(deps, edition, delivery)
  assertEquals(first, again)
  assertMatch(
    first.headers?.['List-Unsubscribe'] ?? '',
    /^<http[^>]+newsletter-unsubscribe\?id=3f2b8c1e[^>]+>, <mailto:/,
  )
  assertEquals(first.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click')
  await api.close()
})

Deno.test('a batch’s key: the issue and its addresses, in any order', async () => {
  assertEquals(await batchKey('2026-12', ['b@x.fr', 'a@x.fr']), await batchKey('2026-12', ['a@x.fr', 'b@x.fr']))
  assert((await batchKey('2026-12', ['a@x.fr'])) !== (await batchKey('2027-01', ['a@x.fr'])))
  assertMatch(await batchKey('2026-12', ['a@x.fr']), /^newsletter\/2026-12\/[0-9a-f]{40}$/)
})

Deno.test('a batch call: 429 and 500 tried again, 409 counts as sent, 422 refuses it for good', async () => {
  const { deps, api } = testDeps()
  const emails = [1, 2].map((n) => ({ to: [`${n}@exemple.fr`], subject: 's', text: 't', html: 'h' }))
  api.behave(['busy', 'fail'])
  const sent = await deps.mailer.sendBatch(emails, 'key-1')
  assert(sent.ok && sent.ids.length === 2 && sent.ids.every(Boolean), JSON.stringify(sent))
  assertEquals(sent.attempts, 3)
  assertEquals(api.received.at(-1)?.headers.get('idempotency-key'), 'key-1')
  api.behave(['conflict'])
  assertEquals(await deps.mailer.sendBatch(emails, 'key-2'), { ok: true, ids: [], attempts: 1 })
  api.behave(['reject'])
  const refused = await deps.mailer.sendBatch(emails, 'key-3')
  assert(!refused.ok && refused.permanent && refused.status === 422, JSON.stringify(refused))
  await api.close()
})

Deno.test('newsletter-send: only the schedule’s secret; a site that does not answer is a 503 with its reason', async () => {
  const { deps, api } = testDeps()
  const handler = newsletterSendHandler(deps)
  const call = (secret: string, body?: string) =>
    handler(
      new Request('http://127.0.0.1/functions/v1/newsletter-send', {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}` },
        body,
      }),
    )
  assertEquals((await call('not-the-secret')).status, 401)
  const malformed = await call(CRON_SECRET, '{"issue":')
  assertEquals([malformed.status, (await malformed.json()).code], [400, 'malformed'])
  const unavailable = await call(CRON_SECRET)
  assertEquals([unavailable.status, (await unavailable.json()).code], [503, 'unavailable'])
  await api.close()
})
