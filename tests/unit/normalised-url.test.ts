import { describe, expect, it } from 'vitest'
import { type AskHost, normalisedPageUrl } from '@/routes/normalised-url'

const ORIGIN = 'https://site.example'
const here = (pathname: string, search = '', hash = '') => ({ origin: ORIGIN, pathname, search, hash })

/**
 * A host that has the given pages and sends `redirects` on, as a 301 followed by fetch would (another site answers
 * whatever it is asked); records what it was asked.
 */
function host(pages: string[], redirects: Record<string, string> = {}) {
  const asked: string[] = []
  const askHost: AskHost = async (url) => {
    asked.push(url)
    const landed = new URL(redirects[new URL(url).pathname] ?? url, ORIGIN)
    return { ok: landed.origin !== ORIGIN || pages.includes(landed.pathname), url: landed.href }
  }
  return { askHost, asked }
}

describe('the 404 page’s way to the normalised address', () => {
  it('goes to the lowercase page the host has, keeping the query and the fragment', async () => {
    const { askHost, asked } = host(['/about'])
    expect(await normalisedPageUrl(here('/About/', '?a=1', '#bio'), askHost)).toBe(`${ORIGIN}/about?a=1#bio`)
    expect(asked).toEqual([`${ORIGIN}/about`])
  })

  it('stays on the 404 page when the address is already normal or names no page', async () => {
    const { askHost, asked } = host(['/about'])
    expect(await normalisedPageUrl(here('/inconnue'), askHost)).toBeUndefined()
    expect(asked).toEqual([])
    expect(await normalisedPageUrl(here('/Inconnue'), askHost)).toBeUndefined()
    expect(await normalisedPageUrl(here('/About'), async () => null)).toBeUndefined()
  })

  it('lands where the host sent it (an old address), on this site only', async () => {
    const { askHost } = host(['/services/formation-seo'], { '/services/vous-former': '/services/formation-seo' })
    expect(await normalisedPageUrl(here('/Services/Vous-Former'), askHost)).toBe(`${ORIGIN}/services/formation-seo`)
    const away = host([], { '/about': 'https://evil.example/about' })
    expect(await normalisedPageUrl(here('/About'), away.askHost)).toBeUndefined()
  })

  it('never leaves the site for an address a browser could read as another host', async () => {
    const hostile = [
      '//Evil.example/',
      '///Evil.example/',
      '/\\Evil.example',
      '/\\/Evil.example/',
      '/%2F%2FEvil.example/',
      '/%2f%2fEvil.example',
      '/%5CEvil.example',
      '/%5C%5CEvil.example/',
      '/%252F%252FEvil.example/',
      '/blog//Evil.example/',
    ]
    // A host that has every page: whatever the address, only where it is sent counts.
    const everything: AskHost = async (url) => ({ ok: true, url })
    for (const pathname of hostile) {
      const target = await normalisedPageUrl(here(pathname), everything)
      expect(target, pathname).toBeDefined()
      expect(new URL(target!).origin, `${pathname} → ${target}`).toBe(ORIGIN)
      expect(new URL(target!).pathname, pathname).toMatch(/^\/[\p{L}\p{N}_-]/u)
    }
    const { askHost, asked } = host(['/about'])
    for (const pathname of hostile) expect(await normalisedPageUrl(here(pathname), askHost), pathname).toBeUndefined()
    for (const url of asked) expect(new URL(url).origin, url).toBe(ORIGIN)
  })
})
