/**
 * The facts a text quotes, as the editor shows them (scripts/cms/admin/facts.ts): values read as the build reads them,
 * the text kept as written, the choices offered with their values.
 */
import { describe, expect, it } from 'vitest'
import { contentSnapshot } from '../../scripts/cms/admin-files'
import type { Files } from '../../scripts/cms/admin/check'
import { factChoices, factValues, segmentsOf, textOf } from '../../scripts/cms/admin/facts'

const files: Files = JSON.parse(contentSnapshot(process.cwd(), true)).files
const site = JSON.parse(files['content/site.json']!)
const seoLocal = JSON.parse(files['content/services/seo-local.json']!)

describe('a text that quotes facts', () => {
  it('is cut into words and facts, and put back as written', () => {
    const text = 'Appelez le {{site.phone.display}}, dès {{ this.amount }}/mois.'
    expect(segmentsOf(text)).toEqual([
      { text: 'Appelez le ' },
      { fact: 'site.phone.display' },
      { text: ', dès ' },
      { fact: 'this.amount' },
      { text: '/mois.' },
    ])
    expect(textOf(segmentsOf(text))).toBe('Appelez le {{site.phone.display}}, dès {{this.amount}}/mois.')
  })

  it('shows each fact as the page will: a service’s own price, in English as English writes it, an unknown one as unknown', () => {
    const names = ['this.amount', 'site.phone.display', 'figures.premier-site.value', 'site.nulle.part']
    expect(factValues('content/services/seo-local.json', seoLocal, names, files)).toEqual({
      'this.amount': seoLocal.amount,
      'site.phone.display': site.phone.display,
      'figures.premier-site.value': '1997',
      'site.nulle.part': undefined,
    })
    const english = JSON.parse(files['content/en/services/seo-local.json']!)
    expect(factValues('content/en/services/seo-local.json', english, ['this.amount'], files)['this.amount']).toBe(
      `€${seoLocal.amount.replace(/\D/g, '')}`,
    )
  })

  it('offers the business’s facts, the figures and the prices, each with its label', () => {
    const choices = factChoices('content/services/seo-local.json', files, (path) => `label ${path}`)
    expect(choices).toContainEqual({ name: 'site.phone.display', label: 'label phone.display', group: 'L’entreprise' })
    expect(choices).toContainEqual({ name: 'this.amount', label: 'Le prix de ce service', group: 'Les prix' })
    expect(choices).toContainEqual({
      name: 'services.seo-local.amount',
      label: `Prix : ${seoLocal.title}`,
      group: 'Les prix',
    })
    expect(choices.find((choice) => choice.name === 'figures.premier-site.value')?.group).toBe('Les chiffres')
    // Only a service's file has a price of its own.
    expect(factChoices('content/pages/about.json', files, String).some((c) => c.name === 'this.amount')).toBe(false)
  })
})
