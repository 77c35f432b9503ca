import { assert, assertEquals, assertMatch } from './assert.ts'
import type { ReportData } from '../_shared/measure-store.ts'
import { reportEnd, startOfParisDay } from '../_shared/report-period.ts'
import { proposedRedirect } from '../_shared/redirect-proposal.ts'
import { renderWeeklyReport } from '../_shared/weekly-report.ts'
import { weeklyReportHandler } from '../weekly-report/handler.ts'
import { memoryMeasures } from './memory-measures.ts'
import { CRON_SECRET, testDeps } from './setup.ts'

const end = new Date('2026-11-23T23:00:00Z')
const fixedReport: ReportData = {
  start: new Date('2026-11-16T23:00:00Z'),
  end,
  totals: [
    { key: 'pageview', current: 1520, previous: 1200 },
    { key: 'lead', current: 3, previous: 1 },
    { key: 'empty_search', current: 2, previous: 0 },
  ],
  pageTypes: [
    { key: 'article', current: 900, previous: 700 },
    { key: 'service', current: 400, previous: 400 },
  ],
  topPages: [{ key: '/blog/impact-seo-local', current: 310, previous: 0 }],
  referrers: [{ key: 'www.google.com', current: 640, previous: 500 }],
  leadServices: [
    { key: 'audit-seo', current: 2, previous: 1 },
    { key: 'redaction-web', current: 1, previous: 0 },
  ],
  leadPages: [{ key: '/services/audit-seo', current: 2, previous: 0 }],
  vitals: [
    {
      pageType: 'article',
      samples: 210,
      lcp: 2860,
      lcpPrevious: 2400,
      lcpElement: 'main>figure>img',
      inp: 180,
      inpPrevious: null,
      inpElement: 'button.menu',
      cls: 0.31,
      clsPrevious: 0.05,
      clsElement: 'div.ad',
    },
  ],
  notFound: [
    { path: '/blog/ancien-article', from: '/blog', count: 4 },
    { path: '/wp-login.php', from: null, count: 12 },
  ],
  emptySearches: [{ words: 'chatgpt shopping', count: 2 }],
  newsletter: { confirmed: 41, joined: 3, left: 1 },
  mailFailing: null,
}

Deno.test('the weekly report says the week in French, each figure against the week before', () => {
  const { subject, text, html } = renderWeeklyReport(fixedReport)
  assertEquals(subject, 'Rapport hebdomadaire du site\u00a0: semaine du 17 novembre 2026 au 23 novembre 2026')
  for (const line of [
    '- Pages vues\u00a0: 1\u00a0520 (semaine précédente\u00a0: 1\u00a0200, +27\u00a0%)',
    '- Demandes de devis envoyées\u00a0: 3 (semaine précédente\u00a0: 1, +200\u00a0%)',
    '- Clics sur le téléphone\u00a0: 0',
    '- Articles\u00a0: 900 (semaine précédente\u00a0: 700, +29\u00a0%)',
    '- /blog/impact-seo-local\u00a0: 310 (semaine précédente\u00a0: 0)',
    '- www.google.com\u00a0: 640',
    // The value the form sent: a service added since the functions were deployed is counted like the others.
    '- audit-seo\u00a0: 2 (semaine précédente\u00a0: 1, +100\u00a0%)',
    '- redaction-web\u00a0: 1 (semaine précédente\u00a0: 0)',
    '- /services/audit-seo\u00a0: 2',
    'LCP 2,9\u00a0s (à améliorer, semaine précédente\u00a0: 2,4\u00a0s), élément en cause\u00a0: main>figure>img',
    'INP 180\u00a0ms (bon), élément en cause\u00a0: button.menu',
    'CLS 0,31 (mauvais, semaine précédente\u00a0: 0,05), élément en cause\u00a0: div.ad',
    '- /blog/ancien-article\u00a0: 4 (lien depuis /blog)',
    '- /wp-login.php\u00a0: 12 (lien d’un autre site ou adresse tapée)',
    '- « chatgpt shopping »\u00a0: 2',
  ])
    assert(text.includes(line), `missing: ${line}\n${text}`)
  assertMatch(html, /<h2>Signaux web essentiels/)
  assert(!html.includes('<script'))
})

