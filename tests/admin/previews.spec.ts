/**
 * The preview of a service, a page or an article is the page (scripts/cms/admin/page-previews.tsx, article-body.tsx):
 * the site's own components draw the entry being edited, its facts and prices in their values, never `{{…}}`, and
 * follow what is typed.
 */
import { expect } from '@playwright/test'
import { field, openEntry, readArticle, readRepoFile, setText, test } from './editor'

const preview = (page: import('@playwright/test').Page) => page.frameLocator('iframe').first()

test('a service previews as its page: the hero, its price with the VAT mention, and what is typed', async ({
  page,
}) => {
  const service = JSON.parse(readRepoFile('content/services/seo-local.json'))
  await openEntry(page, 'services', 'seo-local')
  const shown = preview(page)
  await expect(shown.getByRole('heading', { level: 1 })).toHaveText(service.sections[0].title)
  await expect(shown.getByText('79\u00a0€/mois').first()).toBeVisible()
  await expect(shown.getByText(/TVA non applicable/).first()).toBeVisible()
  await expect(shown.locator('body')).not.toContainText('{{')
  await expect(shown.getByText(/Ce bouton règle 79\u00a0€ par mois/).first()).toBeVisible()
  await setText(field(page, 'Montant'), '89\u00a0€')
  await expect(shown.getByText('89\u00a0€/mois').first()).toBeVisible()
  // The payment button's charge too: a fact of the site that quotes this price.
  await expect(shown.getByText(/Ce bouton règle 89\u00a0€ par mois/).first()).toBeVisible()
  await expect(shown.getByText(/Ce bouton règle 79\u00a0€ par mois/)).toHaveCount(0)
})

test('a page previews as the site draws it, its facts in their values', async ({ page }) => {
  const founder = JSON.parse(readRepoFile('content/site.json')).founder.name
  await openEntry(page, 'pages', 'pages-about')
  const shown = preview(page)
  await expect(shown.getByRole('heading', { level: 1 })).toHaveText(`${founder}, consultant SEO et marketing digital`)
  await expect(shown.locator('body')).not.toContainText('{{')
})

test('an article previews with its components drawn by the site: its FAQ opens as on the page', async ({ page }) => {
  await openEntry(page, 'articles', 'apprendre-le-seo-en-tpe')
  const shown = preview(page)
  // Drawn whole once the repository is read: its links' note then shows, and the quoted facts their values, which
  // redraws the body (an answer opened before would close again).
  await expect(shown.getByRole('region', { name: 'Liens internes' })).toBeVisible()
  const question = shown.getByText(/^Combien de temps faut-il pour être autonome sur le SEO de son site/)
  await expect(question).toBeVisible()
  await question.click()
  await expect(shown.getByText(/^Pour un site de TPE, deux à quatre heures par semaine/)).toBeVisible()
  await expect(shown.locator('body')).not.toContainText('<Faq')
})

test('the testimonials preview as the home page shows them, and follow what is typed', async ({ page }) => {
  const [first] = JSON.parse(readRepoFile('content/testimonials.json')).testimonials
  await openEntry(page, 'site', 'testimonials')
  const shown = preview(page)
  const card = shown.locator('figure').filter({ hasText: first.name })
  await expect(card.locator('blockquote')).toContainText(first.text.slice(0, 40))
  await expect(card.locator('figcaption')).toContainText(first.company)
  // Every testimonial drawn; the first renamed, its card follows.
  const count = JSON.parse(readRepoFile('content/testimonials.json')).testimonials.length
  await expect(shown.locator('figure')).toHaveCount(count)
  await page.getByLabel('list field').first().getByTestId('expand-button').first().click()
  await setText(field(page, 'Nom'), 'Camille Renaud')
  await expect(shown.locator('figure').first()).toContainText('Camille Renaud')
})

test('the business facts preview as the contact page and the legal notice show them, and follow what is typed', async ({
  page,
}) => {
  const site = JSON.parse(readRepoFile('content/site.json'))
  await openEntry(page, 'site', 'site')
  const shown = preview(page)
  await expect(shown.getByText(site.phone.display).first()).toBeVisible()
  await expect(shown.locator('body')).toContainText(`SIRET\u00a0: ${site.legal.siret}`)
  // Nothing of Decap's for the fields kept out of sight.
  await expect(shown.locator('body')).not.toContainText('gadget')
  await setText(field(page, 'Numéro de téléphone'), '01 98 76 54 32')
  await expect(shown.getByText('01 98 76 54 32').first()).toBeVisible()
  await expect(shown.getByText(site.phone.display)).toHaveCount(0)
})

