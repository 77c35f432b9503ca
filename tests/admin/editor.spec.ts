/**
 * The editor at /admin/, as the owner uses it in `npm run dev`, on a throwaway copy of the repository: an article
 * edited keeps its body byte for byte and its new title reaches the built page; a draft made in the editor shows in
 * development and stays out of the production build; a business fact edited changes that fact alone; an edit the
 * build would refuse is refused in the editor, in French, with the field named, and nothing is written. The copy
 * is built once, at the end, for every edit.
 */
import { existsSync } from 'node:fs'
import { expect } from '@playwright/test'
import { articleMetaSchema, siteSchema } from '../../content/schema'
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
  state,
  test,
} from './editor'

test.describe.configure({ mode: 'serial' })

const EDITED = { file: 'content/articles/impact-seo-local.mdx', slug: 'impact-seo-local' }
const NEW_TITLE = 'Six graphiques sur le SEO local des commerces'
// Its address left empty: made from its title, in ASCII.
const DRAFT = { slug: 'un-brouillon-ecrit-dans-l-editeur', title: 'Un brouillon écrit dans l’éditeur' }
const PHONE = '01 99 00 27 46'
const AMOUNT = '98\u00a0€'

test('an article’s title edited: the file changes its title, its body stays byte for byte', async ({ page }) => {
  const before = readArticle(EDITED.file)
  await openEntry(page, 'articles', EDITED.slug)
  await setText(field(page, 'Titre'), NEW_TITLE)
  await publish(page)
  await expectSaved(page)

  await expect.poll(() => readArticle(EDITED.file).data.title).toBe(NEW_TITLE)
  const after = readArticle(EDITED.file)
  expect(after.body).toBe(before.body)
  expect(after.data).toEqual({ ...before.data, title: NEW_TITLE })
  expect(articleMetaSchema.safeParse(after.data).success).toBe(true)
})