Deno.test('« À venir »: the next 14 days’ articles and letters, next month’s letter unwritten, offers ending, the e-mail API, subscribers', () => {
  const letter = (id: string, sendAt: string) => ({
    id,
    sendAt,
    online: false,
    editions: { fr: { subject: `Lettre ${id}`, html: '', text: '' } },
  })
  const upcoming = {
    schedule: {
      builtAt: '2026-11-23T10:00:00Z',
      due: [
        { at: '2026-11-20T00:00:00Z', kind: 'article' as const },
        { at: '2026-11-26T23:00:00Z', kind: 'article' as const },
        { at: '2026-12-02T23:00:00Z', kind: 'article' as const },
        { at: '2026-12-20T23:00:00Z', kind: 'article' as const },
        { at: '2026-12-08T07:00:00Z', kind: 'letter' as const, name: '2026-12' },
        { at: '2026-12-16T00:00:00Z', kind: 'offer-end' as const, name: 'SEO IA' },
        { at: '2027-07-01T00:00:00Z', kind: 'offer-end' as const, name: 'Audit SEO' },
      ],
    },
    issues: [letter('2026-12', '2026-12-01T07:00:00Z')],
  }
  const failing = { since: new Date('2026-11-22T08:00:00Z'), error: 'HTTP 401' }
  const { text } = renderWeeklyReport({ ...fixedReport, mailFailing: failing }, [], null, upcoming)
  const section = text.slice(text.indexOf('À venir'), text.indexOf('En bref'))
  assertEquals(
    section.split('\n').filter((line) => line.startsWith('- ')),
    [
      '- En retard\u00a0: le site n’a pas été reconstruit depuis le 20 novembre 2026 (1 échéance passée, un article)\u00a0: vérifiez le crochet de déploiement (DEPLOY_HOOK_URL) et les builds de Cloudflare Pages',
      '- 2 articles programmés\u00a0: le 27 novembre 2026, le 3 décembre 2026',
      '- L’offre «\u00a0SEO IA\u00a0» se termine le 15 décembre 2026\u00a0: prolongez-la ou remplacez-la dans l’éditeur',
      '- La lettre de décembre 2026 part le 1er décembre 2026\u00a0: «\u00a0Lettre 2026-12\u00a0»',
      '- Les e-mails ne partent plus depuis le 22 novembre 2026 (dernière erreur\u00a0: HTTP 401)\u00a0: demandes de devis et newsletter attendent',
      '- Newsletter\u00a0: 41 abonnés confirmés\u00a0; cette semaine, 3 inscriptions confirmées et 1 désinscription',
    ],
  ) // December's letter not written, the site unread: said, not hidden.
  const unwritten = renderWeeklyReport(fixedReport, [], null, { schedule: null, issues: [] }).text
  assertMatch(unwritten, /- La lettre de décembre 2026 n’est pas encore écrite \(éditeur, Newsletter, mois 2026-12\)/)
  assertMatch(unwritten, /- Calendrier du site indisponible cette semaine/)
})

Deno.test('an empty week says so rather than showing empty sections', () => {
  const { text } = renderWeeklyReport({
    ...fixedReport,
    totals: [],
    pageTypes: [],
    topPages: [],
    referrers: [],
    leadServices: [],
    leadPages: [],
    vitals: [],
    notFound: [],
    emptySearches: [],
  })
  assertMatch(text, /Aucune visite\./)
  assertMatch(text, /Aucune mesure cette semaine\./)
})

Deno.test('HTML in a stored value is escaped in the e-mail', () => {
  const { html } = renderWeeklyReport({
    ...fixedReport,
    emptySearches: [{ words: '<img src=x onerror=alert(1)>', count: 1 }],
  })
  assert(!html.includes('<img'))
})

Deno.test('a referrer host or path is shown only in the shape collect stores', () => {
  const { text } = renderWeeklyReport({
    ...fixedReport,
    referrers: [
      { key: 'evil.example/connexion?compte=1', current: 9, previous: 0 },
      { key: 'www.google.com', current: 640, previous: 500 },
    ],
    notFound: [{ path: '/x', from: '/blog/"><a href=https://evil.example>\u202e', count: 1 }],
  })
  assert(!text.includes('evil.example'), text)
  assert(!text.includes('\u202e'))
  assert(text.includes('- www.google.com\u00a0: 640'))
  assert(text.includes('- /x\u00a0: 1 (lien d’un autre site ou adresse tapée)'))
})

Deno.test('the week ends at midnight in Paris, winter and summer', () => {
  assertEquals(startOfParisDay(new Date('2026-11-30T07:00:00Z')).toISOString(), '2026-11-29T23:00:00.000Z')
  assertEquals(startOfParisDay(new Date('2026-07-06T07:00:00Z')).toISOString(), '2026-07-05T22:00:00.000Z')
  assertEquals(reportEnd('2026-11-30T10:00:00Z')?.toISOString(), '2026-11-30T10:00:00.000Z')
  assertEquals(reportEnd('hier'), null)
  assertEquals(reportEnd(42), null)
})

