import { describe, expect, it } from 'vitest'
import { sellingProblems } from '../../scripts/audit/selling'

/** A page as the snapshot reads it, that breaks none of the rules. */
const page = (path: string, over: Partial<Parameters<typeof sellingProblems>[0][number]> = {}) => ({
  path,
  bodyText: 'Réponse sous 24\u00a0h ouvrées.',
  headings: ['Nos services de marketing digital'],
  priceBlocks: [{ text: 'À partir de 397\u00a0€', vat: true }],
  payments: [{ label: 'Commander', amount: true, vat: true, terms: true }],
  hours: ['Téléphone\u00a0: du lundi au vendredi, de 9\u00a0h à 12\u00a0h\u00a030'],
  ...over,
})

describe('the audit’s selling check', () => {
  it('passes pages that sell by the rules and say one thing', () => {
    expect(
      sellingProblems([
        page('/services/creation-site'),
        page('/en/services/website-design', {
          bodyText: 'We reply within one working day.',
          hours: ['Phone: Monday to Friday, 9 am to 12.30 pm'],
        }),
      ]),
    ).toEqual([])
  })

  it('fails each seeded defect, naming the page and what to write', () => {
    expect(
      sellingProblems([
        page('/services/seo', { priceBlocks: [{ text: '97\u00a0€ par mois', vat: false }] }),
        page('/services/seo-local', {
          payments: [{ label: 'Commencer – 79 €/mois', amount: true, vat: true, terms: false }],
        }),
        page('/', { bodyText: 'Un devis gratuit sous 24\u00a0h.' }),
        page('/contact', { hours: ['Du lundi au vendredi, de 9\u00a0h à 12\u00a0h\u00a030'] }),
        page('/services', { headings: ['Nos Services Marketing Digital'] }),
        page('/en/privacy', { bodyText: 'The **French version** prevails.', hours: [] }),
        page('/en', { bodyText: 'We reply within 24 hours with a quote.', hours: [] }),
      ]),
    ).toEqual([
      '/services/seo : prix « 97\u00a0€ par mois » sans la mention de TVA dans son bloc',
      '/services/seo-local : le lien de paiement « Commencer – 79 €/mois » sans le lien vers les conditions générales de vente avant lui',
      '/ : « sous 24 h » : le délai de réponse est « sous 24 h ouvrées » (« within one working day »)',
      '/contact : horaires sans dire qu’ils sont ceux de la ligne téléphonique : « Du lundi au vendredi, de 9 h à 12 h 30 »',
      '/services : titre « Nos Services Marketing Digital » en capitales à l’anglaise : « Nos services de marketing digital »',
      '/en/privacy : « ** » affiché tel quel : « The **French version** prevails. »',
      '/en : « reply within 24 hours » : le délai de réponse est « sous 24 h ouvrées » (« within one working day »)',
    ])
  })

  it('leaves an article’s quoted prices and « within 24 hours of their search » alone', () => {
    expect(
      sellingProblems([
        page('/blog/prix-creation-site-web', { priceBlocks: [{ text: '1 500 € à 5 000 €', vat: false }] }),
        page('/en/blog/local-seo-impact', { bodyText: 'Most act within 24 hours of their search.', hours: [] }),
      ]),
    ).toEqual([])
  })
})
