/**
 * Facts quoted in copy (a price, the phone number, a figure) are shown as their values and picked from a list, never
 * typed or read as `{{…}}` (scripts/cms/admin/facts.ts, widget `texte-faits`); the file keeps the reference, so the
 * fact stays written once.
 */
import { expect } from '@playwright/test'
import { expectSaved, field, openEntry, publish, readRepoFile, setText, test } from './editor'

test('a price quoted in a text reads as its value, not as code, and follows the amount typed', async ({ page }) => {
  await openEntry(page, 'services', 'seo-local')
  const price = field(page, 'Prix')
  await expect(price).toHaveText('79\u00a0€/mois')
  await expect(price).not.toContainText('{{')
  await setText(field(page, 'Montant'), '89\u00a0€')
  await expect(price).toHaveText('89\u00a0€/mois')
  // Every text of the entry that quotes its amount, the card's description among them.
  const quoted = page.locator('[data-fact="this.amount"]')
  expect(await quoted.count()).toBeGreaterThan(1)
  await expect(quoted.filter({ hasNotText: '89\u00a0€' })).toHaveCount(0)
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

test('a collapsed row of a list shows the facts its text quotes as their values: a key figure by its number', async ({
  page,
}) => {
  const { figures } = JSON.parse(readRepoFile('content/figures.json'))
  await openEntry(page, 'pages', 'pages-about')
  // Its row's text is `{{figures.premier-site.value}}` in the file: « 1997 », from the register.
  const year = page.getByText(figures['premier-site'].value, { exact: true }).filter({ visible: true })
  await expect(year.first()).toBeVisible()
  await expect(page.locator('body')).not.toContainText('{{')
})

test('a collapsed row follows a fact once saved: the button of a price raised', async ({ page }) => {
  await openEntry(page, 'services', 'seo-local')
  await page
    .getByLabel('list field')
    .filter({ has: page.locator(':scope > div > label', { hasText: /^Sections/ }) })
    .first()
    .getByTestId('expand-button')
    .first()
    .click()
  const row = page.getByText(/^Commencer – \d+\u00a0€\/mois$/).first()
  await expect(row).toHaveText('Commencer – 79\u00a0€/mois')
  await setText(field(page, 'Montant'), '89\u00a0€')
  await publish(page)
  await expectSaved(page)
  await expect(row).toHaveText('Commencer – 89\u00a0€/mois')
  // Back as it was, for the tests that follow (the form loaded anew, as after a save the owner comes back to).
  await page.reload()
  await expect(page.getByText('Écriture dans la collection')).toBeVisible()
  await setText(field(page, 'Montant'), '79\u00a0€')
  await publish(page)
  await expect.poll(() => JSON.parse(readRepoFile('content/services/seo-local.json')).amount).toBe('79\u00a0€')
})

test('a text that quotes facts counts its characters as each key is pressed', async ({ page }) => {
  await openEntry(page, 'pages', 'pages-meta')
  const title = field(page, 'Titre pour les moteurs')
  await setText(title, 'x'.repeat(59))
  await expect(page.getByText('59 / 60 caractères').first()).toBeVisible()
  await page.keyboard.type('y')
  await expect(page.getByText('60 / 60 caractères').first()).toBeVisible()
  // One more: the form refuses the save, and says which field and why where the owner looks, not nothing.
  await page.keyboard.type('z')
  await publish(page)
  await expect(page.getByRole('alert').filter({ hasText: 'Pas encore enregistré' })).toContainText(
    '«\u00a0Titre pour les moteurs\u00a0»\u00a0: 61 caractères pour 60 au plus',
  )
  await expect(title).toBeInViewport()
  // The note is the entry's: back to the list, it goes.
  page.once('dialog', (dialog) => dialog.accept())
  await page.getByRole('link', { name: /Écriture dans la collection/ }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Pas encore enregistré' })).toHaveCount(0)
})

// Decap alone keeps the first entry's data under the second's form (decaporg/decap-cms#4147): « 0 paragraphes ».
test('an entry reached from another by its address, or by Back, shows its own data', async ({ page }) => {
  const site = JSON.parse(readRepoFile('content/site.json'))
  const about = JSON.parse(readRepoFile('content/pages/about.json')).about
  await openEntry(page, 'site', 'site')
  await expect(field(page, 'Marque')).toHaveValue(site.brand)
  await page.goto('/admin/#/collections/pages/entries/pages-about')
  await expect(page.getByText(`${about.hero.paragraphs.length} paragraphes`, { exact: true }).first()).toBeAttached()
  await expect(page.getByText(/^0 paragraphes?$/)).toHaveCount(0)
  await page.goBack()
  await expect(field(page, 'Marque')).toHaveValue(site.brand)
})

test('an article shows a service’s price beside its link as its value, and a price typed so is saved quoted', async ({
  page,
}) => {
  const file = 'content/articles/pourquoi-avoir-un-site-web-2026.mdx'
  const before = readRepoFile(file)
  const amount = (id: string) => (JSON.parse(readRepoFile(`content/services/${id}.json`)) as { amount: string }).amount
  await openEntry(page, 'articles', 'pourquoi-avoir-un-site-web-2026')
  const text = page.locator('.cms-editor-raw [contenteditable="true"]')
  await expect(text).toContainText(`[SEO local](/services/seo-local), à ${amount('seo-local')} par mois`)
  await expect(text).not.toContainText('{{')
  // A sentence typed at the end of the text, the price as the owner reads it.
  await text.locator('[data-slate-node="element"]').last().click()
  await page.keyboard.press('End')
  await page.keyboard.type(`\n\nCommencez par un [audit SEO](/services/audit-seo), à ${amount('audit-seo')}.`)
  await publish(page)
  await expectSaved(page)
  await expect.poll(() => readRepoFile(file)).not.toBe(before)
  const body = (source: string) => source.slice(source.indexOf('\n---\n') + 5)
  // The file keeps every price quoted, the new one too, and the rest of the text as it was (the blank lines the
  // keyboard made before the new paragraph aside).
  expect(body(readRepoFile(file)).replace(/\n+(?=Commencez)/, '\n\n')).toBe(
    `${body(before).trimEnd()}\n\nCommencez par un [audit SEO](/services/audit-seo), à {{services.audit-seo.amount}}.\n`,
  )
})

test('a service’s price beside its link, changed in an article’s text: refused, saying where to change it', async ({
  page,
}) => {
  const file = 'content/articles/impact-seo-local.mdx'
  const before = readRepoFile(file)
  const amount = (JSON.parse(readRepoFile('content/services/seo-local.json')) as { amount: string }).amount
  await openEntry(page, 'articles', 'impact-seo-local')
  const line = page
    .locator('.cms-editor-raw [contenteditable="true"] [data-slate-node="element"]')
    .filter({ hasText: '<CallToAction title="Déléguer votre SEO local"' })
  await expect(line).toContainText(`${amount} par mois`)
  // The price selected, as a double click and a drag would, then typed over.
  await line.evaluate((element, price) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(`${price} par mois`) ?? -1
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + price.length)
      document.getSelection()?.removeAllRanges()
      document.getSelection()?.addRange(range)
      return
    }
  }, amount)
  await page.keyboard.type('99\u00a0€')
  await expect(line).toContainText('99\u00a0€ par mois')
  await publish(page)
  // In the note that stays (Decap's own notice, which fades, points to it).
  await expect(page.getByRole('alert').filter({ hasText: 'remplace le prix' })).toContainText(
    `«\u00a099\u00a0€\u00a0» remplace le prix du service «\u00a0SEO local\u00a0» (${amount}), qui suit son montant`,
  )
  // The line is marked in the text, which shows no line numbers, until the text is edited.
  await expect(line).toHaveCSS('outline-style', 'solid')
  await line.click()
  await page.keyboard.type(' ')
  await expect(line).toHaveCSS('outline-style', 'none')
  expect(readRepoFile(file)).toBe(before)
})
