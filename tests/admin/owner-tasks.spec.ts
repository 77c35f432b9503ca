/**
 * The owner's tasks that broke the build when the editor checked one file at a time (issue 36), done by clicking and
 * typing in the editor on the throwaway copy: each mistake is refused before saving, in his words, nothing written;
 * what the build takes is saved; then the copy builds and shows it. The check runs the build's own validation over
 * the whole repository as it would be after the save (scripts/cms/admin/check.ts).
 */
import { existsSync, readdirSync } from 'node:fs'
import { expect } from '@playwright/test'
import {
  buildCopy,
  expectSaved,
  field,
  fillNewArticle,
  openEntry,
  publish,
  readArticle,
  readRepoFile,
  repoFile,
  setText,
  test,
} from './editor'

test.describe.configure({ mode: 'serial' })

const TESTIMONIAL = { name: 'Claire Martin', company: 'Fleurs Martin, Nantes' }
const SERVICE = { title: 'Rédaction web', file: 'content/services/redaction-web.json', id: 'redaction-web' }

/** A new article, every required field filled, `number` and `slug` as given. */
async function newArticle(page: import('@playwright/test').Page, number: string, slug: string) {
  await page.goto('/admin/#/collections/articles/new')
  await setText(field(page, 'Numéro'), number)
  await fillNewArticle(page, {
    slug,
    title: 'Entretenir un réseau de sites',
    excerpt: 'Un article écrit dans l’éditeur, qui reprend un numéro ou une adresse déjà pris.',
  })
}

const articleFiles = () => readdirSync(repoFile('content/articles')).sort()

test('an article number or an address another article has: refused, named, nothing written', async ({ page }) => {
  const before = articleFiles()
  const taken = readArticle('content/articles/pbn-seo.mdx').data
  await newArticle(page, String(taken.id), 'entretenir-un-reseau-de-sites')
  await publish(page)
  await expect(
    page.getByText(new RegExp(`«\u00a0Numéro\u00a0»\u00a0: «\u00a0${taken.id}\u00a0» déjà utilisé`)),
  ).toBeVisible()
  // The field named is outlined in the form, and said invalid to a screen reader, until it is edited.
  await expect(field(page, 'Numéro')).toHaveAttribute('aria-invalid', 'true')

  // The address of an existing article: Decap would have written pbn-seo-1.mdx beside it.
  await setText(field(page, 'Numéro'), '990')
  await setText(field(page, 'Adresse (slug)'), 'pbn-seo')
  await publish(page)
  await expect(page.getByText(/«\u00a0pbn-seo\u00a0» déjà utilisé/).first()).toBeVisible()
  await expect(field(page, 'Adresse (slug)')).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, 'Numéro')).not.toHaveAttribute('aria-invalid')
  expect(articleFiles()).toEqual(before)
})

test('an icon and a colour are chosen by their pictures, never typed', async ({ page }) => {
  await openEntry(page, 'services', 'seo')
  const icons = page.getByRole('radiogroup').first()
  await expect(icons.getByRole('radio', { name: 'Courbe montante' })).toBeChecked()
  await expect(icons.locator('svg')).toHaveCount(await icons.getByRole('radio').count())
  await expect(page.getByRole('textbox', { name: /^Icône/ })).toHaveCount(0)
  const colours = page.getByRole('radiogroup').nth(1)
  await expect(colours.getByRole('radio', { name: 'Indigo' })).toBeChecked()
  await colours.getByRole('radio', { name: 'Émeraude' }).check()
  await expect(colours.getByRole('radio', { name: 'Émeraude' })).toBeChecked()
})

test('a price typed as people type it: saved in the house form', async ({ page }) => {
  await openEntry(page, 'services', 'seo')
  await setText(field(page, 'Montant'), '127€')
  await page.getByRole('radiogroup').nth(1).getByRole('radio', { name: 'Émeraude' }).check()
  await publish(page)
  await expectSaved(page)
  await expect.poll(() => JSON.parse(readRepoFile('content/services/seo.json')).amount).toBe('127\u00a0€')
  expect(JSON.parse(readRepoFile('content/services/seo.json')).color).toBe('emerald')
})

