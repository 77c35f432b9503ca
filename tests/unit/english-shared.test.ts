/**
 * The shared parts in the English module graph (`@en/…`, src/build/vite/language-mirror.ts): numbers, dates, plurals,
 * punctuation, menus, breadcrumbs and structured data speak English and link to English pages, while the French graph
 * stays as it was.
 */
import { describe, expect, it } from 'vitest'

const english = {
  numbers: () => import('@en/src/blog/charts/numbers'),
  format: () => import('@en/src/lib/format'),
  text: () => import('@en/src/lib/text'),
  navigation: () => import('@en/src/layout/navigation'),
  breadcrumbs: () => import('@en/src/routes/breadcrumbs'),
  structuredData: () => import('@en/src/head/structured-data'),
}

describe('chart numbers', () => {
  it('are written the English way on English pages: 1,234.5 and 34%', async () => {
    const { formatNumber, withUnit } = await english.numbers()
    expect(formatNumber(1234.5)).toBe('1,234.5')
    expect(formatNumber(-1234567)).toBe('−1,234,567')
    expect(withUnit(34, '%')).toBe('34%')
  })

  it('stay French on French pages: 1 234,5 and 34 %', async () => {
    const { formatNumber, withUnit } = await import('@/blog/charts/numbers')
    expect(formatNumber(1234.5)).toBe('1\u202f234,5')
    expect(withUnit(34, '%')).toBe('34\u00a0%')
  })
})

describe('dates, plurals and colons', () => {
  it('formatDate writes an English date in the English graph', async () => {
    const { formatDate } = await english.format()
    expect(formatDate('2025-09-01')).toBe('1 September 2025')
    expect((await import('@/lib/format')).formatDate('2025-09-01')).toBe('1er septembre 2025')
  })

  it('plural follows the English rule (0 takes the plural) in English, the French one in French', async () => {
    const forms = { one: '{n} article', other: '{n} articles' }
    const { plural } = await english.text()
    expect(plural(forms, 0)).toBe('0 articles')
    expect(plural(forms, 1)).toBe('1 article')
    expect((await import('@/lib/text')).plural(forms, 0)).toBe('0 article')
  })

  it('labelled writes "Theme: dark" in English and « Thème : sombre » in French', async () => {
    const { labelled } = await english.text()
    expect(labelled('Theme', 'dark')).toBe('Theme: dark')
    expect((await import('@/lib/text')).labelled('Thème', 'sombre', { frenchSpace: '\u00a0' })).toBe(
      'Thème\u00a0: sombre',
    )
  })
})

describe('menus, breadcrumbs and structured data', () => {
  it('the service menu links to the English service pages', async () => {
    const { serviceLinks } = await english.navigation()
    expect(serviceLinks.map((link) => link.href)).toContain('/en/services/ai-seo')
    for (const link of serviceLinks) expect(link.href).toMatch(/^\/en\/services\//)
  })

  it('the breadcrumb of /en/about is Home (/en) → About, with no "En" crumb', async () => {
    const { breadcrumbTrail } = await english.breadcrumbs()
    expect(breadcrumbTrail('/en/about')).toEqual([
      { label: 'Home', path: '/en' },
      { label: 'About', path: '/en/about' },
    ])
    expect((await import('@/routes/breadcrumbs')).breadcrumbTrail('/about')).toEqual([
      { label: 'Accueil', path: '/' },
      { label: 'À propos', path: '/about' },
    ])
  })

  it('the business’s offer catalogue is named in English', async () => {
    const { businessLd } = await english.structuredData()
    const ld = businessLd() as unknown as {
      hasOfferCatalog: { name: string; itemListElement: { itemOffered: { url: string } }[] }
    }
    expect(ld.hasOfferCatalog.name).toBe('SEO and digital marketing services')
    expect(ld.hasOfferCatalog.itemListElement[0]!.itemOffered.url).toMatch(/^https:\/\/[^/]+\/en\/services\//)
  })
})

describe('the phone number', () => {
  it('is written for a reader abroad on English pages (+33 1 99 00 27 45), as it was in French', async () => {
    const [{ default: site }, { siteBasics }] = await Promise.all([
      import('@en/content/site.json'),
      import('@en/src/site-basics'),
    ])
    expect(site.phone.display).toBe('+33\u00a01\u00a099\u00a000\u00a027\u00a045')
    expect(siteBasics.phone.display).toBe(site.phone.display)
    expect((await import('@content/site.json')).default.phone.display).toBe('01\u00a099\u00a000\u00a027\u00a045')
  })
})
