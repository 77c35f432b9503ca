import { describe, expect, it } from 'vitest'
import { faqLd } from '@/head/faq-ld'
import { plainText } from '@/lib/text'

describe('faqLd', () => {
  it('makes one FAQPage of the questions, each answer in plain text as the page shows it', () => {
    const entity = faqLd([
      { question: 'Combien ?', answer: 'À partir de 97 €, voir [nos offres](/services/seo) et le **devis**.' },
      { question: 'Quand ?', answer: 'Sous 48 h.' },
    ])
    expect(entity).toEqual({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Combien ?',
          acceptedAnswer: { '@type': 'Answer', text: 'À partir de 97 €, voir nos offres et le devis.' },
        },
        { '@type': 'Question', name: 'Quand ?', acceptedAnswer: { '@type': 'Answer', text: 'Sous 48 h.' } },
      ],
    })
  })
})

describe('plainText', () => {
  it('keeps the words of links and bold, and leaves a lone mark as the page shows it', () => {
    expect(plainText('[le guide](https://example.com/a) et **ceci**')).toBe('le guide et ceci')
    expect(plainText('5 ** 2, [sans lien]')).toBe('5 ** 2, [sans lien]')
  })
})
