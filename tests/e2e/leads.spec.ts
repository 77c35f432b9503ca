import { expect, test, type Page } from '@playwright/test'
import { outboxEmails, query, unique } from './leads'
import { builtChunk, hydrated, watchConsole } from './site'
import { contentFile } from '../../src/build/content-files.ts'

const site = contentFile<typeof import('../../content/site.json')>('content/site.json')

const contactForm = (page: Page) => page.locator('form[action$="/send-contact-email"]')

async function fillContact(page: Page, name: string, { service = 'Audit SEO' as string | null } = {}) {
  const form = contactForm(page)
  await form.getByLabel('Nom complet').fill(name)
  await form.getByLabel('Adresse e-mail').fill(`${name.toLowerCase()}@exemple.fr`)
  await form.getByLabel(/Téléphone/).fill('06 12 34 56 78')
  if (service) await form.getByLabel('Service souhaité').selectOption({ label: service })
  await form.getByLabel('Votre message').fill(`Bonjour, je voudrais un devis. ${name}`)
}

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ })

test('a visitor sends the form on /contact: success toast, the request stored, the e-mail in the outbox', async ({
  page,
}) => {
  const problems = watchConsole(page)
  await page.goto('/contact')
  await hydrated(page)
  const name = unique('Contact')
  await fillContact(page, name)
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(toast(page).getByText('Message envoyé !')).toBeVisible()
  await expect(toast(page).getByText('Nous vous recontacterons dans les plus brefs délais.')).toBeVisible()
  await expect(page.getByLabel('Nom complet')).toHaveValue('')
  const rows = await query<{ service: string; notification_status: string }>(
    `select service, notification_status from contact_requests where name = $1`,
    [name],
  )
  expect(rows).toEqual([{ service: 'audit-seo', notification_status: 'sent' }])
  await expect.poll(() => outboxEmails(name).length).toBe(1)
  expect(outboxEmails(name)[0]).toContain(`Reply-To: ${name.toLowerCase()}@exemple.fr`)
  expect(problems()).toEqual([])
})

test('a visitor sends the form at the end of a service page, its service preselected', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/services/formation-seo')
  await hydrated(page)
  const section = page.getByRole('region', { name: 'Demander des informations' })
  await expect(section.getByLabel('Service souhaité')).toHaveCount(0)
  const name = unique('Formation')
  await fillContact(page, name, { service: null })
  await section.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(toast(page).getByText('Message envoyé !')).toBeVisible()
  const rows = await query(`select service from contact_requests where name = $1`, [name])
  expect(rows).toEqual([{ service: 'vous-former' }])
  await expect.poll(() => outboxEmails(name).length).toBe(1)
  expect(problems()).toEqual([])
})

test('a link to the contact page preselects its service; the request is stored with it', async ({ page }) => {
  await page.goto('/contact?service=strategie-netlinking')
  await hydrated(page)
  await expect(page.getByLabel('Service souhaité')).toHaveValue('strategie-netlinking')
  const name = unique('Netlinking')
  await fillContact(page, name, { service: null })
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(toast(page).getByText('Message envoyé !')).toBeVisible()
  await expect(page.getByLabel('Service souhaité')).toHaveValue('strategie-netlinking')
  const rows = await query(`select service from contact_requests where name = $1`, [name])
  expect(rows).toEqual([{ service: 'strategie-netlinking' }])
  await expect.poll(() => outboxEmails(name).length).toBe(1)
})

test('what a visitor types before the form is live is kept, and sent once it is', async ({ page }) => {
  // The form's island held back until the visitor has typed: the form is there, in the page's HTML, without its code.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${builtChunk('src/contact/island.tsx')}`, async (route) => {
    await held
    await route.continue()
  })
  // The link named a service; the visitor chooses another (Audit SEO) before the form is live: his choice stands.
  await page.goto('/contact?service=seo-local')
  await expect(page.locator('html[data-hydrated][data-page]')).toHaveCount(1)
  const name = unique('Tôt')
  await fillContact(page, name)
  await expect(contactForm(page)).not.toHaveAttribute('novalidate')
  release()
  await hydrated(page)
  await expect(contactForm(page).getByLabel('Nom complet')).toHaveValue(name)
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(toast(page).getByText('Message envoyé !')).toBeVisible()
  await expect
    .poll(async () => (await query('select service from contact_requests where name = $1', [name]))[0]?.service)
    .toBe('audit-seo')
})

test('an empty required field: validation toast, nothing sent', async ({ page }) => {
  const calls: string[] = []
  // The form's calls; the audience beacon (collect) is not one.
  page.on('request', (request) => /\/functions\/v1\/(?!collect$)/.test(request.url()) && calls.push(request.url()))
  await page.goto('/contact')
  await hydrated(page)
  await fillContact(page, unique('Incomplet'))
  await page.getByLabel('Votre message').fill('')
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(toast(page).getByText('Erreur de validation')).toBeVisible()
  await expect(toast(page).getByText('Veuillez remplir tous les champs obligatoires.')).toBeVisible()
  await expect(page.getByLabel('Votre message')).toBeFocused()
  expect(calls).toEqual([])
})

