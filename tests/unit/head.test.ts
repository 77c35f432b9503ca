import { describe, expect, it } from 'vitest'
import site from '@content/site.json'
import { headHtml, jsonForScript } from '@/head/head-html'
import { buildHead, documentTitle, type HeadTag, type PageHead } from '@/head/page-head'

const attr = (head: PageHead, key: 'name' | 'property' | 'rel', value: string) =>
  head.tags.filter((tag) => (tag.attrs as Record<string, string>)[key] === value)
const content = (head: PageHead, key: 'name' | 'property', value: string) =>
  (attr(head, key, value)[0]?.attrs as { content?: string } | undefined)?.content
const jsonLd = (head: PageHead) =>
  head.tags
    .filter((tag): tag is Extract<HeadTag, { tag: 'script' }> => tag.tag === 'script')
    .map((tag) => tag.json as Record<string, unknown>)

describe('page head', () => {
  it('gives the home page its WebSite (with search) and ProfessionalService data, and no breadcrumb', async () => {
    const head = await buildHead('/')
    const types = jsonLd(head).map((entity) => entity['@type'])
    expect(types).toEqual(['WebSite', 'ProfessionalService'])
    const website = jsonLd(head)[0] as { potentialAction: { target: { urlTemplate: string } } }
    expect(website.potentialAction.target.urlTemplate).toBe(`${site.url}/blog?q={search_term_string}`)
    const business = jsonLd(head)[1] as Record<string, unknown>
    expect(business).toMatchObject({
      telephone: site.phone.e164,
      openingHoursSpecification: {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      currenciesAccepted: 'EUR',
    })
    // A rating no page displays is not declared (the spec's 4.9/5 from 98 reviews is shown nowhere).
    expect(business).not.toHaveProperty('aggregateRating')
    expect(attr(head, 'rel', 'canonical')[0]?.attrs).toMatchObject({ href: `${site.url}/` })
  })

  it('gives other pages an absolute canonical, hreflang fr, en and x-default, social tags and a BreadcrumbList', async () => {
    const head = await buildHead('/about')
    expect(head.title).toMatch(/À propos/)
    expect(attr(head, 'rel', 'canonical')).toHaveLength(1)
    expect(attr(head, 'rel', 'canonical')[0]?.attrs).toMatchObject({ href: `${site.url}/about` })
    const alternates = attr(head, 'rel', 'alternate').map((tag) => tag.attrs)
    expect(alternates).toEqual([
      { rel: 'alternate', hreflang: 'fr', href: `${site.url}/about` },
      { rel: 'alternate', hreflang: 'en', href: `${site.url}/en/about` },
      { rel: 'alternate', hreflang: 'x-default', href: `${site.url}/about` },
    ])
    expect(content(head, 'property', 'og:locale')).toBe('fr_FR')
    expect(content(head, 'property', 'og:locale:alternate')).toBe('en_GB')
    expect(content(head, 'name', 'robots')).toMatch(/^index, follow/)
    expect(content(head, 'property', 'og:image')).toBe(`${site.url}/images/share/about.png`)
    expect(content(head, 'property', 'og:image:width')).toBe('1200')
    expect(content(head, 'property', 'og:image:height')).toBe('630')
    // The image shows the title without the brand suffix, and its text alternative says so.
    expect(content(head, 'property', 'og:image:alt')).toBe(
      `«\u00a0${head.title.replace(/ \| Morel Digital$/, '')}\u00a0», Morel Digital`,
    )
    expect(content(head, 'name', 'twitter:image')).toBe(`${site.url}/images/share/about.png`)
    expect(content(head, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(content(head, 'property', 'og:title')).toBe(head.title)
    const [crumbs] = jsonLd(head)
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Accueil', item: `${site.url}/` },
        { position: 2, name: 'À propos', item: `${site.url}/about` },
      ],
    })
  })

  it('adds the brand to a title only where the whole fits in 60 characters', async () => {
    expect(documentTitle('Plan du site')).toBe('Plan du site | Morel Digital')
    expect(documentTitle('x'.repeat(44))).toBe(`${'x'.repeat(44)} | Morel Digital`)
    expect(documentTitle('x'.repeat(45))).toBe('x'.repeat(45))
    expect((await buildHead('/about')).title).toBe('À propos\u00a0: Julien Morel, consultant SEO depuis 2008')
  })

  it('marks unknown paths noindex, without canonical nor structured data', async () => {
    const head = await buildHead('/nulle-part')
    expect(head.title).toMatch(/Page non trouvée/)
    expect(content(head, 'name', 'robots')).toBe('noindex, follow')
    expect(attr(head, 'rel', 'canonical')).toHaveLength(0)
    expect(jsonLd(head)).toHaveLength(0)
    // Not worth a share image of its own.
    expect(content(head, 'property', 'og:image')).toBe(`${site.url}/images/og/default.png`)
    expect(attr(head, 'rel', 'alternate')).toHaveLength(0)
  })

  it('announces the Markdown twin of articles and service pages only', async () => {
    const twin = async (path: string) =>
      attr(await buildHead(path), 'rel', 'alternate')
        .map((tag) => tag.attrs as Record<string, string>)
        .filter((attrs) => attrs.type === 'text/markdown')
        .map((attrs) => attrs.href)
    expect(await twin('/blog/pbn-seo')).toEqual([`${site.url}/blog/pbn-seo.md`])
    expect(await twin('/services/seo-local')).toEqual([`${site.url}/services/seo-local.md`])
    expect(await twin('/about')).toEqual([])
    expect(await twin('/blog')).toEqual([])
  })

  it('writes escaped HTML whose JSON cannot close its script', async () => {
    expect(jsonForScript({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>')
    const html = headHtml({
      title: 'A & B <C>',
      tags: [{ tag: 'meta', attrs: { name: 'description', content: 'Dit "bonjour" & <au revoir>' } }],
    })
    expect(html).toContain('<title>A &amp; B &lt;C&gt;</title>')
    expect(html).toContain('content="Dit &quot;bonjour&quot; &amp; &lt;au revoir&gt;"')
  })
})

describe('the head of an English page', () => {
  it('says English, and pairs the page with its French original only', async () => {
    const { buildHead: buildEnglishHead } = await import('@en/src/head/page-head')
    const head = await buildEnglishHead('/en/services/ai-seo')
    const alternates = attr(head, 'rel', 'alternate')
      .map((tag) => tag.attrs)
      .filter((attrs) => 'hreflang' in attrs)
    expect(alternates).toEqual([
      { rel: 'alternate', hreflang: 'fr', href: `${site.url}/services/seo-ia` },
      { rel: 'alternate', hreflang: 'en', href: `${site.url}/en/services/ai-seo` },
      { rel: 'alternate', hreflang: 'x-default', href: `${site.url}/services/seo-ia` },
    ])
    expect(content(head, 'property', 'og:locale')).toBe('en_GB')
    expect(content(head, 'property', 'og:locale:alternate')).toBe('fr_FR')
    expect(head.title).toMatch(/AI SEO/)
  })

  it('announces no alternate for a page that is not translated', async () => {
    const { sitePages } = await import('@/routes/pages')
    const { counterpartOf } = await import('@/routes/translations')
    const article = sitePages().find((page) => page.route.id === 'article' && !counterpartOf(page.path))!
    const head = await buildHead(article.path)
    expect(content(head, 'name', 'robots')).toMatch(/^index/)
    expect(attr(head, 'rel', 'alternate').filter((tag) => 'hreflang' in tag.attrs)).toEqual([])
    expect(content(head, 'property', 'og:locale:alternate')).toBeUndefined()
  })
})
