import { assert, assertEquals, assertMatch } from './assert.ts'
import { collectHandler } from '../collect/handler.ts'
import { checkMeasureEvent, scrubWords } from '../_shared/measure-event.ts'
import { clientLimit } from '../_shared/client-limit.ts'
import { SITE, testDeps } from './setup.ts'

const URL_ = 'http://127.0.0.1:54321/functions/v1/collect'

function beacon(
  body: BodyInit | null,
  { type = 'text/plain;charset=UTF-8', origin = SITE, ip = '203.0.113.7', headers = {} as Record<string, string> } = {},
) {
  return new Request(URL_, {
    method: 'POST',
    headers: {
      ...(type ? { 'content-type': type } : {}),
      ...(origin ? { origin } : {}),
      'cf-connecting-ip': ip,
      ...headers,
    },
    body,
  })
}

async function withCollect(
  overrides: Record<string, string>,
  run: (t: ReturnType<typeof testDeps> & { handle: (r: Request) => Promise<Response> }) => Promise<void>,
) {
  const t = testDeps(overrides)
  try {
    await run({ ...t, handle: collectHandler(t.deps) })
  } finally {
    await t.api.close()
  }
}

const pageview = { kind: 'pageview', path: '/blog', type: 'blog', referrer: 'www.google.com' }

Deno.test('collect: each known kind is stored, from sendBeacon text/plain or JSON, answered 204', () =>
  withCollect({}, async ({ handle, measures }) => {
    const good = [
      pageview,
      { kind: 'pageview', path: '/', type: 'home' },
      {
        kind: 'vitals',
        path: '/blog/impact-seo-local',
        type: 'article',
        lcp: { value: 1830.4, element: 'main>h1' },
        inp: { value: 96, element: 'button.menu' },
        cls: { value: 0.02, element: null },
      },
      { kind: 'vitals', path: '/', type: 'home', cls: { value: 0 } },
      { kind: 'lead', path: '/services/audit-seo', type: 'service', service: 'audit-seo' },
      { kind: 'newsletter', path: '/blog', type: 'blog' },
      { kind: 'tel', path: '/contact', type: 'contact' },
      { kind: 'mailto', path: '/contact', type: 'contact' },
      { kind: 'payment', path: '/services/seo-local', type: 'service', link: 'seoLocal' },
      { kind: 'not_found', path: '/page-disparue', type: 'not-found', from: '/blog' },
      { kind: 'not_found', path: '/page-disparue', type: 'not-found' },
      { kind: 'empty_search', path: '/blog', type: 'blog', words: 'zzz marie@exemple.fr 06 12 34 56 78 quantique' },
      { kind: 'pageview', path: '/blog/strat%C3%A9gie-netlinking-2025-260', type: 'article' },
    ]
    for (const [index, event] of good.entries()) {
      const type = index % 2 ? 'application/json' : 'text/plain;charset=UTF-8'
      const response = await handle(beacon(JSON.stringify(event), { type }))
      assertEquals(response.status, 204, JSON.stringify(event))
    }
    assertEquals(measures.events.length, good.length)
    const search = measures.events.find((event) => event.kind === 'empty_search')
    assertEquals(search && 'words' in search ? search.words : null, 'zzz quantique')
  }))

