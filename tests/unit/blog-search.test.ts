import { describe, expect, it } from 'vitest'
import { cardOf } from '@/blog/search/cards'
import { queryOf, queryWords, searchHref } from '@/blog/search/query'

describe('blog search address', () => {
  it('reads the query from ?q=, decoded, and nothing when there is none', () => {
    expect(queryOf('?q=r%C3%A9f%C3%A9rencement+local')).toBe('référencement local')
    expect(queryOf('?q=Audit%20SEO&utm_source=x')).toBe('Audit SEO')
    expect(queryOf('')).toBe('')
    expect(queryOf('?page=2')).toBe('')
  })
  it('writes the query as the plain form would, and the page alone once the box is empty', () => {
    expect(searchHref('/blog', 'référencement')).toBe('/blog?q=r%C3%A9f%C3%A9rencement')
    expect(searchHref('/blog', 'seo & ia')).toBe('/blog?q=seo+%26+ia')
    expect(queryOf(searchHref('/blog', ' seo  local ').split('?')[1]!)).toBe(' seo  local ')
    expect(searchHref('/blog', '')).toBe('/blog')
    expect(searchHref('/blog/page/2', '   ')).toBe('/blog/page/2')
  })
})

describe('blog search words', () => {
  it('splits the query on spaces only, so that every word can be required', () => {
    expect(queryWords('  stratégie   netlinking ')).toEqual(['stratégie', 'netlinking'])
    expect(queryWords('plomberie sous-marine')).toEqual(['plomberie', 'sous-marine'])
    expect(queryWords('   ')).toEqual([])
  })
})

describe('blog search result cards', () => {
  const meta = {
    title: 'Stratégie netlinking 2025 : construire une autorité durable',
    excerpt: 'Liens éditoriaux, pertinence thématique.',
    category: 'Netlinking',
    author: 'Julien Morel',
    date: '2025-09-08',
    dateText: '8 septembre 2025',
    image: '/images/blog/strategie-netlinking-2025.svg',
    image_alt: 'Maillons de chaîne',
    image_width: '1200',
    image_height: '630',
  }

  it('shows what the article page said of itself, and links back to it', () => {
    const card = cardOf({ url: '/blog/strat%C3%A9gie-netlinking-2025-260', meta })
    expect(card).toEqual({
      slug: 'stratégie-netlinking-2025-260',
      title: meta.title,
      excerpt: meta.excerpt,
      category: 'Netlinking',
      author: 'Julien Morel',
      publishDate: '2025-09-08',
      image: { src: meta.image, alt: meta.image_alt, width: 1200, height: 630 },
      derived: { publishDateText: '8 septembre 2025' },
    })
  })
  it('reads the slug from the file Pagefind indexed as well as from the address', () => {
    expect(cardOf({ url: '/blog/strat%C3%A9gie-netlinking-2025-260.html', meta }).slug).toBe(
      'stratégie-netlinking-2025-260',
    )
    expect(cardOf({ url: '/blog/pbn-seo.html', meta }).slug).toBe('pbn-seo')
  })
  it('keeps the card whole when the page left a field out', () => {
    const card = cardOf({ url: '/blog/pbn-seo/', meta: { title: 'PBN' } })
    expect(card.slug).toBe('pbn-seo')
    expect(card.excerpt).toBe('')
    expect(card.image).toMatchObject({ width: 1200, height: 630 })
  })
})
