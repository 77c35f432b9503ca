/**
 * An article quotes a service's price (src/content/article-facts.ts): the page says the amount of the service's file,
 * and follows it when the owner changes it; a price of a linked service typed by hand is refused by the build and by
 * the editor's check before saving, named by file and line.
 */
import { describe, expect, it } from 'vitest'
import {
  articleWithFacts,
  checkArticlePrices,
  quoteArticlePrices,
  replacedArticlePrices,
  showArticlePrices,
} from '@/content/article-facts'
import { contentProblems } from '@/content/validate'
import { memoryTree } from '@/content/tree'
import { contentSnapshot } from '../../scripts/cms/admin-files'
import { naturalInput } from '../../scripts/cms/admin/natural-input'
import { readArticleFile } from '../../src/build/vite/article-meta.ts'

const files = JSON.parse(contentSnapshot(process.cwd(), true)).files as Record<string, string>
const SERVICE = 'content/services/seo-local.json'
/** The repository with the local SEO's amount changed, as the editor would save it. */
const withAmount = (amount: string) =>
  memoryTree({
    ...files,
    [SERVICE]: JSON.stringify({ ...JSON.parse(files[SERVICE]!), amount }),
  })
const FRENCH = 'content/articles/x.mdx'
const ENGLISH = 'content/en/articles/x.mdx'
const amountOf = (id: string) => (JSON.parse(files[`content/services/${id}.json`]!) as { amount: string }).amount

describe('a fact quoted in an article', () => {
  it('reads as the service’s amount, in the article’s language, and follows it when it changes', () => {
    const text = 'Notre [SEO local](/services/seo-local) démarre à {{services.seo-local.amount}} par mois.'
    expect(articleWithFacts(FRENCH, text, withAmount('79\u00a0€'))).toBe(
      'Notre [SEO local](/services/seo-local) démarre à 79\u00a0€ par mois.',
    )
    expect(articleWithFacts(FRENCH, text, withAmount('89\u00a0€'))).toContain('démarre à 89\u00a0€ par mois')
    expect(
      articleWithFacts(ENGLISH, 'From {{services.seo-local.amount}}/month.', withAmount('1\u00a0089\u00a0€')),
    ).toBe('From €1,089/month.')
    // In a component's prop and in the front matter alike; a component's own object stays JavaScript.
    expect(
      articleWithFacts(
        FRENCH,
        '<CallToAction text="{{services.seo-local.amount}} par mois" style={{ a: 1 }} />',
        memoryTree(files),
      ),
    ).toBe(`<CallToAction text="${amountOf('seo-local')} par mois" style={{ a: 1 }} />`)
  })

  it('given to a component as an expression, is a JavaScript string', () => {
    expect(articleWithFacts(FRENCH, '<Price value={{services.seo-local.amount}} />', memoryTree(files))).toBe(
      `<Price value={${JSON.stringify(amountOf('seo-local'))}} />`,
    )
  })

  it('that leads nowhere fails, with the file and the line', () => {
    expect(() => articleWithFacts(FRENCH, 'Un.\n\nDès {{services.seo-lokal.amount}}.', memoryTree(files))).toThrow(
      /^content\/articles\/x\.mdx : ligne 3 : référence inconnue « \{\{services\.seo-lokal\.amount\}\} »/,
    )
  })

  it('is in the articles the site builds: their pages say the services’ amounts of today', () => {
    const { source } = readArticleFile('content/articles/pourquoi-avoir-un-site-web-2026.mdx')
    expect(source).not.toContain('{{')
    expect(source).toContain(`[SEO local](/services/seo-local), à ${amountOf('seo-local')} par mois`)
    expect(source).toContain(`[audit SEO](/services/audit-seo), à partir de ${amountOf('audit-seo')}`)
  })
})

describe('a price of a linked service typed in an article', () => {
  const check = (file: string, body: string) =>
    checkArticlePrices(file, `---\ntitle: x\n---\n${body}`, memoryTree(files))

  it('is refused, with its line, the service and how to quote it', () => {
    expect(check(FRENCH, 'Notre [SEO local](/services/seo-local), à 79\u00a0€ par mois.')).toEqual([
      `${FRENCH} : ligne 4 : prix tapé « 79\u00a0€ » du service « SEO local », lié sur cette ligne : écrivez {{services.seo-local.amount}}, qui suit son montant (79\u00a0€)`,
    ])
    // Without a space, or in English after a link to its English page.
    expect(check(FRENCH, 'Le [SEO local](/services/seo-local) : 79€.')).toHaveLength(1)
    expect(check(ENGLISH, 'Our [local SEO](/en/services/local-seo) starts at €79/month.').join()).toContain(
      'prix tapé « €79 »',
    )
  })

  it('is left alone when quoted, when it is another price, or when no service is linked', () => {
    expect(check(FRENCH, '[SEO local](/services/seo-local), à {{services.seo-local.amount}} par mois.')).toEqual([])
    expect(
      check(FRENCH, '[SEO local](/services/seo-local) : un domaine coûte 10 à 30\u00a0€, 179\u00a0€ ou 79,50\u00a0€.'),
    ).toEqual([])
    expect(check(FRENCH, 'Un hébergement à 79\u00a0€ par an.')).toEqual([])
  })

  it('is part of the content’s check, in the owner’s repository as it stands', () => {
    const file = 'content/articles/pourquoi-avoir-un-site-web-2026.mdx'
    const typed = files[file]!.replace('{{services.seo-local.amount}}', amountOf('seo-local'))
    const line = typed.split('\n').findIndex((text) => text.includes('[SEO local](/services/seo-local)')) + 1
    expect(contentProblems(memoryTree(files))).toEqual([])
    expect(contentProblems(memoryTree({ ...files, [file]: typed }))).toEqual([
      `${file} : ligne ${line} : prix tapé « ${amountOf('seo-local')} » du service « SEO local », lié sur cette ligne : écrivez {{services.seo-local.amount}}, qui suit son montant (${amountOf('seo-local')})`,
    ])
  })
})

