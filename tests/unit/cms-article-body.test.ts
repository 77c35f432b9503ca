/**
 * The editor previews an article's body as its page draws it (scripts/cms/admin/article-body.tsx): the site's own
 * components, from the MDX being typed, without running any of it.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentSnapshot } from '../../scripts/cms/admin-files'
import { articleBodyHtml } from '../../scripts/cms/admin/article-body'
import { bodyWithFacts } from '../../scripts/cms/admin/article-preview'

const body = (file: string) => readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')
const files = JSON.parse(contentSnapshot(process.cwd(), true)).files as Record<string, string>
/** A body as the preview draws it, with the repository read. */
const shown = (file: string) => bodyWithFacts(file, body(file), files)

describe('the body of an article in the preview', () => {
  it('draws its Markdown and its components as the site does: an FAQ’s questions, a chart’s title and figures', () => {
    const faq = articleBodyHtml(shown('content/articles/apprendre-le-seo-en-tpe.mdx'))
    expect(faq).toContain('<h2')
    expect(faq).toContain('Combien de temps faut-il pour être autonome sur le SEO de son site')
    expect(faq).toContain('<details')
    const chart = articleBodyHtml(shown('content/articles/apercus-ia-mode-ia-france.mdx'))
    expect(chart).toContain('Taux de clic du premier résultat, requêtes informatives')
    expect(chart).toContain('Mars 2024')
    for (const html of [faq, chart]) expect(html).not.toMatch(/<[A-Z]\w+|n’a pas d’aperçu/)
  })

  it('shows a service’s price it quotes as its value; « … » until the repository is read, an unknown one as typed', () => {
    const file = 'content/articles/apprendre-le-seo-en-tpe.mdx'
    const { amount } = JSON.parse(files['content/services/formation-seo.json']!) as { amount: string }
    expect(body(file)).toContain('à partir de {{services.formation-seo.amount}} par personne')
    expect(articleBodyHtml(shown(file))).toContain(`à partir de ${amount} par personne`)
    expect(articleBodyHtml(bodyWithFacts(file, body(file), undefined))).toContain('à partir de … par personne')
    expect(articleBodyHtml(bodyWithFacts(file, 'Dès {{services.formation.amount}}.', files))).toBe(
      '<p>Dès {{services.formation.amount}}.</p>',
    )
  })

  it('says what it waits for, in French, while a tag is half typed or a value would have to run', () => {
    expect(articleBodyHtml('Un paragraphe.\n\n<Callout title="Astuce">\n\nLe texte')).toBe(
      '<p>Aperçu en attente, ligne 3 du texte\u00a0: le composant &#60;Callout&#62; n’est pas fermé\u00a0: ajoutez &#60;/Callout&#62; après son texte. Complétez le texte, l’aperçu suit.</p>',
    )
    const computed = articleBodyHtml('Avant.\n\n<Faq items={questions} />\n\nAprès.')
    expect(computed).toContain('«\u00a0Faq\u00a0» n’a pas d’aperçu : valeur à calculer')
    expect(computed).toContain('<p>Avant.</p>')
    expect(computed).toContain('<p>Après.</p>')
  })
})
