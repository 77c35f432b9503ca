import services from 'virtual:service-index'
import { describe, expect, it } from 'vitest'
import { notFoundPages, sitePages } from '@/routes/pages'
import { browserMode } from '@/routes/router'
import { renderPage } from '../../renderer/render-page'

/**
 * A hydrated page's HTML preloads its screen and the modules its route's loader asked for
 * (renderer/render-page.tsx, renderer/app-scripts.ts): one missed, and the browser fetches it only once the app asks,
 * after the others, before it can hydrate. A kept page loads none of its code.
 */
describe('modules a page preloads in the browser', () => {
  const paths = [...sitePages().map((page) => page.path), ...notFoundPages()]

  it.each(paths)('%s', async (path) => {
    const { modules } = await renderPage(path)
    if (browserMode(path) === 'kept') return expect(modules).toEqual([])
    const service = services.find((entry) => path === `/services/${entry.id}`)
    if (service) return expect(modules).toEqual(['/pages/services/ServicePage.tsx', ...service.modules])
    expect(modules).toEqual([
      path.startsWith('/blog/category/') ? '/pages/blog/UnknownCategoryPage.tsx' : '/pages/leads/LeadOutcomePage.tsx',
    ])
  })

  it('counts the hydrated pages: the leads’ outcomes, some services, the unknown category', () => {
    const hydrated = paths.filter((path) => browserMode(path) === 'hydrated')
    expect(hydrated).not.toContain('/contact')
    expect(hydrated).toContain('/services/audit-seo')
    expect(hydrated).toContain('/blog/category/404')
    expect(hydrated).toContain('/contact/merci')
  })
})

/** The English app renders the same screens from its own copies of the modules (src/build/vite/language-mirror.ts). */
describe('modules an English page preloads', () => {
  it('names the same modules as the French page: the manifest holds their English copies', async () => {
    const english = await import('@en/renderer/render-page')
    const englishRouter = await import('@en/src/routes/router')
    expect((await english.renderPage('/en/contact/thank-you')).modules).toEqual(['/pages/leads/LeadOutcomePage.tsx'])
    expect((await english.renderPage('/en/services/seo-audit')).modules).toEqual(
      (await renderPage('/services/audit-seo')).modules,
    )
    expect(englishRouter.browserMode('/en/services/seo-audit')).toBe('hydrated')
    expect((await english.renderPage('/en/about')).modules).toEqual([])
  })
})
