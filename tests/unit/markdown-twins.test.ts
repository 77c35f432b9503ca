import { beforeAll, describe, expect, it } from 'vitest'
import site from '@content/site.json'
import { articleBodyMarkdown, articleTwin } from '@/build/markdown/article-twin'
import { pageTwin } from '@/build/markdown/page-twin'
import { getArticleMetadata } from '#articles'
import { readArticleFile } from '../../src/build/vite/article-meta.ts'
import { renderPage } from '../../renderer/render-page'

const body = `
Intro avec un [lien interne](/services/seo) et une <Highlight>phrase forte</Highlight>.

<KeyPoint>
Le point clé.
</KeyPoint>

<Callout title="Conseil d’expert">
Un conseil.
</Callout>

<CallToAction title="Besoin d’aide ?" text="Parlons-en." href="/contact" label="Nous contacter" />

<Faq items={[{ question: 'Combien ça coûte ?', answer: 'Cela dépend.' }, { question: 'Combien de temps ?', answer: 'Trois mois.' }]} />

<ChartFigure kind="bar" title="Actions" caption="Après une recherche locale." unit="%" labels={['Appel', 'Visite']} datasets={[{ label: 'Part', data: [34, 1250.5] }]} />

<ChartFigure kind="line-dual-axis" title="Avis et appels" caption="Sur un an." labels={['Jan', 'Fév']} leftLabel="Avis" rightLabel="Appels" datasets={[{ label: 'Avis', axis: 'left', data: [12, 25] }, { label: 'Appels', axis: 'right', data: [18, 27] }]} />

<ChartFigure kind="scatter" title="Nuage" caption="Points." xLabel="Avis" yLabel="Appels" datasets={[{ label: 'A', points: [{ x: 1, y: 2 }] }, { label: 'B', points: [{ x: 3, y: 4 }] }]} />

<CostTable caption="Coûts" rows={[{ solution: 'Freelance', initialCost: '500 €', annualCost: '70 €', advantages: 'Souple', disadvantages: 'Seul' }]} />

<ProviderComparison caption="Hébergeurs" rows={[{ provider: 'Mutualisé', type: 'Partagé', price: '5 €', strengths: 'Prix', limits: 'Lent' }]} />

<CostTips tips={[{ id: 'un', text: 'Préparez vos textes.' }, { id: 'deux', text: 'Comparez trois devis.' }]} />

<ContactForm title="Votre projet" service="seo-local" />
`

