import { readdirSync, readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { createElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import site from '@content/site.json'
import { rfc822 } from '@/blog/dates'
import { FEED_ITEMS, FEED_PATH, rssFeed } from '@/blog/feed'
import * as englishFeed from '@en/src/blog/feed'
import { getArticleMetadata as getEnglishArticles } from '@en/src/content/articles'
import { mdxComponents } from '@/blog/mdx-components'
import { getArticleMetadata } from '#articles'
import { categories } from '@/content/categories'
import { buildHead, type HeadTag, type PageHead } from '@/head/page-head'
import { sitePages } from '@/routes/pages'

const jsonLd = (head: PageHead) =>
  head.tags
    .filter((tag): tag is Extract<HeadTag, { tag: 'script' }> => tag.tag === 'script')
    .map((tag) => tag.json as Record<string, unknown>)
const content = (head: PageHead, key: 'name' | 'property', value: string) =>
  head.tags
    .filter((tag) => (tag.attrs as Record<string, string>)[key] === value)
    .map((tag) => (tag.attrs as { content: string }).content)

describe('article head', () => {
  it('is an article: Open Graph type, times with their offset, author, section and tags', async () => {
    const head = await buildHead('/blog/pourquoi-avoir-un-site-web-2026')
    // 56 characters: the brand would take it past the 60 that search results show.
    expect(head.title).toBe('Pourquoi avoir un site web en 2026\u00a0: 9 raisons décisives')
    expect(content(head, 'property', 'og:type')).toEqual(['article'])
    expect(content(head, 'property', 'article:published_time')).toEqual(['2025-09-16T00:00:00+02:00'])
    expect(content(head, 'property', 'article:section')).toEqual(['Marketing digital'])
    expect(content(head, 'property', 'article:tag')).toContain('Visibilité')
    // Its own share image, drawn with its title; the illustration stays the Article data's image.
    expect(content(head, 'property', 'og:image')).toEqual([
      `${site.url}/images/share/blog/pourquoi-avoir-un-site-web-2026.png`,
    ])
  })

  it('carries a four-level breadcrumb and the Article data, with speakable parts', async () => {
    const head = await buildHead('/blog/pbn-seo')
    const [crumbs, article, faq] = jsonLd(head)
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Accueil', item: `${site.url}/` },
        { position: 2, name: 'Blog', item: `${site.url}/blog` },
        { position: 3, name: 'Netlinking', item: `${site.url}/blog/category/netlinking` },
        { position: 4, item: `${site.url}/blog/pbn-seo` },
      ],
    })
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Maintenance PBN SEO\u00a0: le guide complet pour entretenir votre réseau',
      image: `${site.url}/images/blog/pbn-seo.png`,
      datePublished: '2025-08-15T00:00:00+02:00',
      // The day its facts were brought up to date (expired domain abuse, 2026 in the FAQ, what 15 € buys).
      dateModified: '2026-11-26T00:00:00+01:00',
      author: { '@type': 'Person', name: 'Julien Morel' },
      publisher: { '@type': 'Organization', name: site.brand },
      keywords: 'PBN, Netlinking, Maintenance, SEO technique',
      wordCount: 4500,
      speakable: { '@type': 'SpeakableSpecification', cssSelector: ['h1', 'h2', '.highlight-text', '.key-point'] },
    })
    expect(faq).toMatchObject({ '@type': 'FAQPage' })
    expect((faq!.mainEntity as unknown[]).length).toBe(6)
  })

  it('has FAQPage data only for articles with a FAQ, once', async () => {
    const types = async (path: string) => jsonLd(await buildHead(path)).map((entity) => entity['@type'])
    expect(await types('/blog/impact-seo-local')).toEqual(['BreadcrumbList', 'Article'])
    expect(await types('/blog/prix-creation-site-web')).toEqual(['BreadcrumbList', 'Article', 'FAQPage'])
  })

  it('encodes the accented slug in absolute URLs', async () => {
    const head = await buildHead('/blog/stratégie-netlinking-2025-260')
    const canonical = head.tags.find((tag) => (tag.attrs as Record<string, string>).rel === 'canonical')
    expect(canonical?.attrs).toMatchObject({ href: `${site.url}/blog/strat%C3%A9gie-netlinking-2025-260` })
  })

  it('gives an unknown slug the 404 head', async () => {
    const head = await buildHead('/blog/article-inconnu')
    expect(head.title).toMatch(/Page non trouvée/)
    expect(content(head, 'name', 'robots')).toEqual(['noindex, follow'])
  })
})

describe('category heads', () => {
  it('titles a category with its name, indexes it only when it holds articles', async () => {
    const seoLocal = await buildHead('/blog/category/seo-local')
    expect(seoLocal.title).toBe('SEO local\u00a0: articles et conseils | Morel Digital')
    expect(content(seoLocal, 'name', 'robots')[0]).toMatch(/^index/)
    const formation = await buildHead('/blog/category/formation')
    expect(content(formation, 'name', 'robots')[0]).toMatch(/^index/)
    // An empty category, while the blog has one.
    for (const category of categories.filter((category) => category.count === 0)) {
      const empty = await buildHead(`/blog/category/${category.slug}`)
      expect(content(empty, 'name', 'robots'), category.name).toEqual(['noindex, follow'])
    }
  })
  it('titles an unknown category with the spec’s message, noindex', async () => {
    const head = await buildHead('/blog/category/jardinage')
    expect(head.title).toBe('Catégorie «\u00a0jardinage\u00a0» introuvable | Morel Digital')
    expect(content(head, 'name', 'robots')).toEqual(['noindex, follow'])
  })
})

