import { expect, test } from '@playwright/test'
import { hydrated } from './site'

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

test('on a 375 px phone the menu sits behind a toggle and navigates', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden()
  const toggle = page.getByRole('button', { name: 'Ouvrir le menu' })
  await toggle.tap()
  const menu = page.getByRole('navigation', { name: 'Navigation mobile' })
  await expect(menu).toBeVisible()
  await menu.getByText('Nos services', { exact: true }).tap()
  await expect(menu.getByRole('link', { name: 'SEO local' })).toBeVisible()
  await menu.getByRole('link', { name: 'À propos' }).tap()
  await expect(page).toHaveURL(/\/about$/)
  await expect(menu).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
