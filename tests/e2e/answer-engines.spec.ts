/** What answer engines, search engines and social networks read besides the pages, as the host serves it. */
import { expect, test } from '@playwright/test'
import { readServiceFiles } from '../../src/build/service-files'
import { rawHtml, sitemapPaths, siteUrl } from './site'
import { contentFile } from '../../src/build/content-files.ts'

const site = contentFile<typeof import('../../content/site.json')>('content/site.json')

const paths = sitemapPaths()
const services = readServiceFiles()
/** A URL of the production site as the local server answers it. */
const local = (url: string) => url.replace(siteUrl, '')

test('/llms.txt is plain UTF-8 text that starts with the site’s name and links every service', async ({ request }) => {
  const response = await request.get('/llms.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
  const text = await response.text()
  expect(text.startsWith(`# ${site.brand}\n\n> `)).toBe(true)
  for (const service of services) expect(text).toContain(`](${siteUrl}/services/${service.id}.md)`)
})

for (const path of ['/blog/pbn-seo', '/services/seo-local', '/blog/stratégie-netlinking-2025-260']) {
  test(`${path}.md is the page in Markdown, announced by the page and kept out of search indexes`, async ({
    request,
  }) => {
    const { html } = await rawHtml(request, encodeURI(path))
    const href = /<link rel="alternate" type="text\/markdown" href="([^"]+)"/.exec(html)?.[1]
    expect(href).toBe(`${siteUrl}${encodeURI(path)}.md`)
    const response = await request.get(local(href!))
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8')
    expect(response.headers()['x-robots-tag']).toBe('noindex')
    const markdown = await response.text()
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!.replace(/<[^>]+>/g, '')
    expect(markdown.startsWith(`# ${h1.replace(/&amp;/g, '&')}\n`)).toBe(true)
  })
}

test('the twins are not in sitemap.xml, and pages without one announce none', async ({ request }) => {
  expect(paths.filter((path) => path.endsWith('.md'))).toEqual([])
  const { html } = await rawHtml(request, '/about')
  expect(html).not.toContain('text/markdown')
})

test('every page’s og:image answers 200 as its own 1200×630 PNG, with its size and text alternative', async ({
  request,
}) => {
  const images = new Set<string>()
  for (const path of paths) {
    const { html } = await rawHtml(request, path)
    const meta = (name: string) => new RegExp(`<meta property="${name}" content="([^"]*)"`).exec(html)?.[1]
    const image = meta('og:image')
    expect(image, path).toMatch(new RegExp(`^${siteUrl}/images/share/.+\\.png$`))
    expect([meta('og:image:width'), meta('og:image:height')], path).toEqual(['1200', '630'])
    expect(meta('og:image:alt'), path).toBeTruthy()
    expect(html, path).toContain(`<meta name="twitter:image" content="${image}"`)
    images.add(image!)
    const response = await request.get(local(image!))
    expect(response.status(), image).toBe(200)
    expect(response.headers()['content-type'], image).toBe('image/png')
    const png = await response.body()
    expect([png.subarray(1, 4).toString(), png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([
      'PNG',
      1200,
      630,
    ])
  }
  expect(images.size).toBe(paths.length)
})

test('the IndexNow key file is served at the root, and robots.txt names the AI crawlers by purpose', async ({
  request,
}) => {
  const key = await request.get(`/${site.indexNowKey}.txt`)
  expect(key.status()).toBe(200)
  expect((await key.text()).trim()).toBe(site.indexNowKey)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/User-agent: OAI-SearchBot\n(User-agent: .+\n)*Allow: \//)
  expect(robots).toMatch(
    new RegExp(`User-agent: GPTBot\\n(User-agent: .+\\n)*${site.allowAiTraining ? 'Allow' : 'Disallow'}: /`),
  )
})