describe('Markdown twin of an article', () => {
  const markdown = articleBodyMarkdown(body)

  it('keeps the prose, with absolute internal links and highlights in bold', () => {
    expect(markdown).toContain(`Intro avec un [lien interne](${site.url}/services/seo) et une **phrase forte**.`)
  })

  it('turns boxes into labelled quotations and calls to action into links', () => {
    expect(markdown).toContain('> **À retenir**\n>\n> Le point clé.')
    expect(markdown).toContain('> **Conseil d’expert**\n>\n> Un conseil.')
    expect(markdown).toContain(`**Besoin d’aide ?** Parlons-en. [Nous contacter](${site.url}/contact)`)
    expect(markdown).toContain(`Votre projet\u00a0: [formulaire de contact](${site.url}/contact?service=seo-local)`)
  })

  it('writes the FAQ as questions and answers', () => {
    expect(markdown).toContain('### Combien ça coûte ?\n\nCela dépend.\n\n### Combien de temps ?\n\nTrois mois.')
  })

  it('gives each chart its data table, with units, axes and series', () => {
    expect(markdown).toContain('**Actions**\n\nAprès une recherche locale.\n\n| | Part |')
    expect(markdown).toContain('| | Part |\n| - | - |\n| Appel | 34\u00a0% |\n| Visite | 1\u202f250,5\u00a0% |')
    expect(markdown).toContain('| | Avis (axe de gauche) | Appels (axe de droite) |\n| - | - | - |\n| Jan | 12 | 18 |')
    expect(markdown).toContain('| | Avis | Appels |\n| - | - | - |\n| A | 1 | 2 |\n| B | 3 | 4 |')
  })

  it('writes the cost table and the comparison as tables with their column names, and the tips as a list', () => {
    expect(markdown).toContain(
      '**Coûts**\n\n| Type de solution | Coût initial estimé | Coût annuel estimé | Avantages | Inconvénients |',
    )
    expect(markdown).toContain('| Freelance | 500 € | 70 € | Souple | Seul |')
    expect(markdown).toContain(
      '| Approche | Type | Prix indicatif | Points forts | Limites |\n| - | - | - | - | - |\n| Mutualisé |',
    )
    expect(markdown).toContain('- Préparez vos textes.\n- Comparez trois devis.')
  })

  it('leaves no JSX in any article, and keeps each of its sections', () => {
    for (const article of getArticleMetadata()) {
      const source = readArticleFile(article.file).body
      const twin = articleTwin(article, source)
      expect(
        twin.startsWith(`# ${article.title}\n\nPar ${article.author}, publié le ${article.derived.publishDateText}`),
        article.slug,
      ).toBe(true)
      expect(twin, article.slug).not.toMatch(/<[A-Z][A-Za-z]*[\s/>]/)
      for (const [heading] of source.matchAll(/^## .+$/gm))
        expect(twin, article.slug).toContain(heading.replace(/\*\*/g, ''))
    }
  }, 30_000)
})

describe('Markdown twin of an article, copied from its source', () => {
  it('keeps the prose as written and its code untouched, JSX and links included', () => {
    const untouched = [
      'Un *texte* avec `<Highlight>` et `](/code)` en code.',
      '',
      '```mdx',
      '<KeyPoint>exemple</KeyPoint> et [lien](/exemple)',
      '```',
      '',
    ].join('\n')
    expect(articleBodyMarkdown(`${untouched}\n[définition]: /services/seo`)).toBe(
      `${untouched}\n[définition]: ${site.url}/services/seo\n`,
    )
  })

  it('drops imports, exports and expressions, and keeps the content of lowercase elements', () => {
    const source =
      'import x from \'./x\'\n\nexport const y = 1\n\nAvant {/* note */}après <abbr title="x">SEO</abbr>.\n\n{1 + 1}\n\nFin.'
    expect(articleBodyMarkdown(source)).toBe('Avant après SEO.\n\nFin.\n')
  })

  it('converts components nested in a box, and one that opens a paragraph as part of it', () => {
    const source = [
      '<Callout title="Un conseil">',
      'Lisez <Highlight>ceci</Highlight> puis [cela](/contact).',
      '</Callout>',
      '',
      '<Highlight>Important</Highlight> : la suite du paragraphe.',
    ].join('\n')
    expect(articleBodyMarkdown(source)).toBe(
      `> **Un conseil**\n>\n> Lisez **ceci** puis [cela](${site.url}/contact).\n\n**Important** : la suite du paragraphe.\n`,
    )
  })

  it('escapes, in component data, what Markdown would read as syntax', () => {
    const markdown = articleBodyMarkdown(
      [
        '<CostTable caption="Coûts *estimés*" rows={[{ solution: "A | B", initialCost: "<500 €", annualCost: "[70 €]", advantages: "_peu_", disadvantages: "aucun" }]} />',
        '',
        "<Faq items={[{ question: '# Une question ?', answer: '1. Oui, - et > non.' }]} />",
      ].join('\n'),
    )
    expect(markdown).toContain('**Coûts \\*estimés\\***')
    expect(markdown).toContain('| A \\| B | \\<500 € | \\[70 €\\] | \\_peu\\_ | aucun |')
    // Within a heading a # is text; at the start of a paragraph "1." would open a list.
    expect(markdown).toContain('### # Une question ?\n\n1\\. Oui, - et > non.')
  })

  it('names the line of an unknown component or of a prop that is not a literal value', () => {
    expect(() => articleBodyMarkdown('Texte.\n\n<Inconnu />')).toThrow('ligne 3 : composant inconnu <Inconnu>')
    expect(() => articleBodyMarkdown('\n<Faq items={questions} />')).toThrow(
      'ligne 2 : <Faq> : attribut « items » : expression non littérale (Identifier)',
    )
  })
})

describe('Markdown twin of a service page', () => {
  let twin = ''
  beforeAll(async () => {
    twin = pageTwin('/services/audit-seo', (await renderPage('/services/audit-seo')).body)
  }, 30_000)

  it('holds the page’s H1, sections and FAQ as questions and answers', () => {
    expect(twin).toMatch(/^# Audit SEO/)
    expect(twin).toContain('## Questions fréquentes')
    expect(twin).toMatch(/### Combien coûte un audit SEO\s\?\n\nNos audits commencent/)
  })

  it('reads figures value first, and ends with the page’s address', () => {
    expect(twin).toContain('- **2 à 4 semaines** pour auditer un site de 50 à 100 pages')
    expect(twin.trimEnd().endsWith(`Page web\u00a0: ${site.url}/services/audit-seo`)).toBe(true)
  })

  it('leaves out what is for doing, not reading: form, buttons, icons, images, links within the page', () => {
    expect(twin).not.toMatch(/<|nouvel onglet|\]\(#/)
    expect(twin).not.toContain('Envoyer')
    expect(twin).not.toMatch(/!\[/)
  })
})

describe('Markdown twins of the English pages, made by the English copies of the modules', () => {
  it('give each English article its twin in English: byline, dates, links under /en/', async () => {
    const { articleTwin: englishTwin } = await import('@en/src/build/markdown/article-twin')
    const { getArticleMetadata: englishArticles } = await import('@en/src/content/articles')
    const articles = englishArticles()
    expect(articles.map((article) => article.slug)).toContain('website-cost')
    for (const article of articles) {
      const twin = englishTwin(article, readArticleFile(article.file).body)
      expect(twin.startsWith(`# ${article.title}\n\nBy ${article.author}, published `), article.slug).toBe(true)
      expect(twin, article.slug).toContain(`Web page: ${site.url}/en/blog/${article.slug}`)
      expect(twin, article.slug).not.toMatch(/<[A-Z][A-Za-z]*[\s/>]|Par |publié le|Page web/)
    }
  }, 30_000)

  it('give an English service page its twin from its English rendering, pairs written the English way', async () => {
    const { pageTwin: englishPageTwin } = await import('@en/src/build/markdown/page-twin')
    const { renderPage: renderEnglish } = await import('@en/renderer/render-page')
    const twin = englishPageTwin('/en/services/seo-training', (await renderEnglish('/en/services/seo-training')).body)
    expect(twin).toMatch(/^# /)
    expect(twin).toMatch(/- \*\*Duration\*\*: \d+ hours/)
    expect(twin).not.toMatch(/\*\*\u00a0:/)
    expect(twin.trimEnd().endsWith(`Web page: ${site.url}/en/services/seo-training`)).toBe(true)
  }, 30_000)
})
