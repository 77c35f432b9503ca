/** Input as the owner types it, put in the house form before the editor checks and saves it (scripts/cms/admin/natural-input.ts). */
import { describe, expect, it } from 'vitest'
import {
  e164Of,
  freeArticleNumber,
  houseAmount,
  houseMonth,
  houseTime,
  naturalInput,
} from '../../scripts/cms/admin/natural-input'
import { countWords } from '../../scripts/cms/admin/widgets'

describe('natural input in the editor', () => {
  it('writes a price as the site does, however it was typed', () => {
    for (const typed of ['127', '127€', '127 €', '127\u00a0€', ' 127 euros '])
      expect(houseAmount(typed), typed).toBe('127\u00a0€')
    expect(houseAmount('1097')).toBe('1\u00a0097\u00a0€')
    expect(houseAmount('1 097 €')).toBe('1\u00a0097\u00a0€')
    expect(houseAmount('119,1')).toBe('119,10\u00a0€')
    expect(houseAmount('119.10€')).toBe('119,10\u00a0€')
    // Not a price: left as typed, for the check to refuse with its reason.
    expect(houseAmount('à partir de 97 €')).toBe('à partir de 97 €')
  })

  it('derives the phone’s international form from the number as visitors read it', () => {
    expect(e164Of('01 99 00 27 46')).toBe('+33199002746')
    expect(e164Of('01.99.00.27.46')).toBe('+33199002746')
    expect(e164Of('+33 1 99 00 27 46')).toBe('+33199002746')
    expect(e164Of('0033 1 99 00 27 46')).toBe('+33199002746')
    expect(e164Of('le standard')).toBeUndefined()
  })

  it('changes the amounts of any entry and the call links’ number of the business facts, nothing else', () => {
    expect(
      naturalInput('content/services/seo.json', { title: '127', amount: '127€', plans: [{ amount: '99' }] }),
    ).toEqual([
      { path: ['amount'], value: '127\u00a0€' },
      { path: ['plans', 0, 'amount'], value: '99\u00a0€' },
    ])
    // A plan's price and its deposit, typed in one save; a price in words stays as typed; a translation's amounts too.
    expect(
      naturalInput('content/services/creation-site.json', {
        deposits: { creationAvancee: '329,1' },
        sections: [{ plans: [{ price: '1 097 €' }, { price: 'Sur devis' }] }],
      }),
    ).toEqual([
      { path: ['deposits', 'creationAvancee'], value: '329,10\u00a0€' },
      { path: ['sections', 0, 'plans', 0, 'price'], value: '1\u00a0097\u00a0€' },
    ])
    expect(
      naturalInput('content/en/services/website-design.json', { sections: [{ plans: [{ price: '997' }] }] }),
    ).toEqual([])
    expect(naturalInput('content/site.json', { phone: { display: '01 99 00 27 46', e164: '+33199002745' } })).toEqual([
      { path: ['phone', 'e164'], value: '+33199002746' },
    ])
    expect(naturalInput('content/site.json', { phone: { display: '01 99 00 27 46', e164: '+33199002746' } })).toEqual(
      [],
    )
  })

  it('counts a title against its limit as it is typed', () => {
    expect(countWords(47, 60)).toEqual({ over: false, text: '47\u00a0/ 60 caractères' })
    expect(countWords(67, 60)).toEqual({ over: true, text: '67 caractères pour 60 au plus\u00a0: raccourcissez-le' })
  })
})

describe('a published article’s slug changed in the editor', () => {
  const before = '---\nid: 3\nslug: ancien-nom\ntitle: T\n---\n\n## Partie\n'
  it('keeps its old address, redirected to the new one', () => {
    expect(naturalInput('content/articles/x.mdx', { slug: 'nouveau-nom' }, before)).toEqual([
      { path: ['aliases'], value: ['/blog/ancien-nom'] },
    ])
    expect(
      naturalInput('content/en/articles/x.mdx', { slug: 'new-name', aliases: ['/en/blog/older'] }, before),
    ).toEqual([{ path: ['aliases'], value: ['/en/blog/older', '/en/blog/ancien-nom'] }])
  })

  it('adds nothing for a draft, an unchanged slug or a new article', () => {
    expect(
      naturalInput('content/articles/x.mdx', { slug: 'nouveau-nom' }, before.replace('id: 3', 'draft: true')),
    ).toEqual([])
    expect(naturalInput('content/articles/x.mdx', { slug: 'ancien-nom' }, before)).toEqual([])
    expect(naturalInput('content/articles/x.mdx', { slug: 'nouveau-nom' }, undefined)).toEqual([])
  })
})

describe('what the editor keeps right behind a form left open since a save', () => {
  it('keeps the old addresses the file has, even when the form does not show them', () => {
    const saved = '---\nid: 3\nslug: nouveau-nom\naliases:\n  - /blog/ancien-nom\n---\n\n## Partie\n'
    expect(naturalInput('content/articles/x.mdx', { slug: 'nouveau-nom' }, saved)).toEqual([
      { path: ['aliases'], value: ['/blog/ancien-nom'] },
    ])
    expect(
      naturalInput('content/articles/x.mdx', { slug: 'nouveau-nom', aliases: ['/blog/ancien-nom'] }, saved),
    ).toEqual([])
  })

  it('gives a new article the next free number when the one proposed was taken since', () => {
    const files = { 'content/articles/a.mdx': '---\nid: 17\n---\n', 'content/articles/b.mdx': '---\nid: 12\n---\n' }
    expect(freeArticleNumber(17, 17, files)).toBe(18)
    expect(freeArticleNumber(18, 17, files)).toBeUndefined()
    // A number the owner typed himself: refused by the check if taken, never changed behind his back.
    expect(freeArticleNumber(12, 17, files)).toBeUndefined()
  })
})

describe('months and hours as people write them', () => {
  it('reads a month in words or figures', () => {
    expect(houseMonth('octobre 2026')).toBe('2026-10')
    expect(houseMonth('Oct. 2026')).toBe('2026-10')
    expect(houseMonth('10/2026')).toBe('2026-10')
    expect(houseMonth('2026-10')).toBe('2026-10')
    expect(houseMonth('13/2026')).toBe('13/2026')
  })

  it('reads an hour as the French write it', () => {
    expect(houseTime('9h')).toBe('09:00')
    expect(houseTime('9 h 30')).toBe('09:30')
    expect(houseTime('18:00')).toBe('18:00')
    expect(houseTime('25h')).toBe('25h')
    expect(naturalInput('content/site.json', { openingHours: { opens: '9h', closes: '18h' } })).toEqual([
      { path: ['openingHours', 'opens'], value: '09:00' },
      { path: ['openingHours', 'closes'], value: '18:00' },
    ])
  })
})