Deno.test('the report lists what waits for its English translation, or says the list could not be read', () => {
  const waiting = renderWeeklyReport(fixedReport, ['« Témoignages » (1 élément)', 'le service « redaction-web »']).text
  assertMatch(
    waiting,
    /À traduire \(version anglaise\)\n─+\n- « Témoignages » \(1 élément\)\n- le service « redaction-web »/,
  )
  assertMatch(renderWeeklyReport(fixedReport, []).text, /À traduire \(version anglaise\)\n─+\n- Tout est traduit\./)
  assertMatch(renderWeeklyReport(fixedReport, null).text, /- Liste indisponible cette semaine/)
})

Deno.test('weekly-report: refuses without the secret; mails the report to the consultant from the leads’ sender', async () => {
  // The site as deployed, which publishes what waits for translation (src/build/static-files.ts).
  const site = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, (request) =>
    new URL(request.url).pathname === '/translation-status.json'
      ? Response.json({ en: ['« Témoignages » (1 élément)'] })
      : new URL(request.url).pathname === '/sitemap.xml'
        ? new Response(
            '<?xml version="1.0"?><urlset><url><loc>https://www.moreldigital.fr/blog</loc></url>' +
              '<url><loc>https://www.moreldigital.fr/blog/un-article-ancien</loc></url></urlset>',
          )
        : new Response('Introuvable', { status: 404 }),
  )
  const t = testDeps({ SITE_URL: `http://127.0.0.1:${site.addr.port}` })
  try {
    t.deps.measures = memoryMeasures(fixedReport).store
    const handle = weeklyReportHandler(t.deps)
    const call = (token: string, body?: string) =>
      handle(
        new Request('http://127.0.0.1/functions/v1/weekly-report', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body,
        }),
      )
    assertEquals((await call('wrong')).status, 401)
    assertEquals((await call(CRON_SECRET, '{"end": "jamais"}')).status, 400)
    const response = await call(CRON_SECRET, JSON.stringify({ end: end.toISOString() }))
    assertEquals(response.status, 200)
    assertEquals(t.api.received.length, 1)
    const sent = t.api.received[0]!
    assertEquals(sent.body.to, ['contact@moreldigital.fr'])
    assertMatch(String(sent.body.from), /^Morel Digital <formulaire@moreldigital\.fr>$/)
    assertMatch(String(sent.body.subject), /^Rapport hebdomadaire du site/)
    assertEquals(sent.headers.get('idempotency-key'), `weekly-report/${end.toISOString()}`)
    assertMatch(String(sent.body.text), /À traduire \(version anglaise\)\n─+\n- « Témoignages » \(1 élément\)/)
    // Each missing page with a page of the site's sitemap to redirect it to.
    assert(
      String(sent.body.text).includes(
        '- /blog/ancien-article\u00a0: 4 (lien depuis /blog), à rediriger vers /blog/un-article-ancien',
      ),
    )
  } finally {
    await site.shutdown()
    await t.api.close()
  }
})

Deno.test('a missing page is given a page to redirect it to: the same page under another address, or none', () => {
  const published = [
    '/',
    '/contact',
    '/services',
    '/services/seo-local',
    '/services/audit-seo',
    '/blog',
    '/blog/pbn-seo',
    '/en',
    '/en/services/local-seo',
  ]
  assertEquals(proposedRedirect('/services/seo-lokal', published), '/services/seo-local')
  assertEquals(proposedRedirect('/contactez-nous', published), '/contact')
  assertEquals(proposedRedirect('/blog/un-sujet-sans-rapport', published), null)
  assertEquals(proposedRedirect('/en/services/local-seo-paris', published), '/en/services/local-seo')
  // Nothing close: no redirect (to the home page or a section, Google would count it a soft 404).
  assertEquals(proposedRedirect('/en/blog/gone', published), null)
  assertEquals(proposedRedirect('/wp-login.php', published), null)
  assertEquals(
    proposedRedirect('/services/r%C3%A9daction-web', ['/services', '/services/redaction-web']),
    '/services/redaction-web',
  )
})

Deno.test('the missing pages come with their redirect and how to make it, and without when the site did not answer', () => {
  const { text } = renderWeeklyReport(fixedReport, [], ['/', '/blog', '/blog/ancien-article-seo'])
  assert(
    text.includes('- /blog/ancien-article\u00a0: 4 (lien depuis /blog), à rediriger vers /blog/ancien-article-seo'),
    text,
  )
  assert(
    text.includes(
      '- /wp-login.php\u00a0: 12 (lien d’un autre site ou adresse tapée), aucune page proche\u00a0: à laisser introuvable',
    ),
    text,
  )
  assert(text.includes('ajoutez-la aux «\u00a0Anciennes adresses\u00a0» de l’article ou du service proposé'), text)
  assert(!renderWeeklyReport(fixedReport).text.includes('à rediriger'))
})
