import { describe, expect, it } from 'vitest'
import { categories as declaredCategories } from '@content/categories.json'
import { articleMetaSchema } from '@content/schema'
import { rfc822, withParisOffset } from '@/blog/dates'
import { blogIndexArticles, LATEST_COUNT } from '@/blog/listing'
import { relatedArticles } from '@/blog/related'
import { getArticleMetadata, getArticles } from '#articles'
import { categories, findCategory } from '@/content/categories'
import { checkArticleBody } from '@/content/check-article-body'
import { checkSource } from '@/content/validate'
import { slugify } from '@/lib/slug'
import { fill, plural } from '@/lib/text'
import { sitePages } from '@/routes/pages'
import { redirectRules } from '@/routes/redirects'

const summary = (slug: string) => getArticleMetadata().find((article) => article.slug === slug)!

describe('article front matter', () => {
  const valid = { ...summary('pbn-seo') } as Record<string, unknown>
  delete valid.file
  delete valid.derived

  it('accepts the articles of the blog', () => {
    expect(articleMetaSchema.safeParse(valid).success).toBe(true)
  })

  it('names the file and the field of each problem, in French', () => {
    const problems = checkSource({
      file: 'content/articles/x.mdx',
      schema: articleMetaSchema,
      data: {
        ...valid,
        title: ' ',
        slug: 'Pas Un Slug',
        image: { ...(valid.image as object), width: 0 },
        auteur: 'Julien',
      },
    })
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/articles/x.mdx : champ « title » : ne doit pas être vide',
        'content/articles/x.mdx : champ « slug » : slug en minuscules et tirets',
        expect.stringMatching(/^content\/articles\/x\.mdx : champ « image\.width » : /),
        expect.stringMatching(/^content\/articles\/x\.mdx : champ « \(racine\) » : .*auteur/),
      ]),
    )
  })

  it('refuses a date it cannot read', () => {
    const [problem] = checkSource({
      file: 'a.mdx',
      schema: articleMetaSchema,
      data: { ...valid, publishDate: '15/08/2025' },
    })
    expect(problem).toMatch(/champ « publishDate » : date illisible/)
  })
})

describe('components embedded in article bodies', () => {
  it('accepts the bodies of the blog (their tables, charts and FAQ included)', () => {
    // validateContent() covers every article; this checks the rule on a body that uses every kind of prop.
    expect(
      checkArticleBody(
        'content/articles/prix-creation-site-web.mdx',
        '<CostTable caption="Coûts" rows={[{ solution: "A", initialCost: "1 €", annualCost: "2 €", advantages: "B", disadvantages: "C" }]} />',
      ),
    ).toEqual([])
  })

  it('names the file, the line, the component and the field of a broken prop', () => {
    const body = [
      'Texte.',
      '',
      '<CostTable caption="Coûts" rows={[{ solution: "A", initialCost: "1 €", advantages: "B", disadvantages: "C" }]} />',
      '',
      '<ChartFigure kind="bar" title="T" caption="C" labels={["a", "b"]} datasets={[{ label: "x", data: [1] }]} />',
      '',
      '<Tableau />',
    ].join('\n')
    expect(checkArticleBody('content/articles/x.mdx', body)).toEqual([
      expect.stringMatching(/^content\/articles\/x\.mdx : ligne 3 : <CostTable> : champ « rows\[0\]\.annualCost » : /),
      'content/articles/x.mdx : ligne 5 : <ChartFigure> : champ « datasets[0].data » : 1 valeurs pour 2 libellés',
      'content/articles/x.mdx : ligne 7 : composant inconnu <Tableau> (voir articleComponentSchemas dans content/schema.ts)',
    ])
  })

  it('refuses props that are not plain data', () => {
    expect(checkArticleBody('x.mdx', '<Faq items={questions} />')[0]).toMatch(
      /^x\.mdx : ligne 1 : <Faq> : attribut « items » : expression non littérale/,
    )
  })
})

describe('categories', () => {
  it('are the eleven of content/categories.json, each with the one slug function', () => {
    expect(categories).toHaveLength(11)
    expect(categories.map((category) => category.slug)).toEqual(
      declaredCategories.map((category) => slugify(category.name)),
    )
    expect(findCategory('creation-site-web')?.name).toBe('Création site web')
    expect(findCategory('création-site-web')).toBeUndefined()
  })

  it('count their articles and know the latest one', () => {
    for (const category of categories) {
      const own = getArticles().filter((article) => article.category === category.name)
      expect(category.count, category.name).toBe(own.length)
      expect(category.latest?.slug).toBe(own[0]?.slug)
    }
    expect(findCategory('seo-local')).toMatchObject({ count: 2, latest: { slug: 'seo-local-7-secondes-client' } })
    expect(findCategory('formation')).toMatchObject({ count: 1, latest: { slug: 'apprendre-le-seo-en-tpe' } })
    for (const category of categories.filter((category) => category.count === 0)) expect(category.latest).toBeNull()
  })

  it('are all pre-rendered, and their old whitespace-only spellings redirect to them', () => {
    const paths = sitePages().map((page) => page.path)
    for (const category of categories) expect(paths).toContain(`/blog/category/${category.slug}`)
    const rules = redirectRules()
    expect(rules).toContainEqual({ from: '/blog/category/création-site-web', to: '/blog/category/creation-site-web' })
    expect(rules).toContainEqual({ from: '/blog/category/actualités-seo', to: '/blog/category/actualites-seo' })
    expect(rules.some((rule) => rule.from === '/blog/category/seo-local')).toBe(false)
  })
})

