/**
 * The built articles of both languages indexed one per lot (the build makes lots of a thousand; search-index.mjs),
 * served in place of the site's index: what a search finds must not depend on how the index is cut.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'

export function indexInLots(page: Page) {
  const dist = new URL('../../dist/client/', import.meta.url).pathname
  // A folder per worker: the French and the English tests may make theirs at the same time.
  const folder = join(
    new URL('../../.tmp/', import.meta.url).pathname,
    `search-lots-${process.env.E2E_PORT ?? 8788}-${process.pid}`,
  )
  rmSync(folder, { recursive: true, force: true })
  for (const blog of ['blog', 'en/blog']) {
    if (!existsSync(join(dist, blog))) continue
    for (const file of readdirSync(join(dist, blog)).filter((name) => name.endsWith('.html')))
      if (readFileSync(join(dist, blog, file), 'utf8').includes('data-pagefind-body'))
        cpSync(join(dist, blog, file), join(folder, blog, file))
  }
  execFileSync('node', ['src/build/search-index.mjs', folder, '1'])
  const { lots } = JSON.parse(readFileSync(join(folder, 'pagefind/lots.json'), 'utf8')) as { lots: string[] }
  return {
    lots,
    serve: () =>
      page.route('**/pagefind/**', (route) =>
        route.fulfill({ path: join(folder, decodeURIComponent(new URL(route.request().url()).pathname)) }),
      ),
  }
}
