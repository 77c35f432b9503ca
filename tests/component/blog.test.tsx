import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Faq } from '@/blog/body/Faq'
import { ChartFigure } from '@/blog/body/ChartFigure'
import { ContactForm } from '@/blog/body/ArticleContactForm'
import { ShareButtons } from '@/blog/ShareButtons'
import { openSharePopup, shareUrl } from '@/blog/share'
import { TableOfContents } from '@/blog/TableOfContents'
import { PLACEHOLDER_SRC } from '@/ui/placeholder'
import { KeptHtml } from '@/browser/KeptHtml'
import { categories } from '@content/categories.json'
import { getArticles } from '#articles'
import UnknownCategoryPage from '../../pages/blog/UnknownCategoryPage'
import CategoryPage from '../../pages/blog/CategoryPage'
import { loadSummaries } from '@/blog/load'
import { categoryPage } from '@/blog/shown'

// Every category holds an article today: the pages are tested with one left empty, as a new category starts.
const EMPTY = vi.hoisted(() => 'Formation')
vi.mock('#articles', async (real) => {
  const module = await real<typeof import('#articles')>()
  const shown = module.getArticles().filter((article) => article.category !== EMPTY)
  return { ...module, getArticles: () => shown }
})
vi.mock('virtual:latest-articles', async (real) => {
  const module = await real<typeof import('virtual:latest-articles')>()
  return { ...module, categoriesWithArticles: module.categoriesWithArticles.filter((name) => name !== EMPTY) }
})

const mountCharts = vi.hoisted(() => vi.fn(() => () => {}))
vi.mock('@/blog/charts/mount-charts', () => ({ mountCharts }))

afterEach(() => vi.restoreAllMocks())

/** Views and article data load on demand (transformed on first use by the test runner): give them time. */
const slow = { timeout: 8000 }

/** Shows where the router is, and how it got there. */
function Where() {
  const location = useLocation()
  return (
    <output data-testid="where" data-action={useNavigationType()}>
      {location.pathname + location.search}
    </output>
  )
}

/** Renders inside an awaited act(): views and data suspend while they load, and React must be let resume them. */
async function renderAsync(ui: ReactNode) {
  await act(async () => {
    render(ui)
  })
}

function atUrl(url: string, path: string, element: ReactNode) {
  return renderAsync(
    <MemoryRouter initialEntries={['/', url]} initialIndex={1}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  )
}

describe('kept pre-rendered HTML (KeptHtml)', () => {
  const served =
    '<p>Texte servi, <a href="/about">un lien interne</a>, <img src="/images/absente.svg" alt="Illustration" width="10" height="10"></p>'
  const app = (
    <MemoryRouter>
      <KeptHtml html={served} />
      <Where />
    </MemoryRouter>
  )

  it('keeps the served markup on hydration, and still navigates and falls back', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(app)
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    await act(async () => {
      hydrateRoot(container, app)
    })
    expect(errors).not.toHaveBeenCalled()
    expect(within(container).getByText(/Texte servi/)).toBeInTheDocument()

    const image = within(container).getByRole('img', { name: 'Illustration' })
    fireEvent.error(image)
    expect(image).toHaveAttribute('src', PLACEHOLDER_SRC)

    await userEvent.click(within(container).getByRole('link', { name: 'un lien interne' }))
    expect(within(container).getByTestId('where')).toHaveTextContent('/about')
    container.remove()
  })
})

describe('category pages', { timeout: 20_000 }, () => {
  it('list the articles of a category with their count', async () => {
    // What the route loads at build (its loader is the build's only: the browser keeps the page as served).
    const own = await loadSummaries(categoryPage('seo-local', 1))
    await atUrl('/blog/category/seo-local', '/blog/category/:category', <CategoryPage own={own} />)
    expect(
      await screen.findByRole('heading', { level: 2, name: '2 articles dans cette catégorie' }, slow),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'SEO local' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(2)
  })

  it('say when a known category has no article yet, with a way back to the blog', async () => {
    // What the route loads at build (its loader is the build's only: the browser keeps the page as served).
    const own = await loadSummaries(categoryPage('formation', 1))
    await atUrl('/blog/category/formation', '/blog/category/:category', <CategoryPage own={own} />)
    expect(await screen.findByRole('heading', { name: 'Aucun article disponible' }, slow)).toBeInTheDocument()
    expect(
      screen.getByText(
        'Cette catégorie ne contient pas encore d’articles. Revenez bientôt pour découvrir du nouveau contenu !',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Retour au blog' })).toHaveAttribute('href', '/blog')
  })

  it('name an unknown category, list the known ones that hold an article and lead back to the blog', async () => {
    await atUrl('/blog/category/jardinage', '/blog/category/:category', <UnknownCategoryPage />)
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Catégorie\s«\sjardinage\s»\sintrouvable$/ }, slow),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/Désolé, aucun article n’a été trouvé dans cette catégorie\. Découvrez nos autres catégories/),
    ).toBeInTheDocument()
    const list = screen.getByRole('list')
    const filled = new Set(getArticles().map((article) => article.category))
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(categories.filter((category) => filled.has(category.name)).map((category) => category.name))
    expect(within(list).getByRole('link', { name: 'Création site web' })).toHaveAttribute(
      'href',
      '/blog/category/creation-site-web',
    )
    expect(screen.getByRole('link', { name: 'Retour au blog' })).toHaveAttribute('href', '/blog')
  })
})

