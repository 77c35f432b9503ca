/**
 * The audience measurement on the built site with the local backend (issue 25): a visitor's page views, client
 * navigation, an empty search, a broken link, a quote request, taps on the phone, e-mail and payment links, and the
 * page's Web Vitals when they leave; each is found in PostgreSQL with no address, cookie or identifier, and the
 * weekly report rendered from them reaches the local outbox. A browser that sends Global Privacy Control sends nothing.
 */
import { expect, test, type Page } from '@playwright/test'
import { CRON_SECRET } from '../../scripts/local-backend/backend.mjs'
import { backendInfo, outboxEmails, query, unique } from './leads'
import { hydrated, watchConsole } from './site'

const collected = (page: Page) => {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/collect')) sent.push(request.postData() ?? '')
  })
  return sent
}

/** Follows a link without leaving the page (a tel: or payment link would open another application or tab). */
async function tap(page: Page, selector: string) {
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }))
  await page.locator(selector).first().click()
}

test('a visit is measured without cookie, address or identifier, and the weekly report shows it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  // The broken link's page answers 404, as it must.
  const problems = watchConsole(page, { expect404: true })
  const sent = collected(page)
  // Letters only: a run of digits would be taken for a phone number and removed.
  const words = `licorne${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`

  // Other browser tests may share the database: counts are compared with what was there before.
  const homeVitals = async () =>
    (await query<{ n: number }>(`select count(*)::int as n from web_vitals where path = '/'`))[0]!.n
  const vitalsBefore = await homeVitals()
  const missing = `/page-disparue-${words}`

  await page.goto('/')
  await hydrated(page)
  await expect.poll(() => sent.some((body) => body.includes('"pageview"'))).toBe(true)
  // The page's vitals are watched once the page is idle; an interaction gives INP something to measure.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('vitals-watched').length)).toBe(1)
  await tap(page, 'footer a[href^="tel:"]')
  await tap(page, 'footer a[href^="mailto:"]')

  // A client navigation: another page view, in the same document.
  await page.locator('main a[href="/services/seo-local"]').first().click()
  await expect(page).toHaveURL(/\/services\/seo-local$/)
  await expect.poll(() => sent.filter((body) => body.includes('"pageview"')).length).toBe(2)
  await tap(page, 'main a[href^="https://buy.stripe.com/"]')

  // Leaving the document sends the landing page's vitals.
  await page.goto('/blog')
  await hydrated(page)
  // (A beacon sent as the document goes does not show among the new page's requests: the database says it came.)
  await expect.poll(homeVitals).toBeGreaterThan(vitalsBefore)

  // A search that finds nothing, with an address and a phone number the beacon must not send.
  await page.getByRole('searchbox').first().fill(`${words} jean@exemple.fr 06 12 34 56 78`)
  await expect(page.getByText(/Aucun article ne correspond/)).toBeVisible()
  await expect.poll(() => sent.some((body) => body.includes('"empty_search"')), { timeout: 10_000 }).toBe(true)

  // A broken link on a page of the site.
  await page.evaluate((href) => {
    const link = document.createElement('a')
    link.href = href
    link.textContent = 'Lien cassé'
    document.querySelector('main')!.prepend(link)
  }, missing)
  await page.getByRole('link', { name: 'Lien cassé' }).click()
  await expect(page).toHaveURL(new RegExp(`${missing}$`))
  await hydrated(page)
  await expect.poll(() => sent.some((body) => body.includes('"not_found"'))).toBe(true)

  // A quote request.
  await page.goto('/contact')
  await hydrated(page)
  const form = page.locator('form[action$="/send-contact-email"]')
  const name = unique('Mesure')
  await form.getByLabel('Nom complet').fill(name)
  await form.getByLabel('Adresse e-mail').fill('mesure@exemple.fr')
  await form.getByLabel('Service souhaité').selectOption({ label: 'Audit SEO' })
  await form.getByLabel('Votre message').fill(`Bonjour, un devis. ${name}`)
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByText('Message envoyé !')).toBeVisible()
  await expect.poll(() => sent.some((body) => body.includes('"lead"'))).toBe(true)

  // Nothing was left in the browser: no cookie, nothing stored but the theme's preference.
  expect(await context.cookies()).toEqual([])
  const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])
  expect(stored.filter((key) => key !== 'theme')).toEqual([])
  // No body carried an address, a phone number or an identifier.
  for (const body of sent) expect(body).not.toMatch(/exemple\.fr|06 12|"(id|visitor|session|uid)"/)

  const events = await query<{
    kind: string
    path: string
    page_type: string
    referrer_path: string | null
    detail: string | null
  }>(`select kind, path, page_type, referrer_path, detail from site_events`)
  const has = (kind: string, fields: Record<string, unknown>) =>
    events.some(
      (row) =>
        row.kind === kind && Object.entries(fields).every(([name, value]) => row[name as keyof typeof row] === value),
    )
  expect(has('pageview', { path: '/', page_type: 'home' })).toBe(true)
  expect(has('pageview', { path: '/services/seo-local', page_type: 'service' })).toBe(true)
  expect(has('pageview', { path: '/blog', page_type: 'blog' })).toBe(true)
  expect(has('tel', { path: '/' })).toBe(true)
  expect(has('mailto', { path: '/' })).toBe(true)
  expect(has('payment', { path: '/services/seo-local', detail: 'seoLocal' })).toBe(true)
  expect(has('empty_search', { path: '/blog', detail: words })).toBe(true)
  expect(has('not_found', { path: missing, referrer_path: '/blog' })).toBe(true)
  expect(has('lead', { path: '/contact', page_type: 'contact', detail: 'audit-seo' })).toBe(true)
  const vitals = await query<{ path: string; lcp_ms: number | null; lcp_element: string | null }>(
    `select path, lcp_ms, lcp_element from web_vitals where path = '/'`,
  )
  expect(vitals.length).toBeGreaterThan(0)
  expect(vitals[0]!.lcp_ms).toBeGreaterThan(0)
  // The element behind it, by its tag and classes, after its parents' as far as 200 characters allow.
  expect(vitals[0]!.lcp_element).toMatch(/^((#[\w-]+|[a-z][\w-]*(\.[^.>]+)*)>)*[a-z][\w-]*(\.[^.>]+)*$/)
  expect(vitals[0]!.lcp_element!.length).toBeLessThanOrEqual(200)

  // No column could hold an address or an identifier, and no value holds the visitor's.
  const columns = await query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name in ('site_events', 'web_vitals')`,
  )
  for (const { column_name } of columns) expect(column_name).not.toMatch(/ip|address|visitor|session|user|agent|cookie/)
  const everything =
    JSON.stringify(await query(`select * from site_events`)) + JSON.stringify(await query(`select * from web_vitals`))
  expect(everything).not.toMatch(/127\.0\.0\.1|exemple\.fr|06 12/)

  // The weekly report for this data, through the local outbox.
  const response = await fetch(`${backendInfo().functionsUrl}/functions/v1/weekly-report`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${CRON_SECRET}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ end: new Date(Date.now() + 60_000).toISOString() }),
  })
  expect(response.status).toBe(200)
  const [report] = outboxEmails(`« ${words} »`)
  expect(report).toBeDefined()
  expect(report).toMatch(/^Subject: Rapport hebdomadaire du site/m)
  expect(report).toMatch(/^From: Morel Digital <formulaire@/m)
  for (const line of [
    /^- Accueil\u00a0: \d+/m,
    /^- Pages de services\u00a0: \d+/m,
    /^- audit-seo\u00a0: \d+/m,
    /^- \/contact\u00a0: \d+/m,
    /^- Clics sur le téléphone\u00a0: [1-9]/m,
    /^- Clics sur l’adresse e-mail\u00a0: [1-9]/m,
    /^- Clics sur un lien de paiement\u00a0: [1-9]/m,
    new RegExp(`^- ${missing}\u00a0: 1 \\(lien depuis /blog\\)`, 'm'),
    /^- Accueil \(\d+ mesures?\)\u00a0: LCP \d/m,
  ])
    expect(report).toMatch(line)
  expect(problems()).toEqual([])
})

test('a browser that sends Global Privacy Control sends no measure at all', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  )
  const sent = collected(page)
  await page.goto('/')
  await hydrated(page)
  await page.locator('main a[href="/services/seo-local"]').first().click()
  await expect(page).toHaveURL(/\/services\/seo-local$/)
  await page.waitForTimeout(1500)
  await page.goto('/about')
  await hydrated(page)
  expect(sent).toEqual([])
  expect(await page.evaluate(() => performance.getEntriesByName('vitals-watched').length)).toBe(0)
})
