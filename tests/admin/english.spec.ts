/**
 * The English version in the editor, on the throwaway copy (scripts/cms/e2e-servers.mjs): an English file opened from
 * « Version anglaise », a text edited and saved (that line of the file alone); an English text citing a fact its
 * French text does not cite is refused before saving, in French, field named, and nothing is written.
 */
import { expect, type Page } from '@playwright/test'
import { expectSaved, field, openEntry, publish, readArticle, readRepoFile, setText, test } from './editor'

test.describe.configure({ mode: 'serial' })

const FILE = 'content/en/pages/home.json'
const TITLE = 'Grow your visibility online'

/** The page's header, a group of fields folded at first. */
async function expandHero(page: Page) {
  await page.getByRole('button', { name: 'Expand' }).first().click()
}

test('an English page’s title edited: the English file changes that line alone', async ({ page }) => {
  const before = readRepoFile(FILE)
  const title = (JSON.parse(before) as { home: { hero: { title: string } } }).home.hero.title
  await page.getByRole('link', { name: 'Version anglaise' }).first().click()
  await page.getByText('Page d’accueil (anglais)', { exact: true }).click()
  await expect(page.getByText('Écriture dans la collection')).toBeVisible()
  await expandHero(page)
  await expect(field(page, 'Titre')).toHaveText(title)
  await setText(field(page, 'Titre'), TITLE)
  await publish(page)
  await expectSaved(page)

  await expect.poll(() => JSON.parse(readRepoFile(FILE)).home.hero.title).toBe(TITLE)
  expect(readRepoFile(FILE)).toBe(before.replace(`"title": ${JSON.stringify(title)}`, `"title": "${TITLE}"`))
})

test('an English text citing a fact its French text does not is refused, in French, and not written', async ({
  page,
}) => {
  const before = readRepoFile(FILE)
  await openEntry(page, 'en', 'en-pages-home')
  await expandHero(page)
  // The phone picked from the list, as the owner would quote it.
  await field(page, 'Texte').click()
  await page.keyboard.press('ControlOrMeta+End')
  await page.keyboard.type(' Call ')
  await field(page, 'Texte').locator('xpath=following-sibling::button[1]').click()
  await page
    .getByRole('combobox', { name: 'Insérer dans «\u00a0Texte\u00a0» un prix, un chiffre ou une coordonnée' })
    .first()
    .selectOption('site.phone.display')
  await publish(page)
  // Named by its value, as the owner sees it: the English site writes the number as a reader abroad dials it, with the
  // spaces of the French number (no-break as the repository writes it, plain if the editor test before retyped it).
  await expect(
    page.getByText(
      /«\u00a0Page d’accueil › En-tête de page › Texte\u00a0»\u00a0: cite «\u00a0\+33[\u00a0 ]1[\d\u00a0 ]+\u00a0», que «\u00a0Page d’accueil\u00a0» ne cite pas\u00a0: une traduction cite les faits du texte français/,
    ),
  ).toBeVisible()
  expect(readRepoFile(FILE)).toBe(before)
})

test('an English service edited: that line of its file alone; no English service is created here', async ({ page }) => {
  const service = 'content/en/services/seo-local.json'
  const before = readRepoFile(service)
  await openEntry(page, 'services-en', 'seo-local')
  await expect(page.getByRole('button', { name: /Nouveau|Créer/ })).toHaveCount(0)
  await setText(field(page, 'Titre'), 'Local SEO for your town')
  await publish(page)
  await expectSaved(page)
  await expect.poll(() => JSON.parse(readRepoFile(service)).title).toBe('Local SEO for your town')
  expect(readRepoFile(service)).toBe(before.replace('"title": "Local SEO"', '"title": "Local SEO for your town"'))
})

test('an English article edited: its title only, its body byte for byte', async ({ page }) => {
  const file = 'content/en/articles/impact-seo-local.mdx'
  const article = readArticle(file)
  const title = 'Local SEO and neighbourhood businesses, in 6 charts'
  await openEntry(page, 'articles-en', 'impact-seo-local')
  await setText(field(page, 'Titre'), title)
  await publish(page)
  await expectSaved(page)
  await expect.poll(() => readArticle(file).data.title).toBe(title)
  const after = readArticle(file)
  expect(after.data).toEqual({ ...article.data, title })
  expect(after.body).toBe(article.body)
})

test('a French text reworded: saved, and the note names the English entry and field that keep the old meaning', async ({
  page,
}) => {
  const english = readRepoFile('content/en/services/seo-local.json')
  await openEntry(page, 'services', 'seo-local')
  await setText(field(page, 'Description courte'), 'Les trois premières places de Google Maps dans votre ville')
  await publish(page)
  await expectSaved(page)
  const title = (JSON.parse(english) as { title: string }).title
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré' })).toContainText(
    `«\u00a0service anglais «\u00a0${title}\u00a0»\u00a0» garde l’ancien texte de «\u00a0Description courte\u00a0»\u00a0: mettez-le à jour dans «\u00a0Services (anglais)\u00a0».`,
  )
  expect(readRepoFile('content/en/services/seo-local.json')).toBe(english)
})