describe('RSS feed', () => {
  const xml = rssFeed(getArticleMetadata())
  it('lists every article, latest first, with title, link, excerpt and date', () => {
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]!)
    expect(items).toHaveLength(getArticleMetadata().length)
    const latest = getArticleMetadata()[0]!
    expect(items[0]).toContain(`<link>https://www.moreldigital.fr/blog/${encodeURIComponent(latest.slug)}</link>`)
    expect(items[0]).toContain(`<pubDate>${rfc822(latest.publishDate)}</pubDate>`)
    const dates = getArticleMetadata().map((article) => article.publishDate.slice(0, 10))
    expect(dates).toEqual([...dates].sort().reverse())
    expect(xml).toContain('<link>https://www.moreldigital.fr/blog/strat%C3%A9gie-netlinking-2025-260</link>')
  })
  it('carries the latest fifty at most, however many the blog has', () => {
    const many = Array.from({ length: 120 }, (_, index) => ({
      ...getArticleMetadata()[0]!,
      slug: `article-${index}`,
      publishDate: `2024-01-01T00:00:${String(index % 60).padStart(2, '0')}+01:00`,
    }))
    const items = [...rssFeed(many).matchAll(/<link>[^<]*\/blog\/(article-\d+)<\/link>/g)].map((match) => match[1])
    expect(items).toHaveLength(FEED_ITEMS)
  })
  it('escapes what XML cannot hold raw', () => {
    const [first] = getArticleMetadata()
    expect(rssFeed([{ ...first!, title: 'A & B <C>' }])).toContain('<title>A &amp; B &lt;C&gt;</title>')
  })
})

describe('RSS feed per language', () => {
  it('keeps the French feed at /feed.xml, in French, with the French articles', () => {
    const xml = rssFeed(getArticleMetadata())
    expect(FEED_PATH).toBe('/feed.xml')
    expect(xml).toContain('<language>fr-FR</language>')
    expect(xml).toContain('<link>https://www.moreldigital.fr/blog</link>')
    expect(xml).not.toContain('/en/')
  })

  it('gives the English blog its own feed at /en/feed.xml: English copy, English articles only', () => {
    const articles = getEnglishArticles()
    const xml = englishFeed.rssFeed(articles)
    expect(englishFeed.FEED_PATH).toBe('/en/feed.xml')
    expect(englishFeed.feedTitle()).toBe('Morel Digital blog: SEO, AI and digital marketing')
    expect(xml).toContain('<title>Morel Digital blog: SEO, AI and digital marketing</title>')
    expect(xml).toContain('<link>https://www.moreldigital.fr/en/blog</link>')
    expect(xml).toContain('<language>en-GB</language>')
    expect(xml).toContain('<atom:link href="https://www.moreldigital.fr/en/feed.xml" rel="self"')
    expect(xml).toMatch(/<description>Practical guides/)
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]!)
    expect(articles.length).toBeGreaterThanOrEqual(4)
    expect(links).toEqual(articles.map((article) => `https://www.moreldigital.fr/en/blog/${article.slug}`))
    expect(links).toContain('https://www.moreldigital.fr/en/blog/website-cost')
  })
})

describe('article bodies', () => {
  const bodies = import.meta.glob<{ default: (props: object) => unknown; toc: { id: string; text: string }[] }>(
    '/content/articles/*.mdx',
    {
      eager: true,
    },
  )

  it('render with the components map, and their table of contents points at their sections', () => {
    const files = readdirSync(new URL('../../content/articles/', import.meta.url)).filter((file) =>
      file.endsWith('.mdx'),
    )
    expect(Object.keys(bodies)).toHaveLength(files.length)
    for (const [file, body] of Object.entries(bodies)) {
      const html = renderToString(
        createElement(MemoryRouter, null, createElement(body.default as never, { components: mdxComponents })),
      )
      const ids = new Set([...html.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1]))
      const source = readFileSync(new URL(`../..${file}`, import.meta.url), 'utf8')
      // One entry per ## section of the article (components may have headings of their own), each pointing at it.
      expect(body.toc, file).toHaveLength(source.match(/^## /gm)!.length)
      for (const entry of body.toc) expect(ids.has(entry.id), `${file}: #${entry.id}`).toBe(true)
      expect(body.toc.every((entry) => entry.text.length > 0)).toBe(true)
    }
  })

  it('open external links in a new tab, marked, and keep internal links in the site', () => {
    const html = renderToString(
      createElement(
        MemoryRouter,
        null,
        createElement(bodies['/content/articles/google-renforce-lutte-anti-scraping.mdx']!.default as never, {
          components: mdxComponents,
        }),
      ),
    )
    expect(html).toMatch(
      /<a href="https:\/\/search\.google\.com\/search-console" target="_blank" rel="noopener noreferrer"[^>]*>Google Search Console<span class="sr-only"> (<!-- -->)?\(nouvel onglet\)<\/span><\/a>/,
    )
    expect(html).toContain('href="/blog/referencement-ia-chatgpt-perplexity"')
  })

  it('link only to pages the site has (or to the contact form with a service)', () => {
    const pages = new Set(sitePages().map((page) => encodeURI(page.path)))
    for (const [file, body] of Object.entries(bodies)) {
      const html = renderToString(
        createElement(MemoryRouter, null, createElement(body.default as never, { components: mdxComponents })),
      )
      const internal = [...html.matchAll(/<a href="(\/[^"#?]*)/g)].map((match) => match[1]!)
      // Service pages arrive with the services issue; until then they are the only links allowed to be ahead.
      const missing = internal.filter(
        (href) => !pages.has(href) && !href.startsWith('/services/') && href !== '/contact',
      )
      expect(missing, file).toEqual([])
    }
  })
})
