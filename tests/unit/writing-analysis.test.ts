/**
 * The writing analysis reads a page the same whichever way its markup reaches it (the build's characters, a browser's
 * entities), and reads its text only: the audit and the editor, one reading each, say the same of the same page.
 */
import { describe, expect, it } from 'vitest'
import { analyseWriting } from '../../supabase/functions/_shared/writing-analysis'

const paragraph = (words: string) =>
  `<p>« Combien coûte un site web ? » La réponse honnête est : cela dépend de ce que vous attendez de lui. ${words}</p>`
const text = Array.from({ length: 6 }, (_, index) =>
  paragraph(`Le devis numéro ${index} précise ensuite chaque poste, par exemple l’hébergement et la maintenance.`),
).join('<h2>Le prix d’un site web, poste par poste</h2>')
const page = (html: string) =>
  analyseWriting({
    language: 'fr',
    title: 'Prix d’un site web : le guide',
    description:
      'Le prix d’un site web en 2026, poste par poste : création, hébergement, maintenance et ce qui fait varier le devis.',
    slug: 'prix-site-web',
    keyphrase: 'prix d’un site web',
    html,
  })

describe('the writing analysis', () => {
  it('reads no-break spaces written as characters or as entities alike', () => {
    /** French spacing, with `space` where it goes: as a build writes it, or as a browser's innerHTML does. */
    const spaced = (space: string) => page(text.replace(/ ([?:»])/g, `${space}$1`).replaceAll('« ', `«${space}`))
    const asBuilt = spaced('\u00a0')
    const asRead = spaced('&nbsp;')
    expect(asRead).toEqual(asBuilt)
    expect(asBuilt.checks.find((check) => check.id === 'sentenceLength')?.text).toMatch(/^0 phrase sur \d+ dépasse/)
  })

  it('leaves a page’s menus and forms out of its text', () => {
    const withForm = page(
      `<nav><a href="/">Accueil</a> Services Blog</nav>${text}<form><label>Votre nom complet, votre adresse e-mail et votre message détaillé pour le devis de votre futur site web</label></form>`,
    )
    expect(withForm).toEqual(page(text))
  })

  it('says, in French, where the keyphrase is missing', () => {
    const report = page(text.replaceAll('Le prix d’un site web, poste par poste', 'Chaque poste du devis'))
    const subheadings = report.checks.find((check) => check.id === 'keyphraseInSubheadings')!
    expect(subheadings.rating).toBe('bad')
    expect(subheadings.text).toBe(
      'aucun intertitre (H2, H3) sur 5 ne reprend l’expression clé ni ses mots\u00a0: il en faut entre 30 et 75\u00a0%.',
    )
    expect(report.checks.find((check) => check.id === 'keyphraseInTitle')?.rating).toBe('good')
  })
})

describe('the transition words line', () => {
  const sentence = 'Le boulanger du quartier ouvre sa boutique tous les matins à sept heures pour ses clients. '
  /** The line, its French spaces (no-break or narrow) read as spaces. */
  const transitions = (html: string) => {
    const check = page(html).checks.find((candidate) => candidate.id === 'transitionWords')
    return check && { rating: check.rating, text: check.text.replace(/[\u00a0\u202f]/g, ' ') }
  }

  it('says a short text needs none, as Yoast rates it, rather than « 0 % » rated good', () => {
    expect(transitions(`<p>${sentence.repeat(8)}</p>`)).toEqual({
      rating: 'good',
      text: 'aucun, mais le texte est assez court pour s’en passer (moins de 200 mots).',
    })
  })

  it('asks for them in a longer text that has none', () => {
    expect(transitions(`<p>${sentence.repeat(20)}</p>`)).toEqual({
      rating: 'bad',
      text: '0 % des phrases ont un mot de liaison (« ensuite », « par exemple », « donc »…) : au moins 30 % aident à suivre le raisonnement.',
    })
  })
})

describe('the text length line', () => {
  // Sixteen words.
  const sentence = 'Le boulanger du quartier ouvre sa boutique tous les matins à sept heures pour ses clients. '
  const length = (html: string) => page(html).checks.find((check) => check.id === 'textLength')

  it('asks a short article for more, as Yoast does from 300 words down', () => {
    const short = length(`<p>${sentence.repeat(10)}</p>`)
    expect(short?.rating).toBe('bad')
    expect(short?.text).toMatch(/^160 mots\s: 300 au moins donnent aux moteurs et aux lecteurs de quoi juger/)
    const long = length(`<p>${sentence.repeat(25)}</p>`)
    expect(long?.rating).toBe('good')
    expect(long?.text).toMatch(/^400 mots\s: de quoi traiter le sujet\.$/)
  })
})
