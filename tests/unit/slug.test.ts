import { describe, expect, it } from 'vitest'
import { decodePathname, legacyWhitespaceSlug, normalisePath, slugify } from '@/lib/slug'

describe('slugify', () => {
  it.each([
    ['SEO Local', 'seo-local'],
    ['Création Site Web', 'creation-site-web'],
    ['Actualités SEO', 'actualites-seo'],
    ['Génération de Leads', 'generation-de-leads'],
    ['  --Été 2025 : bilan !-- ', 'ete-2025-bilan'],
    ['Intelligence   Artificielle', 'intelligence-artificielle'],
    ['œuvre & Co.', 'uvre-co'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug))

  it('keeps the old whitespace-only variant apart, for redirects', () => {
    expect(legacyWhitespaceSlug('Création Site Web')).toBe('création-site-web')
    expect(legacyWhitespaceSlug('SEO Local')).toBe(slugify('SEO Local'))
  })
})

describe('normalisePath (the spec rule)', () => {
  it.each([
    ['/About', '/about'],
    ['/about/', '/about'],
    ['services/SEO-Local', '/services/seo-local'],
    ['/blog//category', '/blog/category'],
    ['/services/seo local!', '/services/seo-local'],
    ['/a--b---c', '/a-b-c'],
    ['/-edge-/', '/edge'],
    ['/under_score', '/under_score'],
    ['/blog/strat%C3%A9gie-netlinking-2025-260', '/blog/stratégie-netlinking-2025-260'],
    ['', '/'],
  ])('%s → %s', (path, normalised) => expect(normalisePath(path)).toBe(normalised))
})

describe('decodePathname', () => {
  it('decodes percent-escapes and leaves malformed ones alone', () => {
    expect(decodePathname('/blog/strat%C3%A9gie')).toBe('/blog/stratégie')
    expect(decodePathname('/bad%E0%A4%A')).toBe('/bad%E0%A4%A')
  })
})
