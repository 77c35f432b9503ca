import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { hydrated, sitemapPaths } from './site'

const paths = [...sitemapPaths(), '/test-images', '/page-inexistante']

for (const theme of ['dark', 'light'] as const) {
  for (const path of paths) {
    test(`${decodeURI(path)} has no WCAG 2.1 AA violation (${theme} theme)`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
      await page.goto(path)
      await hydrated(page)
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
}