test('a plan’s price raised: refused alone, naming the deposit; saved with its new deposit, in one save', async ({
  page,
}) => {
  await openEntry(page, 'services', 'creation-site')
  // Every section, then every plan: a list's bar opens all its rows (the innermost list of that name, last).
  for (const list of ['Sections', 'Formules'])
    await page
      .getByLabel('list field')
      .filter({ has: page.getByText(list, { exact: true }) })
      .last()
      .getByRole('button', { name: 'Expand' })
      .first()
      .click()
  await setText(field(page, 'Prix de la formule', 1), '1097 €')
  await publish(page)
  await expect(page.getByText(/Montant, formule Avancée.*329,10\u00a0€/).first()).toBeVisible()
  expect(JSON.parse(readRepoFile('content/services/creation-site.json')).deposits.creationAvancee).toBe('299,10\u00a0€')
  await setText(field(page, 'Montant, formule Avancée'), '329,1')
  await publish(page)
  await expectSaved(page)
  // The payment page is Stripe's: the owner is told to change its amount there.
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré' })).toContainText(
    'la page de paiement «\u00a0Création de site, Avancée\u00a0» doit maintenant prélever 329,10\u00a0€ (le site annonçait 299,10\u00a0€)\u00a0: réglez ce montant chez le prestataire de paiement (Stripe)',
  )
  await expect
    .poll(() => JSON.parse(readRepoFile('content/services/creation-site.json')).deposits.creationAvancee)
    .toBe('329,10\u00a0€')
})

