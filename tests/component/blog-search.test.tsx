/**
 * The blog search's enhancement in the page: the box, the address and the results stay in step. Pagefind itself is
 * replaced by a finder over two known articles here; what it finds in the real index is tested in the browser on the
 * built site (tests/e2e/blog-search.spec.ts).
 */
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BlogSearch } from '@/blog/search/BlogSearch'
import { getArticleMetadata } from '#articles'

const pagefind = vi.hoisted(() => ({ loadPagefind: vi.fn(), findArticles: vi.fn() }))
vi.mock('@/blog/search/pagefind', () => pagefind)

const netlinking = getArticleMetadata().filter((article) => article.category === 'Netlinking')

beforeEach(() => {
  pagefind.loadPagefind.mockResolvedValue({})
  pagefind.findArticles.mockImplementation(async (query: string) => {
    const found = /^(netlinking|stratégie)$/i.test(query.trim()) ? netlinking : []
    return { total: found.length, page: async (from: number, count: number) => found.slice(from, from + count) }
  })
})
afterEach(() => vi.clearAllMocks())

const slow = { timeout: 8000 }

async function openBlog(url: string) {
  window.history.replaceState(null, '', url)
  await act(async () => {
    render(
      <MemoryRouter>
        <BlogSearch>
          <h2>Derniers articles</h2>
        </BlogSearch>
      </MemoryRouter>,
    )
  })
  return screen.getByRole('searchbox', { name: 'Rechercher un article' })
}

describe('blog search in the page', { timeout: 20_000 }, () => {
  it('loads nothing of the search until the visitor turns to the box', async () => {
    const box = await openBlog('/blog')
    // The enhancement is imported when the page comes alive: once it listens to the box (its import settled, then
    // its callback run), nothing of the search is loaded yet. A fixed wait was shorter than the import under load.
    await vi.dynamicImportSettled()
    await act(async () => {})
    expect(pagefind.loadPagefind).not.toHaveBeenCalled()
    expect(pagefind.findArticles).not.toHaveBeenCalled()
    expect(screen.queryByRole('region', { name: 'Résultats de recherche' })).toBeNull()
    await act(async () => box.focus())
    expect(pagefind.loadPagefind).toHaveBeenCalledOnce()
  })

  it('searches what the address says, and keeps box, address and results in step without piling up history', async () => {
    const user = userEvent.setup()
    const box = await openBlog('/blog?q=NETLINKING')
    await waitFor(() => expect(box).toHaveValue('NETLINKING'), slow)
    expect(await screen.findByText(`${netlinking.length} articles pour « NETLINKING »`, {}, slow)).toHaveAttribute(
      'role',
      'status',
    )
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      netlinking.map((article) => article.title),
    )
    expect(screen.getByText('Derniers articles')).not.toBeVisible()

    const entries = window.history.length
    await user.clear(box)
    await user.type(box, 'stratégie')
    expect(window.location.pathname + window.location.search).toBe('/blog?q=strat%C3%A9gie')
    expect(window.history.length).toBe(entries)
    expect(pagefind.findArticles).toHaveBeenLastCalledWith('stratégie')

    await user.type(box, ' jardinage')
    expect(await screen.findByText('Aucun article ne correspond à « stratégie jardinage »', {}, slow)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Voir tous les articles' }))
    expect(box).toHaveValue('')
    expect(box).toHaveFocus()
    expect(window.location.pathname + window.location.search).toBe('/blog')
    expect(screen.getByText('Derniers articles')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Résultats de recherche' })).toBeNull()
    expect(window.history.length).toBe(entries)
  })

  it('says so in French when the index cannot be loaded, with the way back', async () => {
    pagefind.findArticles.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'))
    await openBlog('/blog?q=seo')
    expect(await screen.findByText('La recherche n’a pas pu être chargée', {}, slow)).toBeVisible()
    // The tests run as the dev server does: without a build, there is no index.
    expect(screen.getByText(/Index de recherche absent.*npm run build/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Voir tous les articles' })).toBeVisible()
  })

  it('shows more cards on demand when a search finds many', async () => {
    const many = Array.from({ length: 15 }, (_, index) => ({ ...getArticleMetadata()[0]!, slug: `a-${index}` }))
    pagefind.findArticles.mockResolvedValue({
      total: many.length,
      page: async (from: number, count: number) => many.slice(from, from + count),
    })
    const user = userEvent.setup()
    await openBlog('/blog?q=seo')
    expect(await screen.findByText('15 articles pour « seo »', {}, slow)).toBeVisible()
    expect(screen.getAllByRole('article')).toHaveLength(12)
    await user.click(screen.getByRole('button', { name: 'Afficher plus d’articles' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15))
    expect(screen.queryByRole('button', { name: 'Afficher plus d’articles' })).toBeNull()
  })
})
