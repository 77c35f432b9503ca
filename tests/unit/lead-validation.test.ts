import { describe, expect, it } from 'vitest'
import { checkContactRequest, checkSubscription, cleanEmail, cleanPhone, cleanText, LIMITS, SERVICE_VALUES } from '@functions/_shared/validation'

describe('cleanText', () => {
  it('keeps only strings, trimmed', () => {
    for (const value of [undefined, null, 42, {}, ['a'], true]) expect(cleanText(value)).toBe('')
    expect(cleanText('  Bonjour\nà vous  ')).toBe('Bonjour\nà vous')
  })

  it('removes angle brackets, javascript: and inline event handlers, even rebuilt from their pieces', () => {
    expect(cleanText('<script>alert(1)</script>')).toBe('scriptalert(1)/script')
    expect(cleanText('JavaScript:alert(1)')).toBe('alert(1)')
    expect(cleanText('lien javascript :alert(1)')).toBe('lien alert(1)')
    expect(cleanText('<img src=x onerror=alert(1)>')).toBe('img src=x alert(1)')
    expect(cleanText('a ONCLICK = "x"')).toBe('a  "x"')
    expect(cleanText('javajavascript:script:alert(1)')).toBe('alert(1)')
    expect(cleanText('java<>script:x')).toBe('x')
    expect(cleanText('onmouseover=onerror=x')).toBe('x')
  })

  it('leaves ordinary French prose alone', () => {
    const text = 'Bonjour, mon budget=500 €, raison=refonte ; question : délai ? L’équipe « SEO » répondra.'
    expect(cleanText(text)).toBe(text)
  })

  it('cuts at 1000 characters, after cleaning', () => {
    expect(cleanText('a'.repeat(LIMITS.text))).toHaveLength(1000)
    expect(cleanText('a'.repeat(LIMITS.text + 1))).toHaveLength(1000)
    expect(cleanText(`<>${'b'.repeat(1000)}`)).toBe('b'.repeat(1000))
  })

  it('is empty when nothing but markup was sent', () => {
    expect(cleanText('  <> onload= ')).toBe('')
  })
})

describe('cleanEmail', () => {
  it('trims, lowercases and checks the shape', () => {
    expect(cleanEmail('  Marie.Dupont@Exemple.FR ')).toBe('marie.dupont@exemple.fr')
    for (const bad of ['marie', 'marie@', 'marie@exemple', 'ma rie@exemple.fr', '@exemple.fr', 'a@b@c', 42, null, '<a@b.fr>'])
      expect(cleanEmail(bad)).toBe('')
  })

  it('accepts 254 characters and cuts the 255th, which breaks the shape here', () => {
    const at254 = `${'a'.repeat(254 - '@exemple.fr'.length)}@exemple.fr`
    expect(at254).toHaveLength(254)
    expect(cleanEmail(at254)).toBe(at254)
    expect(cleanEmail(`${at254}r`)).toBe(`${at254}`.slice(0, 254))
    expect(cleanEmail(`${'a'.repeat(250)}@exemple.fr`)).toBe('')
  })
})

describe('cleanPhone', () => {
  it('keeps digits, spaces, +, - and parentheses only', () => {
    expect(cleanPhone('+33 (0)1 99-00-27-45')).toBe('+33 (0)1 99-00-27-45')
    expect(cleanPhone('01.99.00.27.45 poste 12')).toBe('0199002745  12')
    expect(cleanPhone('<script>')).toBe('')
    expect(cleanPhone(33199002745)).toBe('')
  })

  it('cuts at 20 characters', () => {
    expect(cleanPhone('1'.repeat(20))).toHaveLength(20)
    expect(cleanPhone('1'.repeat(21))).toBe('1'.repeat(20))
    expect(cleanPhone(`a${'2'.repeat(25)}`)).toBe('2'.repeat(20))
  })
})

describe('checkContactRequest', () => {
  const valid = { name: 'Marie', email: 'marie@exemple.fr', phone: '', service: 'audit-seo', message: 'Bonjour' }

  it('answers the cleaned request', () => {
    const checked = checkContactRequest({ ...valid, name: '  <b>Marie</b> ', email: 'MARIE@exemple.fr' })
    expect(checked).toEqual({ ok: true, value: { ...valid, name: 'bMarie/b' } })
  })

  it('names every required field that is empty once cleaned; the phone is optional', () => {
    expect(checkContactRequest({})).toEqual({ ok: false, missing: ['name', 'email', 'service', 'message'] })
    expect(checkContactRequest({ ...valid, message: ' <> ' })).toEqual({ ok: false, missing: ['message'] })
    expect(checkContactRequest({ ...valid, email: 'pas-une-adresse' })).toEqual({ ok: false, missing: ['email'] })
    expect(checkContactRequest({ ...valid, phone: undefined }).ok).toBe(true)
  })

  it('accepts exactly the six service choices of the spec', () => {
    expect(SERVICE_VALUES).toEqual(['creation-site', 'audit-seo', 'strategie-netlinking', 'generer-du-lead', 'vous-former', 'automatiser-un-process'])
    for (const service of SERVICE_VALUES) expect(checkContactRequest({ ...valid, service }).ok).toBe(true)
    for (const service of ['seo', 'AUDIT-SEO', '', 3]) expect(checkContactRequest({ ...valid, service })).toEqual({ ok: false, missing: ['service'] })
  })
})

describe('checkSubscription', () => {
  it('needs a valid address', () => {
    expect(checkSubscription({ email: ' Jean@Exemple.fr' })).toEqual({ ok: true, value: { email: 'jean@exemple.fr' } })
    expect(checkSubscription({ email: 'jean' })).toEqual({ ok: false, missing: ['email'] })
  })
})
