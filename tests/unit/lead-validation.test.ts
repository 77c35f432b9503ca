import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  checkContactRequest,
  checkSubscription,
  cleanEmail,
  cleanLine,
  cleanPhone,
  cleanText,
  isServiceValue,
  LIMITS,
  SERVICE_VALUE,
} from '@functions/_shared/validation'
import { SERVICE_VALUE_FORMAT } from '@content/schema'
import { SPEC_SERVICE_VALUES } from '../service-values'

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

  it('keeps line breaks (as \\n) and removes every other control character', () => {
    expect(cleanText('Bonjour,\r\nligne 2\rligne 3\u2028ligne 4')).toBe('Bonjour,\nligne 2\nligne 3\nligne 4')
    expect(cleanText('a\tb\u0000c\u0007d\u001be\u007ff\u0080g\u009bh')).toBe('a bcdefgh')
  })
})

describe('cleanLine (the name)', () => {
  it('turns line breaks and tabs into a space and removes the other control characters', () => {
    expect(cleanLine('Marie\r\nBcc: x@y.fr\r\nX-Injected: 1')).toBe('Marie Bcc: x@y.fr X-Injected: 1')
    expect(cleanLine('Ma\u0000rie\u0085Du\u2029pont\tà\u000bParis\u001f')).toBe('Marie Du pont à Paris')
  })

  it('removes every C0 and C1 control character', () => {
    const controls =
      Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).join('') +
      '\u007f' +
      Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(0x80 + code)).join('')
    expect(cleanLine(`a${controls}b`)).toMatch(/^a ?b$/)
  })
})

describe('cleanEmail', () => {
  it('trims, lowercases and checks the shape', () => {
    expect(cleanEmail('  Marie.Dupont@Exemple.FR ')).toBe('marie.dupont@exemple.fr')
    for (const bad of [
      'marie',
      'marie@',
      'marie@exemple',
      'ma rie@exemple.fr',
      '@exemple.fr',
      'a@b@c',
      42,
      null,
      '<a@b.fr>',
    ])
      expect(cleanEmail(bad)).toBe('')
  })

  it('accepts 254 characters and refuses a longer address rather than cut it into another one', () => {
    const at254 = `${'a'.repeat(254 - '@exemple.fr'.length)}@exemple.fr`
    expect(at254).toHaveLength(254)
    expect(cleanEmail(at254)).toBe(at254)
    expect(cleanEmail(`${at254}r`)).toBe('')
    expect(cleanEmail(`${'a'.repeat(250)}@exemple.fr`)).toBe('')
    // 261 characters that a cut at 254 turned into another valid address.
    expect(cleanEmail(`marie@${'a'.repeat(244)}.exemple.fr`)).toBe('')
  })

  it('refuses control characters anywhere in the address', () => {
    for (const bad of [
      'marie@exemple.fr\u0000',
      'ma\u0007rie@exemple.fr',
      'marie@exemple.fr\u0085bcc',
      'marie\u009b@exemple.fr',
    ])
      expect(cleanEmail(bad)).toBe('')
  })
})

describe('cleanPhone', () => {
  it('keeps digits, spaces, +, - and parentheses only', () => {
    expect(cleanPhone('+33 (0)1 99-00-27-45')).toBe('+33 (0)1 99-00-27-45')
    expect(cleanPhone('01.99.00.27.45 poste 12')).toBe('0199002745  12')
    expect(cleanPhone('<script>')).toBe('')
    expect(cleanPhone(33199002745)).toBe('')
  })

  it('keeps 20 characters and refuses a longer number rather than cut it into another one', () => {
    expect(cleanPhone('1'.repeat(20))).toHaveLength(20)
    expect(cleanPhone('1'.repeat(21))).toBe('')
    expect(cleanPhone(`a${'2'.repeat(20)}`)).toBe('2'.repeat(20))
  })
})

