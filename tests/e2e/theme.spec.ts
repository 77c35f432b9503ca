import { expect, test } from '@playwright/test'
import { hydrated } from './site'

test('dark by default, and the chosen theme survives reloads with no flash of the other one', async ({ page }) => {
  await page.goto('/about')
  await hydrated(page)
  await expect(page.locator('html')).toHaveClass(/dark/)
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Basculer le thème' }).first()
  await toggle.click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')

  // Hold back the app's JavaScript: what the first paint shows is the inline script's doing alone.
  await page.route('**/assets/**/*.js', () => new Promise(() => {}))
  await page.reload({ waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)')
})

test('system follows the device', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.addInitScript(() => localStorage.setItem('theme', 'system'))
  await page.goto('/')
  await hydrated(page)
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/dark/)
})
