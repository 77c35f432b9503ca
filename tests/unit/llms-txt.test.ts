import { beforeAll, describe, expect, it } from 'vitest'
import site from '@content/site.json'
import services from 'virtual:service-catalogue'
import { llmsTxt } from '@/build/llms-txt'
import { inSitemap, pagesWithMeta } from '@/build/static-files'
import { getArticleMetadata } from '#articles'

let text = ''
let indexablePaths: string[] = []
beforeAll(async () => {
  const indexable = (await pagesWithMeta()).filter(inSitemap)
  indexablePaths = indexable.map((page) => page.path)
  text = llmsTxt(indexable)
})

const links = () =>
  [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/gm)].map(([, name, url, note]) => ({
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