describe('a service’s price in the editor’s article text', () => {
  const file = 'content/articles/pourquoi-avoir-un-site-web-2026.mdx'
  const written = files[file]!
  const tree = memoryTree(files)

  it('reads as its value beside its link, and is quoted again as the owner types: the file unchanged', () => {
    const shown = showArticlePrices(file, written, tree)
    expect(shown).toContain(`[SEO local](/services/seo-local), à ${amountOf('seo-local')} par mois`)
    expect(shown).not.toContain('{{services.')
    expect(quoteArticlePrices(file, shown, tree)).toBe(written)
  })

  it('is each service’s own when two services of one price share a line', () => {
    expect(amountOf('seo')).toBe(amountOf('seo-ia'))
    const quoted =
      'Le [SEO](/services/seo) à {{services.seo.amount}} et le [SEO IA](/services/seo-ia) à {{services.seo-ia.amount}}.'
    const shown = showArticlePrices(FRENCH, quoted, tree)
    expect(shown).toBe(
      `Le [SEO](/services/seo) à ${amountOf('seo')} et le [SEO IA](/services/seo-ia) à ${amountOf('seo-ia')}.`,
    )
    expect(quoteArticlePrices(FRENCH, shown, tree)).toBe(quoted)
    // A price before the first link is its own.
    expect(quoteArticlePrices(FRENCH, `Dès ${amountOf('seo')}, le [SEO](/services/seo).`, tree)).toBe(
      'Dès {{services.seo.amount}}, le [SEO](/services/seo).',
    )
  })

  it('is quoted by the save when typed, the rest of the text as typed', () => {
    const body = `Un [audit SEO](/services/audit-seo) à ${amountOf('audit-seo')}, et un domaine à 10\u00a0€.`
    expect(naturalInput(FRENCH, { body }, undefined, files)).toEqual([
      {
        path: ['body'],
        value: 'Un [audit SEO](/services/audit-seo) à {{services.audit-seo.amount}}, et un domaine à 10\u00a0€.',
      },
    ])
    expect(naturalInput(FRENCH, { body: 'Sans lien : 297\u00a0€.' }, undefined, files)).toEqual([])
  })
})

describe('a service’s price quoted in an article, replaced in the editor by another amount', () => {
  const tree = memoryTree(files)
  const before =
    '---\ntitle: x\n---\n\nNotre [SEO local](/services/seo-local) démarre à {{services.seo-local.amount}} par mois.\n'

  it('is refused before the save, naming the line, the service and its amount', () => {
    const after = before.replace('{{services.seo-local.amount}}', '99\u00a0€')
    expect(replacedArticlePrices(FRENCH, before, after, tree)).toEqual([
      `${FRENCH} : ligne 5 : « 99\u00a0€ » remplace le prix du service « SEO local » (${amountOf('seo-local')}), qui suit son montant : pour changer ce prix partout, changez le « Montant » du service ; pour citer un autre prix, gardez le sien à côté`,
    ])
  })

  it('is not refused when the service’s price stays beside the other, or when the line no longer links to it', () => {
    const both = before.replace('par mois.', 'par mois, 99\u00a0€ avec le suivi des avis.')
    expect(replacedArticlePrices(FRENCH, before, both, tree)).toEqual([])
    const unlinked = before
      .replace('[SEO local](/services/seo-local)', 'SEO local')
      .replace('{{services.seo-local.amount}}', '99\u00a0€')
    expect(replacedArticlePrices(FRENCH, before, unlinked, tree)).toEqual([])
    expect(replacedArticlePrices(FRENCH, before, before, tree)).toEqual([])
  })

  it('is refused for a price with cents of the same euros, and for an amount another one holds (« 99 € » in « 199 € »)', () => {
    const own = Number(amountOf('seo-local').replace(/\D/g, ''))
    const cents = before.replace('{{services.seo-local.amount}}', `${own},90\u00a0€`)
    expect(replacedArticlePrices(FRENCH, before, cents, tree)).toHaveLength(1)
    const elsewhere = `${before}\nUn pack à 199\u00a0€.\n`
    const replaced = elsewhere.replace('{{services.seo-local.amount}}', '99\u00a0€')
    expect(replacedArticlePrices(FRENCH, elsewhere, replaced, tree)).toHaveLength(1)
  })
})
