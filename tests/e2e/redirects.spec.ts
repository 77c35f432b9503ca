import { expect, test } from '@playwright/test'
import { redirectRequests, redirectRules } from './site'

const rules = redirectRules()

test('the redirect file holds the spec’s redirects, capitalised spellings of fixed pages and one trailing-slash rule', () => {
  const pairs = rules.map((rule) => `${rule.from} ${rule.to}`)
  expect(pairs).toContain('/About /about')
  expect(pairs).toContain('/ABOUT /about')
  expect(pairs).toContain('/ABOUT/ /about')
  expect(pairs.at(-1)).toBe('/*/ /:splat')
  expect(pairs.filter((pair) => pair.includes('*') || pair.includes(':'))).toHaveLength(1)
  expect(rules.every((rule) => rule.status === 301)).toBe(true)
})

test('every redirect answers 301 and lands on a 200 page in one hop', async ({ request }) => {
  for (const { from, to } of redirectRequests()) {
    const first = await request.get(from, { maxRedirects: 0 })
    expect(first.status(), from).toBe(301)
    const location = new URL(first.headers().location!, 'http://x').pathname
    expect(location, from).toBe(to)
    const landing = await request.get(location, { maxRedirects: 0 })
    expect(landing.status(), `${from} → ${location}`).toBe(200)
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
