import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PricingPlan as Plan } from '@content/schema'
import site from '@content/site.json'
import type { SectionOf, ServiceFile, ServiceSectionType } from '@content/schema/services'
import creationSiteFile from '@content/services/creation-site.json'
import pbnFile from '@content/services/creer-pbn-seo.json'
import { ContactSection } from '@/ui/ContactSection'
import { renderServicePage } from './service-page'

/** The first section of a type in a service file. */
const sectionOf = <T extends ServiceSectionType>(file: unknown, type: T) =>
  (file as ServiceFile).sections.find((section): section is SectionOf<T> => section.type === type)!
const creationFaq = sectionOf(creationSiteFile, 'faq')
const creationPlans = sectionOf(creationSiteFile, 'pricing-plans')
const pbnVideo = sectionOf(pbnFile, 'video')

const widget = vi.hoisted(() => ({ close: vi.fn(), open: vi.fn() }))
vi.mock('@/services/audit-widget', () => ({ openAuditWidget: widget.open }))

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>)

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods: the browser tests cover the real ones.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
  Element.prototype.scrollIntoView = vi.fn()
})
beforeEach(() => {
  widget.open.mockReset().mockReturnValue(widget.close)
  widget.close.mockReset()
})

describe('FAQ accordions', () => {
  it('puts the questions of one FAQ in one exclusive group, all closed, each question a heading', async () => {
    await renderServicePage('creation-site')
    const faq = document.getElementById('faq')!
    const items = faq.querySelectorAll('details')
    expect(items).toHaveLength(creationFaq.items.length)
    expect(new Set([...items].map((item) => item.getAttribute('name')))).toEqual(new Set(['faq']))
    expect([...items].every((item) => !item.open)).toBe(true)
    expect(
      within(faq)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(creationFaq.items.map((item) => item.question))
  })

  it('gives each of the two SEO IA FAQs its own group, so that one item of each may be open', async () => {
    await renderServicePage('seo-ia')
    const groups = [1, 2].map((index) =>
      [...document.querySelectorAll(`#faq-${index} details`)].map((item) => item.getAttribute('name')),
    )
    expect(groups[0]!.length).toBe(4)
    expect(new Set(groups[0]).size).toBe(1)
    expect(new Set(groups[1]).size).toBe(1)
    expect(groups[0]![0]).not.toBe(groups[1]![0])
  })
})

describe('pricing plans', () => {
  it('opens the first two plans’ payment pages in a new tab and sends the third to the contact page', async () => {
    await renderServicePage('creation-site')
    const pricing = document.getElementById('tarifs')!
    const [first, second, third] = creationPlans.plans as [Plan, Plan, Plan]
    const essential = within(pricing).getByRole('link', { name: new RegExp(first.cta) })
    expect(essential).toHaveAttribute('href', site.paymentLinks.creationEssentielle)
    expect(essential).toHaveAttribute('target', '_blank')
    expect(essential).toHaveAttribute('rel', 'noopener noreferrer')
    expect(essential).toHaveTextContent('(nouvel onglet)')
    expect(within(pricing).getByRole('link', { name: new RegExp(second.cta) })).toHaveAttribute(
      'href',
      site.paymentLinks.creationAvancee,
    )
    const custom = within(pricing).getByRole('link', { name: third.cta })
    expect(custom).toHaveAttribute('href', '/contact')
    expect(custom).not.toHaveAttribute('target')
    expect(within(pricing).getAllByText('Populaire')).toHaveLength(1)
    expect(within(pricing).getByText('Populaire').closest('li')).toHaveTextContent(second.name)
  })
})

describe('contact section', () => {
  it('holds the contact form with the page’s service chosen, and no service menu to choose again', () => {
    inRouter(<ContactSection title="Demander des informations" service="vous-former" />)
    const section = screen.getByRole('region', { name: 'Demander des informations' })
    expect(section).toHaveAttribute('id', 'contact')
    const form = section.querySelector('form')!
    expect(form).toBeInTheDocument()
    expect(within(section).queryByLabelText('Service souhaité')).toBeNull()
    expect(new FormData(form).get('service')).toBe('vous-former')
  })
  it('lets the visitor choose the service when the page preselects none', () => {
    inRouter(<ContactSection title="Recevez votre audit SEO IA sous 24 h" />)
    expect(screen.getByLabelText('Service souhaité')).toBeInTheDocument()
  })
})

describe('audit dialog', () => {
  it('opens from either free-test button, loads the widget into its container and empties it on close', async () => {
    const user = userEvent.setup()
    await renderServicePage('audit-seo')
    const [heroButton, closingButton] = screen.getAllByRole('button', { name: 'Test gratuit d’une page' })
    const dialog = document.querySelector('dialog')!
    expect(dialog.open).toBe(false)

    await user.click(heroButton!)
    expect(dialog.open).toBe(true)
    expect(within(dialog).getByRole('heading', { name: 'Audit gratuit d’une page' })).toBeInTheDocument()
    await vi.waitFor(() => expect(widget.open).toHaveBeenCalledOnce())
    expect(dialog).toContainElement(widget.open.mock.calls[0]![0])

    await user.click(within(dialog).getByRole('button', { name: 'Fermer l’audit gratuit' }))
    expect(dialog.open).toBe(false)
    expect(widget.close).toHaveBeenCalledOnce()

    await user.click(closingButton!)
    await vi.waitFor(() => expect(widget.open).toHaveBeenCalledTimes(2))
  })

  it('closes and takes the visitor to the contact section for a full audit', async () => {
    const user = userEvent.setup()
    await renderServicePage('audit-seo')
    await user.click(screen.getAllByRole('button', { name: 'Test gratuit d’une page' })[0]!)
    const dialog = document.querySelector('dialog')!
    await user.click(within(dialog).getByRole('link', { name: /Demander un audit complet personnalisé/ }))
    expect(dialog.open).toBe(false)
    const contact = document.getElementById('contact')!
    expect(contact.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
    expect(within(contact).getByRole('heading', { level: 2 })).toHaveFocus()
  })
})

describe('video facade', () => {
  it('shows a poster and loads the player only when asked', async () => {
    const user = userEvent.setup()
    await renderServicePage('creer-pbn-seo')
    expect(document.querySelector('iframe')).toBeNull()
    await user.click(screen.getByRole('button', { name: new RegExp(pbnVideo.videoTitle) }))
    const frame = document.querySelector('iframe')!
    expect(frame.src).toBe(`https://www.youtube-nocookie.com/embed/${site.videos.pbn}?autoplay=1`)
    expect(frame).toHaveAttribute('title', pbnVideo.videoTitle)
    expect(frame).toHaveFocus()
  })
})
