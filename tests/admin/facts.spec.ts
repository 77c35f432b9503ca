/**
 * Facts quoted in copy (a price, the phone number, a figure) are shown as their values and picked from a list, never
 * typed or read as `{{…}}` (scripts/cms/admin/facts.ts, widget `texte-faits`); the file keeps the reference, so the
 * fact stays written once.
 */
import { expect, test } from '@playwright/test'
import { eachTestSignedIn, expectSaved, field, openEntry, publish, readRepoFile } from './editor'

eachTestSignedIn()

test('a price quoted in a text reads as its value, not as code', async ({ page }) => {
  await openEntry(page, 'services', 'seo-local')
  const price = field(page, 'Prix')
  await expect(price).toHaveText('79\u00a0€/mois')
  await expect(price).not.toContainText('{{')
})

test('a fact picked from the list shows its value and is saved as a reference', async ({ page }) => {
  const site = JSON.parse(readRepoFile('content/site.json'))
  await openEntry(page, 'pages', 'pages-about')
  // The page's header, then its paragraphs.
  await page.getByRole('button', { name: 'Expand' }).first().click()
  await page.getByRole('button', { name: 'Expand' }).first().click()
  const quote = page.getByRole('textbox', { name: 'Texte' }).first()
  await expect(quote).toContainText(site.founder.name)
  await quote.click()
  await page.keyboard.press('ControlOrMeta+End')
  await page.keyboard.type(' Appelez le ')
  await quote.locator('xpath=following-sibling::button[1]').click()
  await page
    .getByRole('combobox', { name: 'Insérer dans «\u00a0Texte\u00a0» un prix, un chiffre ou une coordonnée' })
    .first()
    .selectOption({ label: `Téléphone › Numéro de téléphone\u00a0: ${site.phone.display}` })
  await expect(quote).toContainText(`Appelez le ${site.phone.display}`)
  await expect(quote).not.toContainText('{{')
  await publish(page)
  await expectSaved(page)
  const saved = JSON.parse(readRepoFile('content/pages/about.json')).about.hero.paragraphs[0]
  expect(saved).toMatch(/^\{\{site\.founder\.name\}\} .* Appelez le \{\{site\.phone\.display\}\}$/)
})
