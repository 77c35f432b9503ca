import { describe, expect, it, vi } from 'vitest'
import { sitePages } from '@/routes/pages'

/**
 * Each pre-rendering thread renders its first page with nothing loaded yet (src/build/thread-pool.ts): a page must
 * name every module it reads (route field `modules`), or that first render differs from the next ones.
 */
describe('first render of a page in a fresh thread', () => {
  it.each(sitePages().map((page) => page.path))('%s renders the same as once everything is loaded', async (path) => {
    vi.resetModules()
    const { renderPage } = await import('../../renderer/render-page')
    const first = (await renderPage(path)).body
    const again = (await renderPage(path)).body
    expect(first).toContain('<main id="main"')
    expect(first).toBe(again)
  })
})
