import { expect, test } from '@playwright/test'
import { redirectRules } from './site'

const rules = redirectRules()

test('the redirect file holds the spec’s redirects and the spelling variants of every page', () => {
  const pairs = rules.map((rule) => `${rule.from} ${rule.to}`)
  expect(pairs).toContain('/about/ /about')
  expect(pairs).toContain('/About /about')
  expect(pairs).toContain('/ABOUT /about')
  expect(rules.every((rule) => rule.status === 301)).toBe(true)
})

test('every redirect answers 301 and lands on a 200 page in one hop', async ({ request }) => {
  for (const rule of rules) {
    const first = await request.get(rule.from, { maxRedirects: 0 })
    expect(first.status(), rule.from).toBe(301)
    const location = new URL(first.headers().location!, 'http://x').pathname
    expect(location, rule.from).toBe(rule.to)
    const landing = await request.get(location, { maxRedirects: 0 })
    expect(landing.status(), `${rule.from} → ${location}`).toBe(200)
  }
})

test('the canonical URLs answer directly, never through a redirect', async ({ request }) => {
  for (const path of ['/', '/about']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
  }
})

test('an odd spelling the redirect file does not list still reaches its page, by the normalisation rule', async ({
  page,
}) => {
  await page.goto('/aBoUt!')
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Julien Morel')
})