test('a draft written in the editor: saved with draft: true, shown by the dev server', async ({ page, request }) => {
  // From the list of articles, by a button that says what it does (Decap's « ＋ » is a blank box without its font).
  await page.getByRole('link', { name: 'Créer\u00a0: article', exact: true }).click()
  await expect(page).toHaveURL(/#\/collections\/articles\/new$/)
  await expect(field(page, 'Numéro')).toHaveValue(/^\d+$/)
  // The browser's date field, today by default (scripts/cms/admin/widgets.ts).
  await expect(field(page, 'Date de publication')).toHaveAttribute('type', 'date')
  await expect(field(page, 'Date de publication')).toHaveValue(new Date().toLocaleDateString('sv-SE'))
  await expect(page.getByText('Adresse de la page\u00a0: /blog/… tirée du titre à l’enregistrement')).toBeVisible()
  await fillNewArticle(page, {
    title: DRAFT.title,
    excerpt: 'Un article commencé dans l’éditeur du site, pas encore prêt à paraître.',
  })
  // Decap's own words printed as French is: its apostrophes typographic.
  await expect(page.getByRole('button', { name: 'Supprimer l’image', exact: true })).toBeVisible()
  await field(page, 'Brouillon').click()
  await publish(page)
  await expectSaved(page)

  const file = `content/articles/${DRAFT.slug}.mdx`
  await expect.poll(() => existsSync(repoFile(file))).toBe(true)
  const { data, body: text } = readArticle(file)
  expect(data).toMatchObject({ slug: DRAFT.slug, title: DRAFT.title, draft: true, category: 'SEO', tags: ['SEO'] })
  // The illustration's size, read from its file, not typed.
  expect(data.image).toMatchObject({ src: '/images/seo-local/map-pack.svg', width: 1000, height: 600 })
  expect(articleMetaSchema.safeParse(data).error?.issues ?? []).toEqual([])
  expect(text).toContain('## Première partie')
  // The dev server lists drafts: the new article answers at once.
  await expect.poll(async () => (await request.get(`/blog/${DRAFT.slug}`)).status()).toBe(200)
})

test('a business fact edited: the phone typed once, its call links’ number follows, nothing else', async ({ page }) => {
  const before = readRepoFile('content/site.json')
  await openEntry(page, 'site', 'site')
  await setText(field(page, 'Numéro de téléphone'), PHONE)
  await publish(page)
  await expectSaved(page)

  await expect.poll(() => JSON.parse(readRepoFile('content/site.json')).phone.display).toBe(PHONE)
  const after = readRepoFile('content/site.json')
  expect(after).toBe(
    before
      .replace(/("display": ")[^"]*(")/, `$1${PHONE}$2`)
      .replace(/("e164": ")[^"]*(")/, `$1+33${PHONE.slice(1).replace(/ /g, '')}$2`),
  )
  expect(siteSchema.safeParse(JSON.parse(after)).success).toBe(true)

  // The next page opened in this session offers the number as saved, not as it was when the editor was loaded.
  await page.goto('/admin/#/collections/pages')
  await page.getByRole('link', { name: 'Page À propos' }).click()
  await page.getByRole('button', { name: 'Expand' }).first().click()
  await page.getByRole('button', { name: 'Expand' }).first().click()
  const quote = page.getByRole('textbox', { name: 'Texte' }).first()
  await quote.locator('xpath=following-sibling::button[1]').click()
  await expect(
    page
      .getByRole('combobox', { name: 'Insérer dans «\u00a0Texte\u00a0» un prix, un chiffre ou une coordonnée' })
      .first()
      .locator('option', { hasText: `Téléphone › Numéro de téléphone\u00a0: ${PHONE}` }),
  ).toBeAttached()
})

test('a service’s price edited: its amount, written once in content/services/seo.json', async ({ page }) => {
  const file = 'content/services/seo.json'
  const before = readRepoFile(file)
  await openEntry(page, 'services', 'seo')
  await setText(field(page, 'Montant'), AMOUNT)
  await publish(page)
  await expectSaved(page)
  await expect.poll(() => JSON.parse(readRepoFile(file)).amount).toBe(AMOUNT)
  expect(readRepoFile(file)).toBe(before.replace(/("amount": ")[^"]*(")/, `$1${AMOUNT}$2`))
})

test('edits the build would refuse are refused, in French, field named, and nothing is written', async ({ page }) => {
  const file = 'content/articles/pbn-seo.mdx'
  const before = readRepoFile(file)
  await openEntry(page, 'articles', 'pbn-seo')

  // A required field emptied: Decap's own check, in French, said under the field and in the note, by its label.
  await setText(field(page, 'Titre'), '')
  await publish(page)
  await expect(page.getByText('À remplir.', { exact: true })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Pas encore enregistré' })).toContainText(
    '«\u00a0Titre\u00a0»\u00a0: À remplir.',
  )

  // A title for search engines counted as it is typed, and refused over 60 characters with its count.
  await setText(field(page, 'Titre'), 'Maintenance PBN SEO')
  await setText(field(page, 'Titre pour les moteurs'), 'x'.repeat(59))
  await expect(page.getByText('59 / 60 caractères')).toBeVisible()
  // Each key counted as it is pressed, not one behind.
  await page.keyboard.type('y')
  await expect(page.getByText('60 / 60 caractères')).toBeVisible()
  await setText(field(page, 'Titre pour les moteurs'), 'x'.repeat(61))
  await publish(page)
  // Under the field, by its counter, and in the note that stays.
  const field61 = page
    .getByRole('listitem')
    .filter({ hasText: /^61 caractères pour 60 au plus\u00a0: raccourcissez-le$/ })
  await expect(field61).toHaveCount(1)
  await expect(page.getByText('61 caractères pour 60 au plus\u00a0: raccourcissez-le', { exact: true })).toHaveCount(2)
  await expect(page.getByRole('alert').filter({ hasText: 'Pas encore enregistré' })).toContainText(
    '«\u00a0Titre pour les moteurs\u00a0»\u00a0: 61 caractères pour 60 au plus\u00a0: raccourcissez-le',
  )

  // A rule across fields, which only the schema itself sees: checked before saving, in the owner's words.
  await setText(field(page, 'Titre pour les moteurs'), '')
  await setText(
    field(page, 'Titre'),
    'Maintenance PBN SEO : le guide complet pour entretenir votre réseau privé de sites',
  )
  await publish(page)
  await expect(
    page.getByText(/«\u00a0Titre pour les moteurs\u00a0»\u00a0: le titre dépasse 60 caractères \(82\)/),
  ).toBeVisible()
  // The field named is outlined, and said invalid to a screen reader, until it is edited.
  await expect(field(page, 'Titre pour les moteurs')).toHaveAttribute('aria-invalid', 'true')
  await setText(field(page, 'Titre pour les moteurs'), 'Maintenance PBN SEO')
  await expect(field(page, 'Titre pour les moteurs')).not.toHaveAttribute('aria-invalid')

  // A text the site could not read (the build would stop, the dev server fail every page): a straight quote inside a
  // question, said by the preview and refused, its line named.
  const text = page.locator('.cms-editor-raw [contenteditable="true"] [data-slate-node="element"]')
  await text.last().click()
  await page.keyboard.press('End')
  await page.keyboard.type('\n\n<Faq items={[{ question: "Les avis "négatifs" ?", answer: "Oui." }]} />')
  await expect(
    page
      .frameLocator('iframe')
      .first()
      .getByText(/^Aperçu en attente, ligne \d+ du texte/),
  ).toBeVisible()
  await publish(page)
  await expect(page.getByRole('alert').filter({ hasText: 'un guillemet droit' })).toContainText(
    /Texte de l’article, ligne \d+\u00a0: une valeur entre accolades \{ \} ne se lit pas/,
  )

  expect(readRepoFile(file)).toBe(before)
})

test('the production build of the copy: the new title, phone and price in the pages, the draft left out', async () => {
  test.setTimeout(240_000)
  buildCopy()
  const dist = (path: string) => `${state().repo}/dist/client/${path}`
  const page = readRepoFile(`dist/client/blog/${EDITED.slug}.html`)
  expect(page).toContain(NEW_TITLE)
  expect(existsSync(dist(`blog/${DRAFT.slug}.html`))).toBe(false)
  expect(readRepoFile('dist/client/sitemap.xml')).not.toContain(DRAFT.slug)
  // The phone edited above, on every page, and the number its links call.
  expect(readRepoFile('dist/client/contact.html')).toContain(PHONE)
  expect(readRepoFile('dist/client/contact.html')).toContain(`tel:+33${PHONE.slice(1).replace(/ /g, '')}`)
  // The amount edited above, wherever the service's copy quotes it.
  const seo = readRepoFile('dist/client/services/seo.html')
  expect(seo).toContain(`À partir de ${AMOUNT}`)
  // The page also quotes the SEO IA audit's own price, 97 € too ({{services.seo-ia.amount}}): that one stays.
  const ownPrices = seo.replace(/SEO IA<\/a>, à 97\u00a0€/g, '')
  expect(ownPrices).not.toMatch(/(?<![\d\u00a0])97\u00a0€/)
  expect(seo).toMatch(/SEO IA<\/a>, à 97\u00a0€/)
  // The articles that quote it follow it, in French and English, their Markdown twins too.
  expect(readRepoFile('dist/client/blog/prix-creation-site-web.html')).toMatch(
    new RegExp(`référencement naturel</a> démarre à ${AMOUNT} par mois`),
  )
  expect(readRepoFile('dist/client/blog/prix-creation-site-web.md')).toMatch(
    new RegExp(`\\[référencement naturel\\]\\(\\S+/services/seo\\) démarre à ${AMOUNT} par mois`),
  )
  expect(readRepoFile('dist/client/en/blog/website-cost.html')).toContain(
    `service starts at €${AMOUNT.slice(0, -2)}/month`,
  )
})