describe('reading time and word counts', () => {
  it('is words / 200 rounded up, unless the article fixes it', () => {
    expect(summary('pbn-seo').derived).toMatchObject({ wordCount: 4500, readMinutes: 15 })
    expect(summary('google-renforce-lutte-anti-scraping').derived).toMatchObject({ wordCount: 400, readMinutes: 2 })
    expect(summary('stratégie-netlinking-2025-260').derived).toMatchObject({ wordCount: 1500, readMinutes: 8 })
    expect(summary('pourquoi-avoir-un-site-web-2026').derived).toMatchObject({ wordCount: 2800, readMinutes: 14 })
    const counted = summary('choisir-type-site-web').derived
    expect(counted.readMinutes).toBe(Math.ceil(counted.wordCount / 200))
  })

  it('gives French dates computed at build', () => {
    expect(summary('prix-creation-site-web').derived.publishDateText).toBe('27 janvier 2025')
    expect(summary('pbn-seo').derived.publishDateText).toBe('15 août 2025')
    expect(summary('referencement-ia-chatgpt-perplexity').publishDate).toBe('2025-09-05')
  })
})

describe('article dates with their time zone', () => {
  it('reads a day alone as midnight in Paris, with that day’s offset', () => {
    expect(withParisOffset('2025-09-16')).toBe('2025-09-16T00:00:00+02:00')
    expect(withParisOffset('2025-01-27')).toBe('2025-01-27T00:00:00+01:00')
    // Clocks change at 03:00 on 30 March 2025 and 03:00 on 26 October 2025: midnight keeps the day's first offset.
    expect(withParisOffset('2025-03-30')).toBe('2025-03-30T00:00:00+01:00')
    expect(withParisOffset('2025-10-26')).toBe('2025-10-26T00:00:00+02:00')
  })
  it('keeps a value that has its own time and offset', () => {
    expect(withParisOffset('2025-01-27T10:00:00+01:00')).toBe('2025-01-27T10:00:00+01:00')
  })
  it('writes the feed’s RFC 822 dates', () => {
    expect(rfc822('2025-09-16')).toBe('Tue, 16 Sep 2025 00:00:00 +0200')
    expect(rfc822('2025-01-27T10:00:00+01:00')).toBe('Mon, 27 Jan 2025 10:00:00 +0100')
  })
})

describe('related articles', () => {
  const nav = (slug: string, category: string, publishDate: string) => ({ slug, category, publishDate })
  const list = [
    nav('a', 'SEO', '2025-01-01'),
    nav('b', 'SEO', '2025-03-01'),
    nav('c', 'Netlinking', '2025-04-01'),
    nav('d', 'SEO', '2025-02-01'),
    nav('e', 'SEO', '2025-05-01'),
    nav('f', 'SEO', '2024-12-01'),
  ]
  const latestFirst = [...list].sort((a, b) => b.publishDate.localeCompare(a.publishDate))
  it('takes up to three others of the same category, latest first', () => {
    expect(relatedArticles(list[0]!, latestFirst).map((article) => article.slug)).toEqual(['e', 'b', 'd'])
    expect(relatedArticles(list[2]!, latestFirst)).toEqual([])
  })
  it('never lists the article itself', () => {
    expect(relatedArticles(list[4]!, latestFirst, 10).map((article) => article.slug)).toEqual(['b', 'd', 'a', 'f'])
  })
})

describe('blog index', () => {
  it('shows the featured article, then the six latest others', () => {
    const { featured, latest } = blogIndexArticles(getArticleMetadata())
    expect(featured?.slug).toBe('pourquoi-avoir-un-site-web-2026')
    expect(latest).toHaveLength(LATEST_COUNT)
    expect(latest.map((article) => article.slug)).toEqual(
      getArticleMetadata()
        .filter((article) => article !== featured)
        .slice(0, 6)
        .map((article) => article.slug),
    )
    const dates = latest.map((article) => article.publishDate.slice(0, 10))
    expect(dates).toEqual([...dates].sort().reverse())
  })
  it('features the latest article when none is marked', () => {
    const list = getArticleMetadata().map((article) => ({ ...article, featured: false }))
    const { featured, latest } = blogIndexArticles(list)
    expect(featured).toBe(list[0])
    expect(latest).toEqual(list.slice(1, 7))
  })
})

describe('copy templates', () => {
  it('fills slots and agrees with numbers', () => {
    expect(fill('{n} article(s) dans cette catégorie', { n: 2 })).toBe('2 article(s) dans cette catégorie')
    expect(fill('Catégorie « {name} »', {})).toBe('Catégorie « {name} »')
    expect(plural({ one: '{n} article', other: '{n} articles' }, 1)).toBe('1 article')
    expect(plural({ one: '{n} article', other: '{n} articles' }, 3)).toBe('3 articles')
  })
})
