import { beforeAll, describe, expect, it } from 'vitest'
import site from '@content/site.json'
import { inLanguage, inSitemap, pagesWithMeta, sitemapXml } from '@/build/static-files'
import { parseSitemap } from '@/build/indexnow'

let xml = ''
let entries: { loc: string; links: Record<string, string> }[] = []
let frenchPaths: string[] = []
beforeAll(async () => {
  const pages = await pagesWithMeta()
  frenchPaths = inLanguage(pages.filter(inSitemap), 'fr').map((page) => page.path)
  xml = await sitemapXml(pages)
  entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(block)![1]!,
    links: Object.fromEntries(
      [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, url]) => [
        lang!,
        url!,
      ]),
    ),
  }))
})

const entry = (path: string) => entries.find((candidate) => candidate.loc === `${site.url}${path}`)

describe('sitemap.xml', () => {
  it('lists the French pages first, in the table’s order, then the English ones', () => {
    const locs = entries.map((candidate) => candidate.loc)
    expect(locs.slice(0, frenchPaths.length)).toEqual(frenchPaths.map((path) => `${site.url}${encodeURI(path)}`))
    const english = locs.slice(frenchPaths.length)
    expect(english.length).toBeGreaterThanOrEqual(20)
    for (const loc of english) expect(loc.startsWith(`${site.url}/en`), loc).toBe(true)
    expect(english).toEqual(
      expect.arrayContaining([`${site.url}/en`, `${site.url}/en/services/ai-seo`, `${site.url}/en/blog/website-cost`]),
    )
    expect(locs).not.toContain(`${site.url}/en/404`)
    expect(new Set(locs).size).toBe(locs.length)
  })

  it('gives a translated page its alternates in both languages and x-default (French), both ways', () => {
    const alternates = {
      fr: `${site.url}/services/seo-ia`,
      en: `${site.url}/en/services/ai-seo`,
      'x-default': `${site.url}/services/seo-ia`,
    }
    expect(entry('/services/seo-ia')!.links).toEqual(alternates)
    expect(entry('/en/services/ai-seo')!.links).toEqual(alternates)
    expect(entry('/')!.links).toEqual({ fr: `${site.url}/`, en: `${site.url}/en`, 'x-default': `${site.url}/` })
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })

  it('gives a French page without translation no alternates', () => {
    expect(entry('/blog/pbn-seo')).toBeDefined()
    expect(entry('/blog/pbn-seo')!.links).toEqual({})
    for (const candidate of entries.filter((each) => Object.keys(each.links).length))
      expect(Object.keys(candidate.links)).toEqual(['fr', 'en', 'x-default'])
  })

  it('is read by IndexNow with its English pages, the alternates left aside', () => {
    const pages = parseSitemap(xml)
    expect(pages.size).toBe(entries.length)
    expect(pages.has(`${site.url}/en/services/ai-seo`)).toBe(true)
    expect(pages.get(`${site.url}/en/services/ai-seo`)).toBe('')
  })
})