test('the function unreachable: error toast with the reason, every field kept', async ({ page }) => {
  await page.route('**/functions/v1/send-contact-email', (route) => route.abort('connectionrefused'))
  await page.goto('/contact')
  await hydrated(page)
  const name = unique('Injoignable')
  await fillContact(page, name)
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(toast(page).getByText('Erreur', { exact: true })).toBeVisible()
  await expect(toast(page).getByText(/Une erreur est survenue\s: le service d’envoi est injoignable/)).toBeVisible()
  await expect(page.getByLabel('Nom complet')).toHaveValue(name)
  await expect(contactForm(page).getByLabel('Adresse e-mail')).toHaveValue(`${name.toLowerCase()}@exemple.fr`)
  await expect(page.getByLabel(/Téléphone/)).toHaveValue('06 12 34 56 78')
  await expect(page.getByLabel('Service souhaité')).toHaveValue('audit-seo')
  await expect(page.getByLabel('Votre message')).toHaveValue(`Bonjour, je voudrais un devis. ${name}`)
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled()
  expect(await query(`select 1 from contact_requests where name = $1`, [name])).toHaveLength(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts to the function and lands on the French confirmation page', async ({ page }) => {
    await page.goto('/contact')
    const name = unique('SansJS')
    await fillContact(page, name)
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page).toHaveURL(/\/contact\/merci$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Message envoyé !' })).toBeVisible()
    expect(await query(`select 1 from contact_requests where name = $1`, [name])).toHaveLength(1)
  })
})

test('the map is requested from Google only when the visitor asks for it', async ({ page }) => {
  const google: string[] = []
  page.on('request', (request) => /google/.test(new URL(request.url()).hostname) && google.push(request.url()))
  await page.route(/google\./, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>carte</p>' }),
  )
  await page.goto('/contact')
  await hydrated(page)
  await page.getByRole('heading', { name: 'Questions fréquentes' }).scrollIntoViewIfNeeded()
  expect(google).toEqual([])
  // From the keyboard: the frame takes the place, and the focus, of the button.
  await page.getByRole('button', { name: 'Afficher la carte' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('iframe[title^="Carte Google Maps"]')).toBeVisible()
  await expect(page.locator('iframe[title^="Carte Google Maps"]')).toBeFocused()
  await expect.poll(() => google.length).toBeGreaterThan(0)
})

test('/contact shows the four info cards, the obfuscated e-mail in its HTML and the business JSON-LD once', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/contact')).text()
  expect(html).toContain('contact [arobase] moreldigital [point] fr')
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  expect(main).not.toContain('mailto:')
  expect(html.match(/"@type":"ProfessionalService"/g)).toHaveLength(1)
  expect(html).toContain(site.openingHours.phoneLine)
  await page.goto('/contact')
  await hydrated(page)
  for (const title of ['Adresses', 'Téléphone', 'E-mail', 'Horaires'])
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
  await expect(page.getByText('Cracovie')).toBeVisible()
  await expect(page.locator('main a[href="mailto:contact@moreldigital.fr"]')).toBeVisible()
})

test('newsletter: subscribe in the footer, open the e-mailed link, confirm with its button, land on the confirmation page', async ({
  page,
}) => {
  const email = `${unique('lecteur')}@exemple.fr`
  await page.goto('/about')
  await hydrated(page)
  await page.getByLabel('Votre adresse e-mail').fill(email)
  await page.getByRole('button', { name: 'S’abonner' }).click()
  await expect(page.getByText(/Un e-mail de confirmation vient de vous être envoyé/)).toBeVisible()
  expect(await query(`select status from newsletter_subscriptions where email = $1`, [email])).toEqual([
    { status: 'pending' },
  ])
  await expect.poll(() => outboxEmails(email).length).toBe(1)
  const link = /Confirmer mon inscription\u00a0: (\S+)/.exec(outboxEmails(email)[0]!)![1]!
  await page.goto(link)
  await expect(page).toHaveURL(/\/newsletter\/confirmer\?id=/)
  // What the link's page sends to other origins (the functions'): its token is for the button's function alone.
  const origin = new URL(page.url()).origin
  const sent: { url: string; referer: string | null }[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) return
    const entry = { url: request.url(), referer: null as string | null }
    sent.push(entry)
    // Not awaited in the listener: a request still starting when the test ends (the page then closes) would
    // reject after it, and be blamed on the next test of this worker.
    request.headerValue('referer').then(
      (referer) => {
        entry.referer = referer
      },
      () => {},
    )
  })
  // Opening the link, as a mail scanner does, confirms nothing.
  expect(await query(`select status from newsletter_subscriptions where email = $1`, [email])).toEqual([
    { status: 'pending' },
  ])
  await hydrated(page)
  // The audience measure has started (its page view would be sent by now): no beacon.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('vitals-watched').length)).toBe(1)
  expect(sent.filter(({ url }) => url.endsWith('/functions/v1/collect'))).toEqual([])
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click()
  await expect(page).toHaveURL(/\/newsletter\/confirmee$/)
  // With JavaScript the form carries the id and token: the page then names only its origin.
  await expect
    .poll(() => sent.find(({ url }) => url.endsWith('/functions/v1/newsletter-confirm'))?.referer)
    .toBe(`${origin}/`)
  await expect(page.getByRole('heading', { level: 1, name: 'Inscription confirmée' })).toBeVisible()
  expect(await query(`select status from newsletter_subscriptions where email = $1`, [email])).toEqual([
    { status: 'confirmed' },
  ])
})

