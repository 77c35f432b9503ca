import { describe, expect, it } from 'vitest'
import { checkFunctionsUrl, policyFor } from '@/build/csp'
import { headersFile } from '@/build/static-files'
import { LOCAL_BACKEND_URL } from '@/leads/config'
import { notFoundPages, sitePages } from '@/routes/pages'
import { notFoundPages as englishNotFound, sitePages as englishPages } from '@en/src/routes/pages'
import { expectedHeaders, headerRules } from '../../scripts/audit/security'

describe('_headers', () => {
  it('isolates every page from the windows of other sites, those with a policy of their own included', () => {
    const rules = headerRules(headersFile())
    const paths = [...sitePages().map((page) => encodeURI(page.path)), ...notFoundPages(), '/404', '/page-inconnue']
    expect(paths).toEqual(expect.arrayContaining(['/contact', '/services/audit-seo', '/newsletter/confirmer']))
    for (const path of paths) {
      const headers = expectedHeaders(path, rules)
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
      expect(headers.get('content-security-policy'), path).toBeTruthy()
    }
  })

  it('has no rule for an editor: the editor is not on this origin, so /admin/ is a page like any other', () => {
    const file = headersFile()
    expect(file).not.toMatch(/admin/)
    for (const path of ['/admin/', '/admin/index.html', '/admin/..%2fblog']) {
      const headers = expectedHeaders(path, headerRules(file))
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
      expect(headers.get('content-security-policy'), path).toBe(policyFor('/*'))
    }
  })
})

describe('_headers of the English pages', () => {
  const csp = (path: string) => expectedHeaders(path, headerRules(headersFile())).get('content-security-policy')

  it('gives each English page that embeds something the policy of its French counterpart', () => {
    const pairs = [
      ['/en/blog', '/blog'], // the search (WebAssembly)
      ['/en/contact', '/contact'], // the map
      ['/en/services/seo-audit', '/services/audit-seo'], // the audit widget
      ['/en/services/pbn', '/services/creer-pbn-seo'], // the video
    ]
    for (const [english, french] of pairs) {
      expect(csp(english!), english).toBe(policyFor(french!))
      expect(csp(english!), english).not.toBe(policyFor('/*'))
    }
    expect(csp('/en/blog')).toContain("'wasm-unsafe-eval'")
    expect(csp('/en/services/seo-audit')).toContain('https://www.seoptimer.com')
  })

  it('gives the other English pages, and the English 404 pages, the site’s policy and isolation', () => {
    const rules = headerRules(headersFile())
    const paths = [...englishPages().map((page) => encodeURI(page.path)), ...englishNotFound(), '/en/no-such-page']
    expect(paths).toEqual(expect.arrayContaining(['/en/about', '/en/404']))
    for (const path of paths) {
      const headers = expectedHeaders(path, rules)
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
      expect(headers.get('content-security-policy'), path).toBeTruthy()
    }
    expect(csp('/en/about')).toBe(policyFor('/*'))
  })
})

describe('the functions’ address at a production build', () => {
  it('stops a production build, in Cloudflare Pages or elsewhere, that would post the forms to the local functions', () => {
    for (const env of [{ CF_PAGES: '1' }, { PRODUCTION_BUILD: '1' }]) {
      // '' rather than undefined, which would read the default: the environment's VITE_SUPABASE_URL, set or not.
      expect(() => checkFunctionsUrl(env, ''), JSON.stringify(env)).toThrow(
        'VITE_SUPABASE_URL manquante pour une version de production (CF_PAGES ou PRODUCTION_BUILD=1)\u00a0:',
      )
      expect(() => checkFunctionsUrl(env, ''), JSON.stringify(env)).toThrow(LOCAL_BACKEND_URL)
      expect(() => checkFunctionsUrl(env, 'https://abcd.supabase.co')).not.toThrow()
    }
  })

  it('lets a development or test build use the local functions', () => {
    expect(() => checkFunctionsUrl({}, undefined)).not.toThrow()
    expect(() => checkFunctionsUrl({ PRODUCTION_BUILD: '0' }, undefined)).not.toThrow()
  })
})