test('an English page previews as the page, in English', async ({ page }) => {
  const founder = JSON.parse(readRepoFile('content/site.json')).founder.name
  await openEntry(page, 'en', 'en-pages-about')
  const shown = preview(page)
  await expect(shown.getByRole('heading', { level: 1 })).toHaveText(`${founder}, SEO and digital marketing consultant`)
  await expect(shown.locator('body')).not.toContainText('{{')
})

test('an article’s preview lists the pages that lead to it and the closest ones, and follows a link typed', async ({
  page,
}) => {
  const title = (slug: string) => String(readArticle(`content/articles/${slug}.mdx`).data.title)
  await openEntry(page, 'articles', 'tendances-adoption-ia-2025')
  const links = preview(page).getByRole('region', { name: 'Liens internes' })
  await expect(links).toContainText(
    `Mènent à cet article depuis leur texte\u00a0: «\u00a0${title('referencement-ia-chatgpt-perplexity')}\u00a0»`,
  )
  const closest = links.getByRole('listitem')
  await expect(closest).toHaveCount(5)
  const apprendre = closest.filter({ hasText: title('apprendre-le-seo-en-tpe') })
  await expect(apprendre).toContainText('à faire\u00a0: un lien de cet article vers cette page')
  // A link to it typed at the end of the text: the preview says so at once.
  const text = page.locator('.cms-editor-raw [contenteditable="true"]')
  await text.locator('[data-slate-node="element"]').last().click()
  await page.keyboard.press('End')
  await page.keyboard.type('\n\nVoir [apprendre le SEO](/blog/apprendre-le-seo-en-tpe).')
  await expect(apprendre).toContainText('cet article y mène')
})

test('an article’s blocks come from the buttons above its text, at the cursor, drawn in the preview as on the page', async ({
  page,
}) => {
  await openEntry(page, 'articles', 'pbn-seo')
  const lines = page.locator('.cms-editor-raw [contenteditable="true"] [data-slate-node="element"]')
  const insert = (name: string) =>
    page.getByRole('toolbar', { name: 'Insérer un bloc dans le texte' }).getByRole('button', { name }).click()
  // Never clicked in the text: at its end, on a line of its own after a blank one.
  await expect.poll(() => lines.count()).toBeGreaterThan(10)
  const count = await lines.count()
  // An empty line, as Slate draws it.
  const empty = /^\uFEFF?$/
  await insert('Intertitre')
  // (The text ends with a line break: its last line is empty.)
  await expect(lines.nth(count - 1)).toHaveText(empty)
  await expect(lines.nth(count)).toHaveText('## Titre de la partie')
  await expect(preview(page).getByRole('heading', { name: 'Titre de la partie' })).toBeVisible()
  // The cursor at the end of that heading (a short line: End is its end): the questions right after it, a blank line
  // between.
  await lines.nth(count).click()
  await page.keyboard.press('End')
  await insert('Questions fréquentes')
  await expect(lines.nth(count)).toHaveText('## Titre de la partie')
  await expect(lines.nth(count + 1)).toHaveText(empty)
  await expect(lines.nth(count + 2)).toHaveText('<Faq items={[')
  await expect(lines.nth(count + 3)).toHaveText('  { question: "La question\u00a0?", answer: "La réponse." },')
  const question = preview(page).getByText('La question\u00a0?', { exact: true })
  await expect(question).toBeVisible()
  await question.click()
  await expect(preview(page).getByText('La réponse.', { exact: true })).toBeVisible()
})

test('Enter at the end of a line of an article’s text starts a paragraph of its own, as in a word processor', async ({
  page,
}) => {
  await openEntry(page, 'articles', 'pbn-seo')
  const lines = page.locator('.cms-editor-raw [contenteditable="true"] [data-slate-node="element"]')
  await expect.poll(() => lines.count()).toBeGreaterThan(10)
  const count = await lines.count()
  // On the text's last line (empty), a sentence, Enter, another.
  await lines.last().click()
  await page.keyboard.type('Une phrase.')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Un nouveau paragraphe.')
  await expect(lines.nth(count - 1)).toHaveText('Une phrase.')
  await expect(lines.nth(count)).toHaveText(/^\uFEFF?$/)
  await expect(lines.nth(count + 1)).toHaveText('Un nouveau paragraphe.')
  await expect(
    preview(page)
      .getByRole('paragraph')
      .filter({ hasText: /^Un nouveau paragraphe\.$/ }),
  ).toBeVisible()
  // In a list, Enter is a line break: the next item.
  await page.keyboard.press('Enter')
  await page.keyboard.type('- un point')
  await page.keyboard.press('Enter')
  await page.keyboard.type('- un autre')
  await expect(lines.last()).toHaveText('- un autre')
  await expect(lines.nth(-2)).toHaveText('- un point')
})
