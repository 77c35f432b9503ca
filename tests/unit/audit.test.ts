import { describe, expect, it } from 'vitest'
import { expectedHeaders, headerRules } from '../../scripts/audit/security'
import { hiddenRating, priceShown } from '../../scripts/audit/structured-data'

describe('the audit’s own reading', () => {
  it('finds a price as French pages write it, and not inside another number', () => {
    expect(priceShown(97, 'À partir de 97€')).toBe(true)
    expect(priceShown(79, 'Commencer - 79 €/mois')).toBe(true)
    expect(priceShown(1490, 'Forfait à 1 490 € HT')).toBe(true)
    expect(priceShown(15.5, 'dès 15,50 € le lien')).toBe(true)
    expect(priceShown(97, 'À partir de 197 €')).toBe(false)
    expect(priceShown(97, '97 pages')).toBe(false)
  })

  it('finds a price as English pages write it, and not inside another number', () => {
    expect(priceShown(97, 'From €97, tax excluded')).toBe(true)
    expect(priceShown(1490, 'A €1,490 package')).toBe(true)
    expect(priceShown(15.5, 'from €15.50 a link')).toBe(true)
    expect(priceShown(97, 'From €197')).toBe(false)
    expect(priceShown(1, 'From €1,490')).toBe(false)
    expect(priceShown(15, 'from €15.50 a link')).toBe(false)
  })

  it('refuses a rating or a review that the page does not display', () => {
    const business = {
      '@type': 'ProfessionalService',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 98 },
    }
    expect(hiddenRating(business, 'Consultant SEO à Paris')).toMatch(/4.9 \(98 avis\) déclarée mais pas affichée/)
    expect(hiddenRating(business, 'Noté 4,9/5 sur 198 avis')).not.toBeNull()
    expect(hiddenRating(business, 'Noté 4,9/5 sur 98 avis Google')).toBeNull()
    const review = { '@type': 'Review', reviewBody: 'Très bon travail', reviewRating: { ratingValue: 5 } }
    expect(hiddenRating(review, 'Accueil')).not.toBeNull()
    expect(hiddenRating(review, '5 étoiles. Très bon travail')).toBeNull()
    expect(hiddenRating({ '@type': 'Service', name: 'Audit' }, '')).toBeNull()
  })

  it('applies _headers as the host does: every matching rule, a detached header removed', () => {
    const rules = headerRules(
      [
        '/*',
        '  X-Frame-Options: DENY',
        '  Content-Security-Policy: a',
        '/contact',
        '  ! Content-Security-Policy',
        '  Content-Security-Policy: b',
        '/assets/*',
        '  Cache-Control: immutable',
      ].join('\n'),
    )
    expect(Object.fromEntries(expectedHeaders('/contact', rules))).toEqual({
      'x-frame-options': 'DENY',
      'content-security-policy': 'b',
    })
    expect(Object.fromEntries(expectedHeaders('/about', rules))).toEqual({
      'x-frame-options': 'DENY',
      'content-security-policy': 'a',
    })
    expect(expectedHeaders('/contact/merci', rules).get('content-security-policy')).toBe('a')
  })
})
