/**
 * The English version in the editor, on the throwaway copy (scripts/cms/e2e-servers.mjs): an English file opened from
 * « Version anglaise », a text edited and saved (that line of the file alone); an English text citing a fact its
 * French text does not cite is refused before saving, in French, field named, and nothing is written.
 */
import { expect, type Page, test } from '@playwright/test'
import { expectSaved, field, openEntry, publish, readRepoFile, setText, signIn, watchEditor } from './editor'

test.describe.configure({ mode: 'serial' })

const FILE = 'content/en/pages/home.json'
const TITLE = 'Grow your visibility online'

let problems: () => string[]

/** The page's header, a group of fields folded at first. */
async function expandHero(page: Page) {
  await page.getByRole('button', { name: 'Expand' }).first().click()
}

test.beforeEach(async ({ page }) => {
  problems = await watchEditor(page)
  await signIn(page)
})
test.afterEach(() => {
  expect(problems()).toEqual([])
})

test('an English page’s title edited: the English file changes that line alone', async ({ page }) => {
  const before = readRepoFile(FILE)
  const title = (JSON.parse(before) as { home: { hero: { title: string } } }).home.hero.title
  await page.getByRole('link', { name: 'Version anglaise' }).first().click()
  await page.getByText('Page d’accueil (anglais)', { exact: true }).click()
  await expect(page.getByText('Écriture dans la collection')).toBeVisible()
  await expandHero(page)
  await expect(field(page, 'Titre')).toHaveValue(title)
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
  const text = field(page, 'Texte')
  const current = await text.inputValue()
  await setText(text, `${current} Call {{site.phone.display}}.`)
  await publish(page)
  await expect(
    page.getByText(
      /content\/en\/pages\/home\.json : champ « home\.hero\.text » : cite \{\{site\.phone\.display\}\} au lieu de aucune référence comme content\/pages\/home\.json : une traduction cite les mêmes faits/,
    ),
  ).toBeVisible()
  expect(readRepoFile(FILE)).toBe(before)
})