describe('share links', () => {
  const page = {
    url: 'https://www.moreldigital.fr/blog/strat%C3%A9gie-netlinking-2025-260',
    title: 'Stratégie netlinking 2025 : autorité',
  }

  it('build each network’s share address from the canonical URL (and the title for X)', () => {
    const u = encodeURIComponent(page.url)
    expect(shareUrl('facebook', page)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`)
    expect(shareUrl('twitter', page)).toBe(
      `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(page.title)}`,
    )
    expect(shareUrl('linkedin', page)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${u}`)
  })

  it('open a 600×400 popup, and do nothing for an unknown network', () => {
    const open = vi.fn()
    expect(openSharePopup('linkedin', page, open)).toBe(true)
    expect(open).toHaveBeenCalledWith(
      shareUrl('linkedin', page),
      'partage-linkedin',
      expect.stringMatching(/^popup,width=600,height=400,/),
    )
    open.mockClear()
    expect(openSharePopup('myspace', page, open)).toBe(false)
    expect(shareUrl('myspace', page)).toBeNull()
    expect(open).not.toHaveBeenCalled()
  })

  it('are links that open the popup instead of a tab when clicked', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    render(<ShareButtons page={page} />)
    const facebook = screen.getByRole('link', { name: 'Partager sur Facebook (nouvelle fenêtre)' })
    expect(facebook).toHaveAttribute('href', shareUrl('facebook', page))
    expect(facebook).toHaveAttribute('target', '_blank')
    await userEvent.click(facebook)
    expect(open).toHaveBeenCalledWith(
      shareUrl('facebook', page),
      'partage-facebook',
      expect.stringContaining('width=600,height=400'),
    )
  })
})

describe('table of contents', () => {
  it('links each section of the article to its heading', () => {
    render(
      <TableOfContents
        entries={[
          { id: 'pourquoi-le-seo-local-compte', text: 'Pourquoi le SEO local compte' },
          { id: 'conclusion', text: 'Conclusion' },
        ]}
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Sommaire' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pourquoi le SEO local compte', '#pourquoi-le-seo-local-compte'],
      ['Conclusion', '#conclusion'],
    ])
  })
  it('is left out when the article has no section', () => {
    const { container } = render(<TableOfContents entries={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('components of article bodies', () => {
  it('FAQ: native details in one named group, so one answer opens at a time', () => {
    render(
      <Faq
        items={[
          { question: 'Combien ?', answer: 'Cela dépend.' },
          { question: 'Quand ?', answer: 'Bientôt.' },
        ]}
      />,
    )
    const groups = document.querySelectorAll('details')
    expect(groups).toHaveLength(2)
    expect(groups[0]!.getAttribute('name')).toBeTruthy()
    expect(groups[1]!.getAttribute('name')).toBe(groups[0]!.getAttribute('name'))
    expect(screen.getByText('Combien ?').closest('summary')).not.toBeNull()
  })

  it('chart: caption, a labelled canvas and the data as a table in French figures; drawn once rendered', async () => {
    await renderAsync(
      <ChartFigure
        kind="line-dual-axis"
        title="Impressions et appels"
        caption="Douze mois d’un fleuriste."
        leftLabel="Impressions"
        rightLabel="Appels"
        labels={['Mois 1', 'Mois 2']}
        datasets={[
          { label: 'Impressions de la fiche', axis: 'left', data: [1300, 1750] },
          { label: 'Appels', axis: 'right', data: [15, 19] },
        ]}
      />,
    )
    const figure = document.querySelector('figure')!
    expect(within(figure).getByText('Douze mois d’un fleuriste.', { exact: false }).tagName).toBe('FIGCAPTION')
    expect(figure).toHaveAttribute('data-heavy', 'charts')
    expect(screen.getByRole('img', { name: /Graphique\s:\sImpressions et appels/ })).toBeInTheDocument()
    const table = screen.getByRole('table')
    expect(
      within(table).getByRole('columnheader', { name: 'Impressions de la fiche (axe de gauche)' }),
    ).toBeInTheDocument()
    expect(within(table).getByRole('row', { name: /Mois 2/ })).toHaveTextContent(/1\s750/)
    await waitFor(() =>
      expect(mountCharts).toHaveBeenCalledWith([
        { figure, chart: expect.objectContaining({ caption: 'Douze mois d’un fleuriste.' }) },
      ]),
    )
  })

  it('contact form: the site’s form, titled, with the article’s service preselected', async () => {
    await renderAsync(
      <MemoryRouter>
        <ContactForm title="Obtenez un devis gratuit pour votre site" service="creation-site" />
      </MemoryRouter>,
    )
    const form = screen.getByRole('form', { name: 'Obtenez un devis gratuit pour votre site' })
    expect(screen.getByRole('heading', { name: 'Obtenez un devis gratuit pour votre site' })).toBeInTheDocument()
    expect(form.querySelector('input[type="hidden"][name="service"]')).toHaveValue('creation-site')
  })
})
