import { describe, expect, it } from 'vitest'
import { isPlainInternalClick } from '@/browser/navigation'

const link = (href: string | null, attributes: Record<string, string> = {}) => {
  const anchor = document.createElement('a')
  if (href !== null) anchor.setAttribute('href', href)
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value)
  return anchor
}

const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, cancelable: true, ...init })

describe('isPlainInternalClick: the one test of a link click the app may take over', () => {
  it('takes a plain click on a link to another page of the site, with its query and fragment', () => {
    for (const href of ['/about', '/blog?q=seo', '/services#tarifs', `${window.location.origin}/contact`, 'about'])
      expect(isPlainInternalClick(click(), link(href)), href).toBe(true)
    expect(isPlainInternalClick(click(), link('/about', { target: '_self' }))).toBe(true)
  })

  it('leaves to the browser a click with a modifier key or another button, or one already handled', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'])
      expect(isPlainInternalClick(click({ [key]: true }), link('/about')), key).toBe(false)
    expect(isPlainInternalClick(click({ button: 1 }), link('/about'))).toBe(false)
    const handled = click()
    handled.preventDefault()
    expect(isPlainInternalClick(handled, link('/about'))).toBe(false)
  })

  it('leaves to the browser a link to another window, a download, another origin, a fragment of this page', () => {
    expect(isPlainInternalClick(click(), link('/about', { target: '_blank' }))).toBe(false)
    expect(isPlainInternalClick(click(), link('/guide.pdf', { download: '' }))).toBe(false)
    expect(isPlainInternalClick(click(), link('https://www.example.com/about'))).toBe(false)
    expect(isPlainInternalClick(click(), link('//www.example.com/about'))).toBe(false)
    expect(isPlainInternalClick(click(), link('mailto:contact@example.com'))).toBe(false)
    expect(isPlainInternalClick(click(), link(`${window.location.pathname}#faq`))).toBe(false)
    expect(isPlainInternalClick(click(), link('#faq'))).toBe(false)
  })

  it('takes nothing that is not a link with an address', () => {
    expect(isPlainInternalClick(click(), link(null))).toBe(false)
    expect(isPlainInternalClick(click(), document.createElement('button'))).toBe(false)
    expect(isPlainInternalClick(click(), null)).toBe(false)
  })
})