describe('checkContactRequest', () => {
  const valid = { name: 'Marie', email: 'marie@exemple.fr', phone: '', service: 'audit-seo', message: 'Bonjour' }

  it('answers the cleaned request', () => {
    const checked = checkContactRequest({ ...valid, name: '  <b>Marie</b> ', email: 'MARIE@exemple.fr' })
    expect(checked).toEqual({ ok: true, value: { ...valid, name: 'bMarie/b' } })
  })

  it('names every required field that is empty once cleaned; the phone is optional', () => {
    expect(checkContactRequest({})).toEqual({
      ok: false,
      missing: ['name', 'email', 'service', 'message'],
      tooLong: [],
      invalid: [],
    })
    expect(checkContactRequest({ ...valid, message: ' <> ' })).toEqual({
      ok: false,
      missing: ['message'],
      tooLong: [],
      invalid: [],
    })
    expect(checkContactRequest({ ...valid, email: 'pas-une-adresse' })).toEqual({
      ok: false,
      missing: ['email'],
      tooLong: [],
      invalid: [],
    })
    expect(checkContactRequest({ ...valid, phone: undefined }).ok).toBe(true)
  })

  it('accepts the ten service choices, and any value of the services’ format: a new service needs no deployment', () => {
    for (const service of [...SPEC_SERVICE_VALUES, 'redaction-web', 'a'.repeat(40)])
      expect(checkContactRequest({ ...valid, service }), service).toEqual({ ok: true, value: { ...valid, service } })
  })

  it('names a service of no form as invalid, not as missing; an empty one is missing', () => {
    for (const service of ['Rédaction web', '../x', 'AUDIT-SEO', 'seo_local', ' seo', 'a'.repeat(41), 'a'.repeat(200)])
      expect(checkContactRequest({ ...valid, service }), service).toEqual({
        ok: false,
        missing: [],
        tooLong: [],
        invalid: ['service'],
      })
    for (const service of ['', '  ', undefined, 3])
      expect(checkContactRequest({ ...valid, service })).toEqual({
        ok: false,
        missing: ['service'],
        tooLong: [],
        invalid: [],
      })
  })

  it('names an over-long address or phone number as too long, not as missing', () => {
    expect(checkContactRequest({ ...valid, email: `marie@${'a'.repeat(244)}.exemple.fr` })).toEqual({
      ok: false,
      missing: [],
      tooLong: ['email'],
      invalid: [],
    })
    expect(checkContactRequest({ ...valid, phone: '0'.repeat(21) })).toEqual({
      ok: false,
      missing: [],
      tooLong: ['phone'],
      invalid: [],
    })
  })

  it('keeps the name on one line', () => {
    const checked = checkContactRequest({ ...valid, name: 'Marie\r\nBcc: x@y.fr' })
    expect(checked.ok && checked.value.name).toBe('Marie Bcc: x@y.fr')
  })
})

describe('the services’ format in the functions', () => {
  // Copied into supabase/functions/ (Supabase bundles a function from that folder alone): never another rule.
  it('is the content schema’s, and the table’s', () => {
    expect(SERVICE_VALUE.source).toBe(SERVICE_VALUE_FORMAT.source)
    expect(SERVICE_VALUE.flags).toBe(SERVICE_VALUE_FORMAT.flags)
    expect(isServiceValue('redaction-web')).toBe(true)
    expect(isServiceValue('a'.repeat(41))).toBe(false)
    expect(isServiceValue(42)).toBe(false)
    const folder = new URL('../../supabase/migrations/', import.meta.url)
    const checks = readdirSync(folder)
      .sort()
      .map((file) => readFileSync(new URL(file, folder), 'utf8'))
      .filter((sql) => /contact_requests_service_check|service text[^,]*check/.test(sql))
    expect(checks.at(-1)).toContain(`'${SERVICE_VALUE.source}'`)
  })
})

describe('checkSubscription', () => {
  it('needs a valid address', () => {
    expect(checkSubscription({ email: ' Jean@Exemple.fr' })).toEqual({ ok: true, value: { email: 'jean@exemple.fr' } })
    expect(checkSubscription({ email: 'jean' })).toEqual({ ok: false, missing: ['email'], tooLong: [], invalid: [] })
    expect(checkSubscription({ email: `jean@${'a'.repeat(250)}.fr` })).toEqual({
      ok: false,
      missing: [],
      tooLong: ['email'],
      invalid: [],
    })
  })
})