test('newsletter: the blog index’s own form (a kept page) subscribes without leaving the page', async ({ page }) => {
  const problems = watchConsole(page)
  const email = `${unique('blog')}@exemple.fr`
  await page.goto('/blog')
  await hydrated(page)
  const form = page.getByRole('main').locator('form[data-island="newsletter"]')
  await form.getByLabel('Votre adresse e-mail').fill(email)
  await form.getByRole('button', { name: 'S’abonner' }).click()
  await expect(form.getByText(/Un e-mail de confirmation vient de vous être envoyé/)).toBeVisible()
  await expect(page).toHaveURL(/\/blog$/)
  expect(await query(`select status from newsletter_subscriptions where email = $1`, [email])).toEqual([
    { status: 'pending' },
  ])
  expect(problems()).toEqual([])
})

test('newsletter: the one-click unsubscribe of the e-mail’s header still unsubscribes at once', async ({
  page,
  request,
}) => {
  const email = `${unique('clic')}@exemple.fr`
  await page.goto('/about')
  await hydrated(page)
  await page.getByLabel('Votre adresse e-mail').fill(email)
  await page.getByRole('button', { name: 'S’abonner' }).click()
  await expect.poll(() => outboxEmails(email).length).toBe(1)
  const mail = outboxEmails(email)[0]!
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  const link = /List-Unsubscribe: <(\S+)>/.exec(mail)![1]!
  const response = await request.post(link, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 })
  expect(response.status()).toBe(200)
  expect(await query(`select 1 from newsletter_subscriptions where email = $1`, [email])).toHaveLength(0)
})

test.describe('newsletter links without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [action, linkText, button, landing] of [
    ['confirm', 'Confirmer mon inscription', 'Confirmer mon inscription', '/newsletter/confirmee'],
    ['unsubscribe', 'Se désinscrire', 'Me désinscrire', '/newsletter/desinscription'],
  ] as const) {
    test(`${action}: the link opens a page whose button does it`, async ({ page, request }) => {
      const email = `${unique(`sansjs-${action}`)}@exemple.fr`
      await page.goto('/about')
      await page.getByLabel('Votre adresse e-mail').fill(email)
      await page.getByRole('button', { name: 'S’abonner' }).click()
      await expect(page).toHaveURL(/\/newsletter\/inscription$/)
      await expect.poll(() => outboxEmails(email).length).toBe(1)
      const link = new RegExp(`${linkText}\u00a0: (\\S+)`).exec(outboxEmails(email)[0]!)![1]!
      await page.goto(link)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await query(`select status from newsletter_subscriptions where email = $1`, [email])).toEqual([
        { status: 'pending' },
      ])
      const headers = (await request.get(new URL(page.url()).pathname)).headers()
      expect(headers['referrer-policy']).toBe('no-referrer-when-downgrade')
      await page.getByRole('button', { name: button }).click()
      await expect(page).toHaveURL(new RegExp(`${landing}$`))
      const rows = await query<{ status: string }>(`select status from newsletter_subscriptions where email = $1`, [
        email,
      ])
      expect(rows).toEqual(action === 'confirm' ? [{ status: 'confirmed' }] : [])
    })
  }
})

test('the error page shows the reason the function gave, and only a known one', async ({ page }) => {
  await page.goto('/contact/erreur?motif=rate_limited')
  await hydrated(page)
  await expect(page.getByRole('status').filter({ hasText: /Trop de demandes envoyées en peu de temps/ })).toBeVisible()
  const problems = watchConsole(page)
  await page.goto('/contact/erreur?motif=constructor')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Votre message n’a pas été envoyé' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /Raison/ })).toHaveCount(0)
  await expect(page.locator('main')).not.toContainText('[object')
  expect(problems()).toEqual([])
})
