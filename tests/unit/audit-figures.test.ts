import { describe, expect, it } from 'vitest'
import { figureProblems, REGISTER_PAGE } from '../../scripts/audit/figures'

const register = {
  'clients-satisfaits': { value: '95\u00a0%', label: 'Clients satisfaits' },
  'leads-satisfaits': { value: '85\u00a0%', label: 'des clients en génération de leads satisfaits' },
}
const registerPage = {
  path: REGISTER_PAGE,
  keyFigures: [
    { id: 'chiffre-clients-satisfaits', label: '95 % Clients satisfaits', value: 'Questionnaire de fin de mission.' },
    { id: 'chiffre-leads-satisfaits', label: '85 % des clients en génération de leads satisfaits', value: '…' },
  ],
}

describe('the audit’s figures check', () => {
  it('passes a page whose key figures read as the register says', () => {
    const home = { path: '/', keyFigures: [{ id: '', label: 'Clients satisfaits', value: '95 %' }] }
    expect(figureProblems([registerPage, home], register)).toEqual([])
  })

  it('fails a figure shown with another value than the register’s, and a figure the register lacks', () => {
    const about = {
      path: '/about',
      keyFigures: [...registerPage.keyFigures, { id: '', label: 'Clients satisfaits', value: '98 %' }],
    }
    const local = { path: '/services/seo-local', keyFigures: [{ id: '', label: 'Avis Google', value: '4,9' }] }
    expect(figureProblems([about, local], register)).toEqual([
      '/about : « Clients satisfaits » affiche 98 %, le registre dit 95 %',
      '/services/seo-local : chiffre clé « 4,9 Avis Google » absent du registre (content/figures.json)',
    ])
  })

  it('fails an estimate without an original study shown as a key figure (prose may cite it, with its caveat)', () => {
    const withEstimate = {
      ...register,
      'achat-local': {
        value: '75\u00a0%',
        label: 'des recherches locales aboutiraient à un achat',
        estimate: true as const,
      },
    }
    const about = {
      ...registerPage,
      keyFigures: [
        ...registerPage.keyFigures,
        { id: 'chiffre-achat-local', label: '75 % des recherches locales aboutiraient à un achat', value: '…' },
      ],
    }
    const local = {
      path: '/services/seo-local',
      keyFigures: [{ id: '', label: 'des recherches locales aboutiraient à un achat', value: '75 %' }],
    }
    expect(figureProblems([about], withEstimate)).toEqual([])
    expect(figureProblems([about, local], withEstimate)).toEqual([
      '/services/seo-local : chiffre clé « 75 % des recherches locales aboutiraient à un achat » : une estimation sans étude d’origine ne s’affiche pas en chiffre clé, seulement dans un texte avec sa réserve',
    ])
  })

  it('fails when the about page does not list a figure of the register', () => {
    const partial = { path: REGISTER_PAGE, keyFigures: registerPage.keyFigures.slice(0, 1) }
    expect(figureProblems([partial], register)).toEqual([
      `${REGISTER_PAGE} : le registre ne montre pas le chiffre « leads-satisfaits »`,
    ])
  })
})
