import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { categories } from '@content/categories.json'
import { layout } from '@content/layout.json'
import services from 'virtual:service-catalogue'
import { getArticles, MENU_ARTICLES } from '#articles'
import { categoriesWithArticles } from 'virtual:latest-articles'
import { Header } from '@/layout/Header'
import { device } from './setup'

// Every category holds an article today: the menus are tested with one left empty, as a new category starts.
const EMPTY = vi.hoisted(() => 'Formation')
vi.mock('virtual:latest-articles', async (real) => {
  const module = await real<typeof import('virtual:latest-articles')>()
  return { ...module, categoriesWithArticles: module.categoriesWithArticles.filter((name) => name !== EMPTY) }
})

const renderHeader = () =>
  render(
    <MemoryRouter initialEntries={['/about']}>
      <Header />
    </MemoryRouter>,
  )

const mainNav = () => screen.getByRole('navigation', { name: 'Navigation principale' })

describe('header menus', () => {
  it('opens Nos services with every service, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup()
    renderHeader()
    const button = within(mainNav()).getByRole('button', { name: 'Nos services' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(panel).toBeVisible()
    for (const service of services) {
      expect(within(panel).getByRole('link', { name: service.menuLabel })).toHaveAttribute(
        'href',
        `/services/${service.id}`,
      )
    }
    await user.tab()
    expect(panel).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
    expect(button).toHaveFocus()
  })

  it('lists the eight latest articles and every category that holds one under Blog, then the whole blog, and closes when focus leaves', async () => {
    const user = userEvent.setup()
    renderHeader()
    const button = within(mainNav()).getByRole('button', { name: 'Blog' })
    await user.click(button)
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!
    const links = within(panel).getAllByRole('link')
    const listed = (title: string) => links.some((link) => link.textContent === title)
    const articles = getArticles()
    expect(articles.length).toBeGreaterThan(MENU_ARTICLES)
    expect(articles.slice(0, MENU_ARTICLES).filter((article) => !listed(article.title))).toEqual([])
    expect(articles.slice(MENU_ARTICLES).filter((article) => listed(article.title))).toEqual([])
    const filled = new Set(categoriesWithArticles)
    expect(filled.has(EMPTY)).toBe(false)
    expect(categories.some((category) => category.name === EMPTY)).toBe(true)
    for (const category of categories)
      expect(within(panel).queryByRole('link', { name: category.name }) !== null, category.name).toBe(
        filled.has(category.name),
      )
    expect(links.at(-1)).toHaveAttribute('href', '/blog')
    expect(links.at(-1)).toHaveTextContent(layout.header.allArticles)
    await user.click(document.body)
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens one menu at a time from the keyboard', async () => {
    const user = userEvent.setup()
    renderHeader()
    const servicesButton = within(mainNav()).getByRole('button', { name: 'Nos services' })
    servicesButton.focus()
    await user.keyboard('{Enter}')
    expect(servicesButton).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    await user.keyboard('{Enter}')
    expect(servicesButton).toHaveAttribute('aria-expanded', 'true')
  })
})

describe('mobile menu', () => {
  it('toggles a panel with the header entries and says whether it is open', async () => {
    const user = userEvent.setup()
    renderHeader()
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAccessibleName('Fermer le menu')
    const panel = screen.getByRole('navigation', { name: 'Navigation mobile' })
    expect(within(panel).getByRole('link', { name: 'À propos' })).toHaveAttribute('href', '/about')
    expect(within(panel).getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact')
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })
})

describe('theme toggle', () => {
  beforeEach(() => {
    localStorage.clear()
    document.documentElement.className = 'dark'
    device.setPrefersDark(true)
  })

  it('cycles dark → light → system, stores the choice and applies it', async () => {
    const user = userEvent.setup()
    renderHeader()
    const [toggle] = screen.getAllByRole('button', { name: 'Basculer le thème' })
    expect(toggle).toHaveAccessibleDescription('Thème : sombre')
    await user.click(toggle!)
    expect(localStorage.getItem('theme')).toBe('light')
    expect(document.documentElement).not.toHaveClass('dark')
    await user.click(toggle!)
    expect(localStorage.getItem('theme')).toBe('system')
    expect(document.documentElement).toHaveClass('dark')
    expect(toggle).toHaveAccessibleDescription('Thème : système')
  })

  it('follows the device live while on system', async () => {
    localStorage.setItem('theme', 'system')
    renderHeader()
    await screen.findByRole('button', { name: 'Basculer le thème', description: 'Thème : système' })
    device.setPrefersDark(false)
    expect(document.documentElement).not.toHaveClass('dark')
    device.setPrefersDark(true)
    expect(document.documentElement).toHaveClass('dark')
  })
})
