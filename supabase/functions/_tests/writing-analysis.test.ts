/**
 * writing-analysis: the editor's preview gets the writing analysis of the page being written, in French; a request
 * that cannot be analysed gets a 4xx and its reason; a browser of another site gets nothing.
 */
import { assert, assertEquals, assertMatch } from './assert.ts'
import { clientLimit } from '../_shared/client-limit.ts'
import { MAX_TEXT_BYTES, writingAnalysisHandler } from '../writing-analysis/handler.ts'
import { SITE, testDeps } from './setup.ts'

const EDITOR = 'https://admin.moreldigital.fr'
const { deps, api } = testDeps()
await api.close()
const handler = writingAnalysisHandler(deps.config)

const ARTICLE = {
  language: 'fr',
  title: 'Référencement local : le guide pour les artisans',
  description:
    'Le référencement local expliqué aux artisans : la fiche Google, les avis, les pages de service et ce qui fait venir des clients près de chez vous.',
  slug: 'referencement-local-artisans',
  keyphrase: 'référencement local',
  html:
    '<p>Le référencement local fait venir des clients qui habitent près de chez vous. Il demande une fiche complète et des avis réguliers.</p>' +
    '<h2>Pourquoi le référencement local compte pour un artisan</h2>' +
    '<p>Vos clients cherchent sur leur téléphone, souvent au dernier moment. Ensuite, ils appellent la première entreprise qui répond à leur besoin. Par exemple, un plombier bien noté et ouvert le samedi reçoit plus d’appels. Donc une fiche à jour compte autant que le site. De plus, les avis récents rassurent ceux qui hésitent encore entre deux entreprises du quartier.</p>',
}

const post = (body: unknown, { origin = EDITOR, type = 'application/json' } = {}) =>
  handler(
    new Request('http://127.0.0.1:54321/functions/v1/writing-analysis', {
      method: 'POST',
      headers: { 'Content-Type': type, Origin: origin },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

Deno.test('the editor gets each check rated, in French, from its own origin', async () => {
  const response = await post(ARTICLE)
  assertEquals(response.status, 200)
  assertEquals(response.headers.get('access-control-allow-origin'), EDITOR)
  const report = (await response.json()) as { checks: { id: string; rating: string; text: string }[]; flesch: number }
  const rated = Object.fromEntries(report.checks.map((check) => [check.id, check.rating]))
  assertEquals(rated.keyphraseInTitle, 'good')
  assertEquals(rated.keyphraseInSlug, 'good')
  assertEquals(rated.keyphraseInIntroduction, 'good')
  assertEquals(rated.keyphraseInSubheadings, 'good')
  assertEquals(rated.titleLength, 'good')
  assert(report.flesch > 0 && report.flesch <= 100, `Flesch ${report.flesch}`)
  const ease = report.checks.find((check) => check.id === 'readingEase')!
  assertMatch(ease.text, /^\d+ sur 100\u00a0: /)
})

Deno.test('without a keyphrase, one check says what it would check; a missing keyphrase in the title is red', async () => {
  const without = (await (await post({ ...ARTICLE, keyphrase: undefined })).json()) as { checks: { id: string }[] }
  assert(without.checks.some((check) => check.id === 'keyphrase'))
  assert(!without.checks.some((check) => check.id === 'keyphraseInTitle'))
  const other = (await (await post({ ...ARTICLE, keyphrase: 'création de site vitrine' })).json()) as {
    checks: { id: string; rating: string }[]
  }
  assertEquals(other.checks.find((check) => check.id === 'keyphraseInTitle')?.rating, 'bad')
})

Deno.test('a text too short to judge says so instead of rating its readability', async () => {
  const report = (await (await post({ ...ARTICLE, html: '<p>Un début.</p>' })).json()) as {
    checks: { id: string; rating: string }[]
  }
  assertEquals(report.checks.find((check) => check.id === 'textPresence')?.rating, 'bad')
  assert(!report.checks.some((check) => check.id === 'sentenceLength'))
})

Deno.test('the site’s origin may ask (the dev server serves the editor there); another site may not', async () => {
  assertEquals((await post(ARTICLE, { origin: SITE })).status, 200)
  const refused = await post(ARTICLE, { origin: 'https://autre-site.example' })
  assertEquals(refused.status, 403)
  assertEquals(refused.headers.get('access-control-allow-origin'), null)
  assertMatch(((await refused.json()) as { error: string }).error, /éditeur/)
  const preflight = await handler(
    new Request('http://127.0.0.1/functions/v1/writing-analysis', { method: 'OPTIONS', headers: { Origin: EDITOR } }),
  )
  assertEquals(preflight.status, 204)
  assertEquals(preflight.headers.get('access-control-allow-origin'), EDITOR)
})

Deno.test('a request it cannot analyse gets a 4xx and its reason, as JSON', async () => {
  const cases: [Response, number, RegExp][] = [
    [await post('{"language":'), 400, /illisible/],
    [await post({ ...ARTICLE, language: 'de' }), 400, /langue/],
    [await post({ ...ARTICLE, html: undefined }), 400, /html/],
    [await post({ ...ARTICLE, keyphrase: 'x'.repeat(81) }), 400, /keyphrase dépasse 80/],
    [await post(ARTICLE, { type: 'text/plain' }), 415, /JSON/],
    [await post({ ...ARTICLE, html: 'x'.repeat(MAX_TEXT_BYTES + 1) }), 413, /trop longue/],
    [
      await handler(new Request('http://127.0.0.1/functions/v1/writing-analysis', { headers: { Origin: EDITOR } })),
      405,
      /POST/,
    ],
  ]
  for (const [response, status, reason] of cases) {
    assertEquals(response.status, status)
    assertEquals(response.headers.get('content-type'), 'application/json; charset=utf-8')
    assertMatch(((await response.json()) as { error: string }).error, reason)
  }
})

Deno.test('one client asking too often gets a 429 and when to come back; another client is still answered', async () => {
  const limited = writingAnalysisHandler(deps.config, clientLimit(2, 60_000))
  const from = (client: string) =>
    limited(
      new Request('http://127.0.0.1/functions/v1/writing-analysis', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: EDITOR, [deps.config.clientIpHeader]: client },
        body: JSON.stringify(ARTICLE),
      }),
    )
  assertEquals((await from('203.0.113.7')).status, 200)
  assertEquals((await from('203.0.113.7')).status, 200)
  const refused = await from('203.0.113.7')
  assertEquals(refused.status, 429)
  assertEquals(refused.headers.get('retry-after'), '600')
  assertMatch(((await refused.json()) as { error: string }).error, /réessayez/)
  assertEquals((await from('203.0.113.8')).status, 200)
})
