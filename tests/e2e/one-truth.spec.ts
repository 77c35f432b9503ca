/**
 * What a prospect reads beside the offers, as the built site serves it: the training declaration under the courses,
 * each testimonial's service and month (translated ones saying so), the phone line's own hours in the structured data,
 * and the language switch of a category whose translation holds no article yet.
 */
import { expect, test } from '@playwright/test'
import site from '../../content/site.json' with { type: 'json' }
import { hydrated } from './site'

test('the training page shows its declaration number and that it is not an approval by the State', async ({ page }) => {
  await page.goto('/services/formation-seo')
  await expect(
    page.getByText(`enregistrée sous le numéro ${site.trainingDeclaration}`, { exact: false }),
  ).toContainText('Cet enregistrement ne vaut pas agrément de l’État.')
})

test('a testimonial names the service bought and its month; in English it says it is translated', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('figure').filter({ hasText: 'Sophie Laurent' })).toContainText('SEO local, mars 2025')
  await page.goto('/en')
  await expect(page.getByRole('figure').filter({ hasText: 'Sophie Laurent' })).toContainText(
    'Local SEO, March 2025 (translated from French)',
  )
})

test('the structured data gives the office hours and, apart, the phone line’s', async ({ request }) => {
  const html = await (await request.get('/contact')).text()
  const business = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map(([, json]) => JSON.parse(json!))
    .find((entity) => entity['@type'] === 'ProfessionalService')
  expect(business.openingHoursSpecification).toMatchObject({ opens: '09:00', closes: '18:00' })
  expect(business.contactPoint).toMatchObject({
    '@type': 'ContactPoint',
    telephone: site.phone.e164,
    hoursAvailable: { opens: '09:00', closes: '12:30' },
  })
})

test('a French category whose English twin holds no article yet leads to the English blog, and says so', async ({
  page,
}) => {
  await page.goto('/blog/category/netlinking')
  await hydrated(page)
  const toEnglish = page.getByRole('banner').locator('a[hreflang]')
  await expect(toEnglish).toHaveAttribute('href', '/en/blog')
  await expect(toEnglish).toHaveAccessibleName(/pas encore d’article en anglais dans cette catégorie/)
})
