/**
 * Shared components in the English module graph (`@en/…`, src/build/vite/language-mirror.ts): their names, their
 * links and the pages they pick are English on English pages.
 */
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { device } from './setup'

const at = (path: string, element: React.ReactNode) =>
  render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>)

describe('on English pages', () => {
  beforeEach(() => {
    localStorage.clear()
    document.documentElement.className = 'dark'
    device.setPrefersDark(true)
  })

  it('the theme toggle is named and described in English', async () => {
    const { ThemeToggle } = await import('@en/src/layout/ThemeToggle')
    at('/en', <ThemeToggle />)
    expect(screen.getByRole('button', { name: 'Switch theme' })).toHaveAccessibleDescription('Theme: dark')
  })

  it('a service card links to the English service page by its slug, named with an English colon', async () => {
    const { ServiceCard } = await import('@en/src/ui/ServiceCard')
    const { default: services } = await import('virtual:service-catalogue')
    const service = { ...services.find((item) => item.id === 'seo-ia')!, title: 'AI SEO', slug: 'ai-seo' }
    at('/en', <ServiceCard service={service} cta="Learn more" />)
    expect(screen.getByRole('link', { name: 'Learn more: AI SEO' })).toHaveAttribute('href', '/en/services/ai-seo')
  })

  it('the services page links each card to its English page', async () => {
    const { default: ServicesPage } = await import('@en/pages/services/ServicesPage')
    at('/en/services', <ServicesPage />)
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'))
    expect(hrefs).toContain('/en/services/ai-seo')
    for (const href of hrefs) if (href?.startsWith('/')) expect(href).toMatch(/^\/en(\/|$)/)
  })

  it('the header links stay under /en, the logo and home lead to /en', async () => {
    const { Header } = await import('@en/src/layout/Header')
    at('/en/about', <Header />)
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en')
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/en/about')
    // The language switch alone leads out of English.
    for (const link of document.querySelectorAll('header a[href^="/"]:not([hreflang])'))
      expect(link.getAttribute('href')).toMatch(/^\/en(\/|$)/)
  })

  it('the English thank-you page of the contact form shows its own outcome, not the error', async () => {
    const { default: LeadOutcomePage } = await import('@en/pages/leads/LeadOutcomePage')
    at('/en/contact/thank-you', <LeadOutcomePage />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Message sent!')
  })

  it('the about page’s sections have English ids, and the figures link leads to #figures', async () => {
    const { default: AboutPage } = await import('@en/pages/about/AboutPage')
    const { FiguresLink } = await import('@en/src/ui/FiguresLink')
    at('/en/about', <AboutPage />)
    expect(document.getElementById('chiffres')).toBeNull()
    for (const id of ['career', 'team', 'training', 'figures']) expect(document.getElementById(id)).not.toBeNull()
    at('/en', <FiguresLink />)
    const links = screen.getAllByRole('link', { name: 'What these figures measure' })
    for (const link of links) expect(link).toHaveAttribute('href', '/en/about#figures')
  })

  it('the French about page keeps its French ids', async () => {
    const { default: AboutPage } = await import('../../pages/about/AboutPage')
    at('/about', <AboutPage />)
    expect(document.getElementById('chiffres')).not.toBeNull()
    expect(document.getElementById('figures')).toBeNull()
  })

  it('the case studies mark their French target searches as French', async () => {
    const { default: RealisationsPage } = await import('@en/pages/services/RealisationsPage')
    at('/en/services/local-seo/case-studies', <RealisationsPage />)
    expect(document.getElementById('case-studies')).not.toBeNull()
    const search = screen.getByText('“terrasse bois Biarritz”')
    expect(search).toHaveAttribute('lang', 'fr')
  })
})
