/**
 * The newsletter's pages on the built site (npm test builds it as of the last date the content schedules, so that
 * December's letter is online there): the letter readable as subscribers received it, reached from the blog and the
 * footer, its sign-up form working, in the sitemap; the English letter likewise.
 */
import { expect, test } from '@playwright/test'
import { query, unique } from './leads'
import { hydrated, watchConsole } from './site'

test('/newsletter/2026-12: the letter, reached from the blog’s newsletter box and the footer, and its form subscribes', async ({
  page,
}) => {
  const problems = watchConsole(page)
  await page.goto('/blog')
  await page.getByRole('main').getByRole('link', { name: 'Lire les lettres déjà envoyées' }).click()
  await expect(page).toHaveURL(/\/newsletter$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La newsletter')
  await page.getByRole('link', { name: /Vos horaires des fêtes sur Google/ }).click()
  await expect(page).toHaveURL(/\/newsletter\/2026-12$/)

  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'Vos horaires des fêtes sur Google, et nos articles d’octobre et novembre',
  )
  await expect(main.getByText('Envoyée le 8 décembre 2026')).toBeVisible()
  await expect(main.getByRole('heading', { level: 2, name: /déclarez vos horaires exceptionnels/ })).toBeVisible()
  await expect(main.getByRole('link', { name: /L’aide de Google/ })).toHaveAttribute(
    'href',
    'https://support.google.com/business/answer/6303076?hl=fr',
  )
  // The articles of October and November, each a link to its page.
  const articles = main.getByRole('region', { name: 'Les articles du mois' }).getByRole('heading', { level: 3 })
  await expect(articles).toHaveCount(4)
  await main
    .getByRole('link', { name: /Apprendre le SEO en TPE/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/blog\/apprendre-le-seo-en-tpe$/)
  await page.goBack()

  await page.goto('/newsletter/2026-12')
  await hydrated(page)
  const email = `${unique('lettre')}@exemple.fr`
  const form = main.getByRole('region', { name: 'Recevez la prochaine lettre' }).locator('form')
  await form.getByLabel('Votre adresse e-mail').fill(email)
  await form.getByRole('button', { name: 'S’abonner' }).click()
  await expect(form.getByText(/Un e-mail de confirmation vient de vous être envoyé/)).toBeVisible()
  expect(await query(`select status, language from newsletter_subscriptions where email = $1`, [email])).toEqual([
    { status: 'pending', language: 'fr' },
  ])

  // The footer of every page leads there too.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Newsletter', exact: true }).click()
  await expect(page).toHaveURL(/\/newsletter$/)
  expect(problems()).toEqual([])
})

test('the English letter is at /en/newsletter/2026-12, paired with the French one, and both are in the sitemap', async ({
  page,
  request,
}) => {
  await page.goto('/en/newsletter/2026-12')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your holiday hours on Google, and our October and November articles',
  )
  await expect(page.getByRole('main').getByText('Sent on 8 December 2026')).toBeVisible()
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/newsletter\/2026-12$/)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/newsletter', '/newsletter/2026-12', '/en/newsletter', '/en/newsletter/2026-12'])
    expect(sitemap).toContain(`<loc>https://www.moreldigital.fr${path}</loc>`)
})