test('a French testimonial added before its translation: saved; the English file is untouched', async ({ page }) => {
  const english = readRepoFile('content/en/testimonials.json')
  const count = JSON.parse(readRepoFile('content/testimonials.json')).testimonials.length
  await openEntry(page, 'site', 'testimonials')
  await page.getByRole('button', { name: 'Ajouter témoignage' }).click()
  const item = count
  await setText(field(page, 'Nom', item), TESTIMONIAL.name)
  await setText(field(page, 'Entreprise', item), TESTIMONIAL.company)
  await setText(
    field(page, 'Texte', item),
    'Des fiches produits enfin lues, et des commandes qui arrivent par le site.',
  )
  await setText(field(page, 'Note (1 à 5)', item), '5')
  // A month as people write it: saved in the site's form, 2026-10.
  await setText(field(page, 'Mois du témoignage', item), 'octobre 2026')
  // Previewed as the card will read once saved, the month as typed read in the house form.
  const card = page.frameLocator('iframe').first().locator('figure').filter({ hasText: TESTIMONIAL.name })
  await expect(card).toContainText('octobre 2026')
  await field(page, 'Service acheté', item).click()
  await page
    .getByRole('option', { name: /SEO local/ })
    .first()
    .click()
  await publish(page)
  await expectSaved(page)
  await expect.poll(() => JSON.parse(readRepoFile('content/testimonials.json')).testimonials.length).toBe(count + 1)
  expect(readRepoFile('content/en/testimonials.json')).toBe(english)
  expect(JSON.parse(readRepoFile('content/testimonials.json')).testimonials.at(-1).month).toBe('2026-10')

  // Listed « À traduire » at the top of « Version anglaise » (the editor reads its configuration as it starts), as a
  // link to the English testimonials.
  await page.goto('/admin/#/collections/en')
  await page.reload()
  const waiting = page.getByRole('link', { name: '«\u00a0Témoignages\u00a0» (1 élément)', exact: true })
  await expect(waiting).toBeVisible()
  await expect(page.getByText('](#/collections/').filter({ visible: true })).toHaveCount(0)
  // Another collection, in the same page: its own note, not this one's links.
  await page.getByRole('link', { name: 'Articles', exact: true }).first().click()
  await expect(page).toHaveURL(/#\/collections\/articles$/)
  await expect(page.getByText(/^Ce que vous enregistrez paraît sur le site/)).toBeVisible()
  await expect(waiting).toHaveCount(0)
  await page.goBack()
  await waiting.click()
  await expect(page).toHaveURL(/#\/collections\/en\/entries\/en-testimonials$/)
  await expect(page.getByText('Écriture dans la collection')).toBeVisible()
})

test('a French payment button turned into a link: saved; the English page leaves the button out until translated', async ({
  page,
}) => {
  const english = readRepoFile('content/en/services/seo-local.json')
  await openEntry(page, 'services', 'seo-local')
  // The sections open, then the first section's buttons (a list's bar opens all its rows).
  const list = (name: string) =>
    page
      .getByLabel('list field')
      .filter({ has: page.locator(':scope > div > label', { hasText: new RegExp(`^${name}`) }) })
      .first()
  await list('Sections').getByTestId('expand-button').first().click()
  const buttons = list('Boutons')
  await buttons.getByTestId('expand-button').first().click()
  const inButtons = (label: string) => buttons.getByLabel(new RegExp(`^${label}( \\(optionnel\\))?$`)).first()
  await setText(inButtons('Libellé'), 'Me contacter')
  await setText(inButtons('Lien'), '/contact')
  // Published with its payment page still chosen: refused, the two fields named, nothing written.
  const french = readRepoFile('content/services/seo-local.json')
  await publish(page)
  await expect(
    page
      .getByText(
        '«\u00a0Page de paiement\u00a0» et «\u00a0Lien\u00a0» ne vont pas ensemble\u00a0: gardez l’un, videz l’autre',
      )
      .first(),
  ).toBeVisible()
  expect(readRepoFile('content/services/seo-local.json')).toBe(french)
  // The payment page emptied from the keyboard, as the list's × does.
  await inButtons('Page de paiement').press('Backspace')
  await expect(buttons.getByText('SEO local', { exact: true })).toHaveCount(0)
  // The preview draws the button as it will be saved: a link, no payment page « null ».
  const shown = page.frameLocator('iframe').first()
  await expect(shown.getByRole('link', { name: 'Me contacter' }).first()).toBeVisible()
  await expect(shown.locator('body')).not.toContainText('Aperçu en attente')
  await publish(page)
  await expectSaved(page)
  // The owner is told, in his words, what the English page does meanwhile.
  const { title } = JSON.parse(english)
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré' })).toContainText(
    `«\u00a0service anglais «\u00a0${title}\u00a0»\u00a0» n’a pas encore ce changement\u00a0: sa page le laisse de côté`,
  )
  await expect
    .poll(() => JSON.parse(readRepoFile('content/services/seo-local.json')).sections[0].actions[0])
    .toEqual({ label: 'Me contacter', href: '/contact' })
  expect(readRepoFile('content/en/services/seo-local.json')).toBe(english)
})

test('a service duplicated and retitled « Rédaction web »: the file redaction-web.json, its own form value', async ({
  page,
  request,
}) => {
  // The largest form of the editor (a service: dozens of sections), saved twice and its page asked for.
  test.setTimeout(120_000)
  await openEntry(page, 'services', 'seo')
  // A published service's address is shown, not editable.
  await expect(page.getByText('/services/seo', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Enregistrée' }).click()
  await page.getByText('Dupliquer', { exact: true }).click()
  await expect(page.getByText('Adresse de la page\u00a0: /services/… tirée du titre à l’enregistrement')).toBeVisible()
  await setText(field(page, 'Titre'), SERVICE.title)
  // Two services a visitor could not tell apart: refused, saying which name to change.
  await publish(page)
  await expect(
    page.getByText(
      /«\u00a0Nom dans les menus\u00a0»\u00a0: nom «\u00a0SEO – référencement naturel\u00a0» dans les menus déjà pris/,
    ),
  ).toBeVisible()
  expect(existsSync(repoFile(SERVICE.file))).toBe(false)
  await setText(field(page, 'Nom dans les menus'), SERVICE.title)
  await setText(field(page, 'Nom dans la liste des services'), SERVICE.title)
  // Nor two pages a search engine could not tell apart: the copy's title and description for it are its own.
  await expect(
    page.getByText(/› Titre pour les moteurs\u00a0»\u00a0: titre «\u00a0.+\u00a0» pour les moteurs déjà pris/),
  ).toBeVisible()
  await setText(field(page, 'Titre pour les moteurs'), 'Rédaction web SEO : des pages lues par vos clients')
  await setText(
    field(page, 'Description pour les moteurs'),
    'Des pages de services et des articles écrits pour vos clients et pour Google, avec vos mots et vos exemples.',
  )
  await publish(page)
  await expectSaved(page)
  await expect.poll(() => existsSync(repoFile(SERVICE.file))).toBe(true)
  const service = JSON.parse(readRepoFile(SERVICE.file))
  expect(service.title).toBe(SERVICE.title)
  // The contact form sends its address; the old addresses stay the original's.
  expect(service.contactForm.value).toBeUndefined()
  expect(service.aliases).toBeUndefined()
  // The dev server shows its page at once, without a restart.
  await expect.poll(async () => (await request.get(`/services/${SERVICE.id}`)).status(), { timeout: 30_000 }).toBe(200)
  // The editor’s configuration names the new service as to translate, by its title.
  await expect
    .poll(async () => (await request.get('/admin/config.json')).text())
    .toContain(`le service «\u00a0${SERVICE.title}\u00a0»`)
})

const MOVED = {
  file: 'content/articles/maillage-interne-petit-site.mdx',
  from: 'maillage-interne-petit-site',
  to: 'maillage-interne-d-un-petit-site',
}

test('a published article’s address changed: its old address kept, to be redirected', async ({ page }) => {
  await openEntry(page, 'articles', MOVED.from)
  await setText(field(page, 'Adresse (slug)'), MOVED.to)
  await publish(page)
  await expectSaved(page)
  await expect.poll(() => readArticle(MOVED.file).data.slug).toBe(MOVED.to)
  expect(readArticle(MOVED.file).data.aliases).toEqual([`/blog/${MOVED.from}`])
})

test('the copy builds: the testimonial in French only, the new service’s page and contact choice, the moved article’s redirect, the new plan price, the button turned into a link', async () => {
  test.setTimeout(240_000)
  buildCopy()
  const built = (path: string) => readRepoFile(`dist/client/${path}`)
  // The French hero's button now a link to the contact page; the English page, not translated yet, leaves its old
  // payment button out: it offers the payment pages the French page offers, no more.
  expect(built('services/seo-local.html')).toMatch(/<a [^>]*href="\/contact"[^>]*>Me contacter</)
  const payments = (path: string) => built(path).match(/data-payment="/g)?.length ?? 0
  expect(payments('services/seo-local.html')).toBe(1)
  expect(payments('en/services/local-seo.html')).toBe(1)
  expect(built(`services/${SERVICE.id}.html`)).toContain(SERVICE.title)
  expect(built('contact.html')).toContain(`<option value="${SERVICE.id}">`)
  expect(built('services/seo-local.html') + built('index.html')).toContain(TESTIMONIAL.name)
  expect(readdirSync(repoFile('dist/client/en'), { recursive: true }).join()).not.toContain(SERVICE.id)
  expect(built(`blog/${MOVED.to}.html`)).toContain('<h1')
  // The new price, its deposit under its button and in the terms of sale.
  expect(built('services/creation-site.html')).toContain('1\u00a0097\u00a0€')
  expect(built('services/creation-site.html')).toContain('329,10\u00a0€')
  expect(built('cgv.html')).toContain('329,10\u00a0€ pour l’Avancée')
  expect(built('_redirects')).toContain(`/blog/${MOVED.from} /blog/${MOVED.to} 301`)
  for (const file of readdirSync(repoFile('dist/client/en'), { recursive: true }) as string[])
    if (file.endsWith('.html')) expect(built(`en/${file}`), file).not.toContain(TESTIMONIAL.name)
})

test('a newsletter letter: its address shown, its tip edited and saved; a new one without its month refused', async ({
  page,
}) => {
  await openEntry(page, 'newsletter', '2026-12')
  await expect(page.getByText('/newsletter/2026-12', { exact: true })).toBeVisible()
  // Its sending, as Paris reads it: saved with its offset.
  await expect(field(page, 'Envoi')).toHaveValue('2026-12-08T08:00')
  const tip = 'Avant les fêtes, vérifiez vos horaires exceptionnels sur Google'
  await setText(field(page, 'Titre'), tip)
  await publish(page)
  await expectSaved(page)
  await expect.poll(() => JSON.parse(readRepoFile('content/newsletter/2026-12.json')).tip.title).toBe(tip)
  expect(JSON.parse(readRepoFile('content/newsletter/2026-12.json')).sendAt).toBe('2026-12-08T08:00:00+01:00')
  // The month names the file and is not in it.
  expect(readRepoFile('content/newsletter/2026-12.json')).not.toContain('adresseDeLaPage')

  await page.goto('/admin/#/collections/newsletter/new')
  await expect(page.getByText('Adresse de la page\u00a0: /newsletter/… le mois, AAAA-MM')).toBeVisible()
  await field(page, 'Envoi').fill('2027-01-12T08:00')
  await setText(field(page, 'Objet de l’e-mail'), 'Vos avis Google, et nos articles de décembre')
  await setText(field(page, 'Introduction'), 'Bonjour, voici la lettre de janvier.')
  await setText(field(page, 'Titre'), 'Répondez à chaque avis Google')
  await setText(field(page, 'Texte'), 'Une réponse courte et signée, sous 48 heures.')
  await page.getByRole('button', { name: 'Expand' }).click()
  await setText(field(page, 'Libellé'), 'Notre SEO local')
  await setText(field(page, 'Lien'), '/services/seo-local')
  await publish(page)
  await expect(page.getByText(/le mois de la lettre attendu, AAAA-MM/).first()).toBeVisible()
  expect(existsSync(repoFile('content/newsletter/nouveau.json'))).toBe(false)
})
