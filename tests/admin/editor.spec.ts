/**
 * The editor at /admin/, as the owner uses it in `npm run dev`, on a throwaway copy of the repository: an article
 * edited keeps its body byte for byte and its new title reaches the built page; a draft made in the editor shows in
 * development and stays out of the production build; a business fact edited changes that fact alone; an edit the
 * build would refuse is refused in the editor, in French, with the field named, and nothing is written. The copy
 * is built once, at the end, for every edit.
 */
import { existsSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { articleMetaSchema, siteSchema } from '../../content/schema'
import {
  buildCopy,
  eachTestSignedIn,
  expectSaved,
  field,
  openEntry,
  publish,
  readArticle,
  readRepoFile,
  repoFile,
  setText,
  state,
} from './editor'

test.describe.configure({ mode: 'serial' })

const EDITED = { file: 'content/articles/impact-seo-local.mdx', slug: 'impact-seo-local' }
const NEW_TITLE = 'Six graphiques sur le SEO local des commerces'
const DRAFT = { slug: 'brouillon-de-l-editeur', title: 'Un brouillon écrit dans l’éditeur' }
const PHONE = '01 99 00 27 46'
const AMOUNT = '98\u00a0€'

eachTestSignedIn()

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
  await page.goto('/admin/#/collections/articles/new')
  await expect(field(page, 'Numéro')).toHaveValue(/^\d+$/)
  await setText(field(page, 'Adresse (slug)'), DRAFT.slug)
  await setText(field(page, 'Titre'), DRAFT.title)
  await setText(field(page, 'Résumé'), 'Un article commencé dans l’éditeur du site, pas encore prêt à paraître.')
  await field(page, 'Catégorie').click()
  await page.getByRole('option', { name: 'SEO', exact: true }).click()
  page.once('dialog', (dialog) => dialog.accept('/images/blog/impact-seo-local.svg'))
  await page.getByRole('button', { name: 'Insérer depuis une adresse web' }).click()
  await setText(field(page, 'Largeur (px)'), '1200')
  await setText(field(page, 'Hauteur (px)'), '630')
  await setText(field(page, 'Texte alternatif'), 'Une carte de quartier')
  await page.getByRole('button', { name: 'Ajouter tag' }).click()
  await setText(field(page, 'Tag'), 'SEO')
  await field(page, 'Brouillon').click()
  const body = page.locator('.cms-editor-raw [contenteditable="true"]')
  await body.click()
  await page.keyboard.type('## Première partie\n\nUn paragraphe.')
  await publish(page)
  await expectSaved(page)

  const file = `content/articles/${DRAFT.slug}.mdx`
  await expect.poll(() => existsSync(repoFile(file))).toBe(true)
  const { data, body: text } = readArticle(file)
  expect(data).toMatchObject({ slug: DRAFT.slug, title: DRAFT.title, draft: true, category: 'SEO', tags: ['SEO'] })
  expect(articleMetaSchema.safeParse(data).error?.issues ?? []).toEqual([])
  expect(text).toContain('## Première partie')
  // The dev server lists drafts: the new article answers at once.
  await expect.poll(async () => (await request.get(`/blog/${DRAFT.slug}`)).status()).toBe(200)
})

test('a business fact edited: content/site.json changes that fact alone', async ({ page }) => {
  const before = readRepoFile('content/site.json')
  await openEntry(page, 'site', 'site')
  await setText(field(page, 'Affiché'), PHONE)
  await publish(page)
  await expectSaved(page)

  await expect.poll(() => JSON.parse(readRepoFile('content/site.json')).phone.display).toBe(PHONE)
  const after = readRepoFile('content/site.json')
  expect(after).toBe(before.replace(/("display": ")[^"]*(")/, `$1${PHONE}$2`))
  expect(siteSchema.safeParse(JSON.parse(after)).success).toBe(true)
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

  // A required field emptied: Decap's own check, in French.
  await setText(field(page, 'Titre'), '')
  await publish(page)
  await expect(page.getByText('Le champ Titre est requis.')).toBeVisible()

  // A title for search engines over 60 characters: the pattern made from the schema, with the build's message.
  await setText(field(page, 'Titre'), 'Maintenance PBN SEO')
  await setText(field(page, 'Titre pour les moteurs'), 'x'.repeat(61))
  await publish(page)
  await expect(
    page.getByText(/Le champ Titre pour les moteurs ne correspond pas au schéma: .*titre de plus de 60 caractères/),
  ).toBeVisible()

  // A rule across fields, which only the schema itself sees: checked before saving, worded as the build words it.
  await setText(field(page, 'Titre pour les moteurs'), '')
  await setText(
    field(page, 'Titre'),
    'Maintenance PBN SEO : le guide complet pour entretenir votre réseau privé de sites',
  )
  await publish(page)
  await expect(page.getByText(/champ « metaTitle » : titre de plus de 60 caractères/)).toBeVisible()

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
  // The phone edited above, on every page.
  expect(readRepoFile('dist/client/contact.html')).toContain(PHONE)
  // The amount edited above, wherever the service's copy quotes it.
  const seo = readRepoFile('dist/client/services/seo.html')
  expect(seo).toContain(`À partir de ${AMOUNT}`)
  // The page also quotes the SEO IA audit's own price, 97 € too ({{services.seo-ia.amount}}): that one stays.
  const ownPrices = seo.replace(/SEO IA<\/a>, à 97\u00a0€/g, '')
  expect(ownPrices).not.toMatch(/(?<![\d\u00a0])97\u00a0€/)
  expect(seo).toMatch(/SEO IA<\/a>, à 97\u00a0€/)
})
