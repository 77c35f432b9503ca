import { beforeAll, describe, expect, it } from 'vitest'
import site from '@content/site.json'
import services from 'virtual:service-catalogue'
import { llmsTxt } from '@/build/llms-txt'
import { inLanguage, inSitemap, pagesWithMeta, type PageWithMeta } from '@/build/static-files'
import { getArticleMetadata } from '#articles'
import englishSite from '@en/content/site.json'
import { getArticleMetadata as getEnglishArticles } from '@en/src/content/articles'

let text = ''
let indexablePaths: string[] = []
let indexable: PageWithMeta[] = []
beforeAll(async () => {
  // Both languages' pages, as the build gives them: each language's file lists its own.
  indexable = (await pagesWithMeta()).filter(inSitemap)
  indexablePaths = inLanguage(indexable, 'fr').map((page) => page.path)
  text = llmsTxt(indexable)
})

const links = (from = text) =>
  [...from.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/gm)].map(([, name, url, note]) => ({
    name: name!,
    url: url!,
    note: note!,
  }))
const sections = () => [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])

describe('llms.txt', () => {
  it('opens with the H1 of the site’s name, then a > summary and the paragraph on area, prices and quotes', () => {
    const [h1, summary, about] = text.split('\n\n')
    expect(h1).toBe(`# ${site.brand}`)
    expect(summary).toMatch(/^> .*Julien Morel/)
    expect(about).toContain(site.areaServed)
    expect(about).toMatch(/79\s€\/mois/u)
    expect(about).toContain(`${site.url}/contact`)
    expect(about).toContain(site.phone.display)
  })

  it('has the sections in order, Optional last', () => {
    expect(sections()).toEqual(['Services', 'Articles', 'L’entreprise', 'Optional'])
  })

  it('lists every service once with its price, and every article once, latest first, on their Markdown twins', () => {
    const urls = links().map((link) => link.url)
    for (const service of services) {
      const lines = links().filter((link) => link.url === `${site.url}/services/${service.id}.md`)
      expect(lines, service.id).toHaveLength(1)
      expect(lines[0]!.note).toContain(service.price)
    }
    const articleUrls = getArticleMetadata().map((article) => encodeURI(`${site.url}/blog/${article.slug}.md`))
    expect(urls.filter((url) => articleUrls.includes(url))).toEqual(articleUrls)
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('links only absolute URLs of indexable pages, each once, the legal pages under Optional', () => {
    const listed = links().map((link) => new URL(link.url))
    for (const url of listed) expect(url.origin).toBe(site.url)
    expect(listed.map((url) => decodeURI(url.pathname).replace(/\.md$/, '')).sort()).toEqual([...indexablePaths].sort())
    const optional = text.slice(text.indexOf('## Optional'))
    expect(optional).toContain(`(${site.url}/privacy)`)
    expect(optional).toContain(`(${site.url}/terms)`)
    expect(text).not.toContain('/test-images')
  })
})

describe('/en/llms.txt', () => {
  let english = ''
  let path = ''
  beforeAll(async () => {
    const module = await import('@en/src/build/llms-txt')
    english = module.llmsTxt(indexable)
    path = module.LLMS_TXT_PATH
  })

  it('is served at the English site’s root, and each file names the other in one line', () => {
    expect(path).toBe('/en/llms.txt')
    expect(text.split('\n\n')[3]).toBe(
      `Le même fichier pour les pages anglaises du site\u00a0: ${site.url}/en/llms.txt`,
    )
    expect(english.split('\n\n')[3]).toBe(`The same file for the French pages of the site: ${site.url}/llms.txt`)
  })

  it('speaks English: summary, area and prices, section names', () => {
    const [h1, summary, about] = english.split('\n\n')
    expect(h1).toBe(`# ${englishSite.brand}`)
    expect(summary).toBe(
      `> Julien Morel, independent ${englishSite.founder.jobTitle} since ${englishSite.foundingYear}. ${englishSite.description}`,
    )
    expect(about).toMatch(
      /^Area served: .*, from Paris and Kraków \(Poland\)\. Prices start at €79\/month \(Local SEO\)/,
    )
    expect(about).toContain(`${site.url}/en/contact`)
    expect([...english.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual([
      'Services',
      'Articles',
      'The company',
      'Optional',
    ])
    expect(english).not.toMatch(/ et |Zone desservie|À partir de|\u00a0:/)
  })

  it('lists only the English pages: the ten services and the English articles on their twins, nothing French', () => {
    const urls = links(english).map((link) => link.url)
    for (const url of urls) expect(url.startsWith(`${site.url}/en`), url).toBe(true)
    expect(urls).toContain(`${site.url}/en/services/ai-seo.md`)
    const services = english.slice(english.indexOf('## Services'), english.indexOf('## Articles'))
    expect(links(services)).toHaveLength(10)
    const articles = getEnglishArticles().map((article) => `${site.url}/en/blog/${article.slug}.md`)
    expect(articles.length).toBeGreaterThanOrEqual(4)
    expect(urls.filter((url) => articles.includes(url))).toEqual(articles)
    const listed = urls.map((url) => decodeURI(new URL(url).pathname).replace(/\.md$/, '')).sort()
    expect(listed).toEqual(
      inLanguage(indexable, 'en')
        .map((page) => page.path)
        .sort(),
    )
  })
})
