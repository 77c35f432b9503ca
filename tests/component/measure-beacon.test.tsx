/** The audience beacon in the browser: what it sends, and that it sends nothing when the visitor opts out. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { optedOut, pageType, recordEmptySearch, recordEvent } from '@/measure/beacon'
import { selectorOf } from '@/measure/vitals'

const beacon = vi.fn<(url: string, body: string) => boolean>(() => true)

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
  document.documentElement.setAttribute('data-page', 'service-audit-seo')
  beacon.mockClear()
})
afterEach(() => {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true })
  vi.useRealTimers()
})

describe('the audience beacon', () => {
  it('names page types from the route ids, services and form outcomes grouped', () => {
    expect(pageType('service-audit-seo')).toBe('service')
    expect(pageType('lead-outcome-contact-merci')).toBe('lead-outcome')
    expect(pageType('blog-category-page')).toBe('blog-category')
    expect(pageType('blog-page')).toBe('blog')
    expect(pageType('article')).toBe('article')
    expect(pageType(null)).toBe('not-found')
  })

  it('sends an event about the current page to collect, as text, with no identifier', () => {
    expect(recordEvent({ kind: 'lead', service: 'audit-seo' })).toBe(true)
    const [url, body] = beacon.mock.calls[0]!
    expect(url).toMatch(/\/functions\/v1\/collect$/)
    expect(JSON.parse(body)).toEqual({ kind: 'lead', service: 'audit-seo', path: '/', type: 'service' })
  })

  it('sends nothing when the browser sends Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    expect(optedOut()).toBe(true)
    expect(recordEvent({ kind: 'tel' })).toBe(false)
    expect(beacon).not.toHaveBeenCalled()
  })

  it('sends nothing from a newsletter e-mail link’s page: its address holds the token, the Referer would carry it', () => {
    window.history.replaceState(null, '', '/newsletter/desinscrire?id=1&token=secret')
    try {
      expect(recordEvent({ kind: 'pageview' })).toBe(false)
      expect(beacon).not.toHaveBeenCalled()
    } finally {
      window.history.replaceState(null, '', '/')
    }
  })

  it('sends an empty search once the visitor stops typing, without address or phone number', () => {
    vi.useFakeTimers()
    recordEmptySearch('lic')
    recordEmptySearch('licorne marie@exemple.fr 06 12 34 56 78')
    vi.advanceTimersByTime(2000)
    expect(beacon).toHaveBeenCalledTimes(1)
    expect(JSON.parse(beacon.mock.calls[0]![1]).words).toBe('licorne')
  })

  it('names the element behind a vital as the weekly report shows it: up to a parent with an id, within 200 characters', () => {
    document.body.innerHTML = '<main id="contenu"><section class="hero b a"><h1>Titre</h1></section></main><p>x</p>'
    const h1 = document.querySelector('h1')!
    expect(selectorOf(h1)).toBe('#contenu>section.a.b.hero>h1')
    expect(selectorOf(h1.firstChild)).toBe('#contenu>section.a.b.hero>h1')
    expect(selectorOf(document.querySelector('p'))).toBe('body>p')
    expect(selectorOf(null)).toBeNull()
    h1.className = Array.from({ length: 40 }, (_, index) => `classe-${index}`).join(' ')
    expect(selectorOf(h1)).toBe(`h1.${[...h1.classList].sort().join('.')}`.slice(0, 200))
  })
})
