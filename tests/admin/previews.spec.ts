/**
 * The preview of a service, a page or an article is the page (scripts/cms/admin/page-previews.tsx, article-body.tsx):
 * the site's own components draw the entry being edited, its facts and prices in their values, never `{{…}}`, and
 * follow what is typed.
 */
import { expect, test } from '@playwright/test'
import { eachTestSignedIn, field, openEntry, readRepoFile, setText } from './editor'

eachTestSignedIn()

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
  const question = shown.getByText(/^Combien de temps faut-il pour être autonome sur le SEO de son site/)
  await expect(question).toBeVisible()
  await question.click()
  await expect(shown.getByText(/^Pour un site de TPE, deux à quatre heures par semaine/)).toBeVisible()
  await expect(shown.locator('body')).not.toContainText('<Faq')
})

test('the business facts preview without a word of Decap’s for the fields kept out of sight', async ({ page }) => {
  await openEntry(page, 'site', 'site')
  const shown = preview(page)
  await expect(shown.getByText(JSON.parse(readRepoFile('content/site.json')).phone.display).first()).toBeVisible()
  await expect(shown.locator('body')).not.toContainText('gadget')
})

test('an English page previews as the page, in English', async ({ page }) => {
  const founder = JSON.parse(readRepoFile('content/site.json')).founder.name
  await openEntry(page, 'en', 'en-pages-about')
  const shown = preview(page)
  await expect(shown.getByRole('heading', { level: 1 })).toHaveText(`${founder}, SEO and digital marketing consultant`)
  await expect(shown.locator('body')).not.toContainText('{{')
})