const bad: [string, BodyInit, number, string][] = [
  ['malformed JSON', '{"kind":', 400, 'malformed'],
  ['an array', '[]', 400, 'malformed'],
  ['a string', '"pageview"', 400, 'malformed'],
  ['null', 'null', 400, 'malformed'],
  ['an unknown kind', JSON.stringify({ ...pageview, kind: 'click' }), 400, 'kind'],
  ['no kind', JSON.stringify({ path: '/', type: 'home' }), 400, 'kind'],
  ['a full URL as path', JSON.stringify({ ...pageview, path: 'https://evil.example/' }), 400, 'path'],
  ['a protocol-relative path', JSON.stringify({ ...pageview, path: '//evil.example/x' }), 400, 'path'],
  ['a query string', JSON.stringify({ ...pageview, path: '/blog?q=marie@exemple.fr' }), 400, 'path'],
  ['a fragment', JSON.stringify({ ...pageview, path: '/blog#x' }), 400, 'path'],
  ['a control character', JSON.stringify({ ...pageview, path: '/blog\u0000' }), 400, 'path'],
  ['a long path', JSON.stringify({ ...pageview, path: `/${'a'.repeat(300)}` }), 400, 'path'],
  ['a path as number', JSON.stringify({ ...pageview, path: 42 }), 400, 'path'],
  ['a bad page type', JSON.stringify({ ...pageview, type: 'Accueil<script>' }), 400, 'type'],
  ['an identifier field', JSON.stringify({ ...pageview, visitorId: 'abc' }), 400, 'field'],
  ['a referrer URL', JSON.stringify({ ...pageview, referrer: 'https://www.google.com/search?q=x' }), 400, 'field'],
  ['vitals without a metric', JSON.stringify({ kind: 'vitals', path: '/', type: 'home' }), 400, 'field'],
  ['a negative LCP', JSON.stringify({ kind: 'vitals', path: '/', type: 'home', lcp: { value: -1 } }), 400, 'range'],
  [
    'an LCP of 10 minutes',
    JSON.stringify({ kind: 'vitals', path: '/', type: 'home', lcp: { value: 600000 } }),
    400,
    'range',
  ],
  ['a CLS of 1e9', JSON.stringify({ kind: 'vitals', path: '/', type: 'home', cls: { value: 1e9 } }), 400, 'range'],
  ['an INP as string', JSON.stringify({ kind: 'vitals', path: '/', type: 'home', inp: { value: '90' } }), 400, 'field'],
  [
    'a long element',
    JSON.stringify({ kind: 'vitals', path: '/', type: 'home', cls: { value: 0, element: 'x'.repeat(201) } }),
    400,
    'range',
  ],
  [
    'an extra metric field',
    JSON.stringify({ kind: 'vitals', path: '/', type: 'home', cls: { value: 0, id: 'v4-1' } }),
    400,
    'field',
  ],
  ['a lead without service', JSON.stringify({ kind: 'lead', path: '/contact', type: 'contact' }), 400, 'field'],
  [
    'a lead with a bad service',
    JSON.stringify({ kind: 'lead', path: '/contact', type: 'contact', service: 'a b' }),
    400,
    'field',
  ],
  [
    'a 404 from another site',
    JSON.stringify({ kind: 'not_found', path: '/x', type: 'not-found', from: 'https://a.example/' }),
    400,
    'field',
  ],
  [
    'a search of only an address',
    JSON.stringify({ kind: 'empty_search', path: '/blog', type: 'blog', words: 'a@b.fr' }),
    400,
    'field',
  ],
  [
    'a search of 1 000 characters',
    JSON.stringify({ kind: 'empty_search', path: '/blog', type: 'blog', words: 'a'.repeat(1000) }),
    400,
    'field',
  ],
  ['a body over 2 KB', JSON.stringify({ ...pageview, pad: 'x'.repeat(3000) }), 413, 'too_large'],
  ['invalid UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), 400, 'malformed'],
]

for (const [label, body, status, code] of bad) {
  Deno.test(`collect refuses ${label} (${status} ${code}), in French, and stores nothing`, () =>
    withCollect({}, async ({ handle, measures }) => {
      const response = await handle(beacon(body))
      assertEquals(response.status, status)
      const answer = await response.json()
      assertEquals(answer.code, code)
      assert(typeof answer.error === 'string' && answer.error.length > 5)
      assertEquals(response.headers.get('x-content-type-options'), 'nosniff')
      assertEquals(measures.events.length, 0)
    }))
}

Deno.test('collect: another origin, no origin, a wrong method or media type are refused (4xx), nothing stored', () =>
  withCollect({}, async ({ handle, measures }) => {
    assertEquals((await handle(beacon(JSON.stringify(pageview), { origin: 'https://evil.example' }))).status, 403)
    assertEquals((await handle(beacon(JSON.stringify(pageview), { origin: '' }))).status, 403)
    assertEquals((await handle(new Request(URL_, { method: 'GET', headers: { origin: SITE } }))).status, 405)
    const form = await handle(beacon('kind=pageview', { type: 'application/x-www-form-urlencoded' }))
    assertEquals(form.status, 415)
    assertMatch((await form.json()).error, /format/)
    const preflight = await handle(new Request(URL_, { method: 'OPTIONS', headers: { origin: SITE } }))
    assertEquals(preflight.status, 204)
    assertEquals(preflight.headers.get('access-control-allow-origin'), SITE)
    assertEquals(measures.events.length, 0)
  }))

Deno.test('collect honours Sec-GPC and Do Not Track: 204, nothing read or stored', () =>
  withCollect({}, async ({ handle, measures }) => {
    for (const headers of [{ 'sec-gpc': '1' }, { dnt: '1' }] as Record<string, string>[]) {
      const response = await handle(beacon(JSON.stringify(pageview), { headers }))
      assertEquals(response.status, 204)
      // Even garbage: the answer is the same, and nothing is kept.
      assertEquals((await handle(beacon('{garbage', { headers }))).status, 204)
    }
    assertEquals(measures.events.length, 0)
    assertEquals((await handle(beacon(JSON.stringify(pageview), { headers: { dnt: '0' } }))).status, 204)
    assertEquals(measures.events.length, 1)
  }))

Deno.test('collect limits each client (an IPv6 /64 counts as one) in memory, never storing the address', () =>
  withCollect({ MEASURE_RATE_LIMIT: '3/600' }, async ({ handle, measures, deps }) => {
    const statuses: number[] = []
    for (let i = 1; i <= 5; i++)
      statuses.push((await handle(beacon(JSON.stringify(pageview), { ip: `2001:db8:1:2::${i}` }))).status)
    assertEquals(statuses, [204, 204, 204, 429, 429])
    assertEquals((await handle(beacon(JSON.stringify(pageview), { ip: '198.51.100.9' }))).status, 204)
    assertEquals(measures.events.length, 4)
    assert(!JSON.stringify(measures.events).includes('2001:db8'))
    assert(!JSON.stringify(measures.events).includes('198.51'))
    assertEquals(deps.config.rateLimits.measure, { max: 3, windowSeconds: 600 })
  }))

Deno.test('collect never answers 5xx to garbage: 300 random bodies get 4xx; a failing database gets 503', () =>
  withCollect({ MEASURE_RATE_LIMIT: '10000/600' }, async ({ handle, deps }) => {
    const pieces = [
      '{',
      '}',
      '[',
      '"kind"',
      ':',
      '"pageview"',
      '"path"',
      '"/"',
      ',',
      'null',
      '1e999',
      '"\\u0000"',
      '"type"',
      '"home"',
      '{"value":-0}',
      '"lcp"',
      '"vitals"',
    ]
    for (let i = 0; i < 300; i++) {
      const body = Array.from({ length: 1 + (i % 12) }, (_, j) => pieces[(i * 7 + j * 13) % pieces.length]).join('')
      const status = (await handle(beacon(body))).status
      assert(status < 500 && status !== 200, `${status} for ${body}`)
    }
    deps.measures.record = () => Promise.reject(new Error('base indisponible'))
    assertEquals((await handle(beacon(JSON.stringify(pageview)))).status, 503)
  }))

Deno.test('search words lose e-mail addresses and phone numbers', () => {
  assertEquals(scrubWords('  audit  jean.dupont@exemple.fr +33 6 12 34 56 78 local '), 'audit local')
  assertEquals(scrubWords('seo 2026 tarif'), 'seo 2026 tarif')
  assertEquals(scrubWords('01.23.45.67.89'), '')
})

Deno.test('a missing page’s path loses an address typed into it', () => {
  const checked = checkMeasureEvent({ kind: 'not_found', path: '/contact/marie@exemple.fr', type: 'not-found' })
  assert(checked.ok)
  assertEquals(checked.event.path, '/contact/…')
})

Deno.test('the client limit forgets old windows and stays bounded', () => {
  const limit = clientLimit(1, 1000, 3)
  assert(limit.allow('a', 0))
  assert(!limit.allow('a', 10))
  assert(limit.allow('a', 1000))
  for (const client of ['b', 'c']) assert(limit.allow(client, 1500))
  // Windows end: room for new clients again.
  for (const client of ['d', 'e', 'f']) assert(limit.allow(client, 2500))
})

Deno.test('a flood of new clients resets no count: once the map is full, newcomers are refused', () => {
  const limit = clientLimit(2, 1000, 3)
  assert(limit.allow('flooder', 0))
  assert(limit.allow('flooder', 0))
  assert(!limit.allow('flooder', 0))
  for (let i = 0; i < 100; i++) limit.allow(`rotating-${i}`, 10)
  assert(!limit.allow('flooder', 20))
  assert(!limit.allow('newcomer', 20))
  assert(limit.allow('newcomer', 1010))
})

Deno.test('collect limits an IPv6 /48 too: rotating through its /64s gains 4 clients’ worth, no more', () =>
  withCollect({ MEASURE_RATE_LIMIT: '3/600' }, async ({ handle, measures }) => {
    let accepted = 0
    for (let i = 1; i <= 40; i++)
      if ((await handle(beacon(JSON.stringify(pageview), { ip: `2001:db8:7:${i.toString(16)}::1` }))).status === 204)
        accepted++
    assertEquals(accepted, 12)
    // Another /48 is another site.
    assertEquals((await handle(beacon(JSON.stringify(pageview), { ip: '2001:db8:8:1::1' }))).status, 204)
    assertEquals(measures.events.length, 13)
  }))

Deno.test('collect stops at its hourly ceiling for the whole site, whatever the number of addresses', () =>
  withCollect({ MEASURE_MAX_PER_HOUR: '5' }, async ({ handle, measures }) => {
    const statuses: number[] = []
    for (let i = 1; i <= 7; i++)
      statuses.push((await handle(beacon(JSON.stringify(pageview), { ip: `198.51.100.${i}` }))).status)
    assertEquals(statuses, [204, 204, 204, 204, 204, 429, 429])
    assertEquals(measures.events.length, 5)
  }))

Deno.test('every stored path loses an address, a phone number and what a browser would not send, whatever the event', () => {
  const path = '/contact/jean.dupont@exemple.fr/0612345678/06-12-34-56-78/<b>"x\'\u202e'
  const events = [
    { kind: 'pageview', path, type: 'not-found' },
    { kind: 'vitals', path, type: 'not-found', lcp: { value: 900 } },
    { kind: 'not_found', path, type: 'not-found', from: '/jean%40exemple.fr/06%2012%2034%2056%2078' },
  ]
  for (const event of events) {
    const checked = checkMeasureEvent(event)
    assert(checked.ok)
    assertEquals(checked.event.path, '/contact/…/…/bx')
    if (checked.event.kind === 'not_found') assertEquals(checked.event.from, '/…/…')
  }
  // A slug's year and number are not a phone number.
  const article = checkMeasureEvent({
    kind: 'pageview',
    path: '/blog/strat%C3%A9gie-netlinking-2025-260',
    type: 'article',
  })
  assert(article.ok)
  assertEquals(article.event.path, '/blog/strat%C3%A9gie-netlinking-2025-260')
})

Deno.test('free text loses links, addresses and invisible characters: a search’s words, a vitals element', () => {
  assertEquals(scrubWords('prix https://evil.example/login www.evil.example seo \u202elacol\u200b'), 'prix seo lacol')
  const checked = checkMeasureEvent({
    kind: 'vitals',
    path: '/',
    type: 'home',
    lcp: { value: 900, element: 'main>https://evil.example/a>img\u202e' },
    cls: { value: 0, element: 'div.ad.jean@exemple.fr' },
  })
  assert(checked.ok && checked.event.kind === 'vitals')
  assertEquals(checked.event.lcp?.element, 'main>')
  assertEquals(checked.event.cls?.element, null)
})
