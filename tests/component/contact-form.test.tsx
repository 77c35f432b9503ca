import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ContactForm } from '@/contact/ContactForm'
import { ContactForm as EnglishContactForm } from '@en/src/contact/ContactForm'
import type { ContactSubmission, SendResult } from '@/leads/send'
import { SPEC_SERVICE_VALUES } from '../service-values'

const send = vi.hoisted(() => vi.fn<(body: ContactSubmission) => Promise<SendResult>>())
vi.mock('@/leads/send', () => ({ sendContactRequest: send }))
// The English pages' copy of the form (src/build/vite/language-mirror.ts) and of the module it sends through.
const englishSend = vi.hoisted(() => vi.fn<(body: ContactSubmission) => Promise<SendResult>>())
vi.mock('@en/src/leads/send', () => ({ sendContactRequest: englishSend }))

const renderForm = (props: Parameters<typeof ContactForm>[0] = {}, url = '/contact') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ContactForm {...props} />
    </MemoryRouter>,
  )

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement
const submitButton = () => screen.getByRole('button', { name: /Envoyer le message|Envoi en cours/ })

async function fill(user: ReturnType<typeof userEvent.setup>, { service = true } = {}) {
  await user.type(field(/Nom complet/), 'Marie Dupont')
  await user.type(field(/Adresse e-mail/), 'marie@exemple.fr')
  await user.type(field(/Téléphone/), '06 12 34 56 78')
  if (service) await user.selectOptions(field(/Service souhaité/), 'audit-seo')
  await user.type(field(/Votre message/), 'Un audit de mon site, svp.')
}

async function toast(text: string) {
  const region = await screen.findByRole('region', { name: /Notifications/ })
  // Testing Library compares the page's text with its spaces collapsed (non-breaking ones included).
  // Toasts of earlier tests may still be on their way out: the newest one is the last.
  return (await within(region).findAllByText(text.replace(/\s+/g, ' '))).at(-1)!
}

beforeEach(() => {
  send.mockReset()
  englishSend.mockReset()
})

describe('ContactForm', () => {
  it('on a French page: the hidden field of the post without JavaScript says `fr`', () => {
    const { container } = renderForm()
    expect(container.querySelector('input[type="hidden"][name="language"]')).toHaveAttribute('value', 'fr')
  })

  it('on an English page (the English module graph): English words, `en` in the hidden field and in the request, English toasts', async () => {
    const user = userEvent.setup()
    let answer!: (result: SendResult) => void
    englishSend.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const { container } = render(
      <MemoryRouter initialEntries={['/en/contact']}>
        <EnglishContactForm />
      </MemoryRouter>,
    )
    expect(container.querySelector('input[type="hidden"][name="language"]')).toHaveAttribute('value', 'en')
    expect(field(/Full name/)).toHaveAttribute('placeholder', 'Jane Smith')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await toast('Please check the form')).toBeVisible()
    expect(await toast('Please fill in all the required fields.')).toBeVisible()
    await user.type(field(/Full name/), 'Jane Smith')
    await user.type(field(/Email address/), 'jane@example.com')
    await user.selectOptions(field(/Service you are interested in/), 'audit-seo')
    await user.type(field(/Your message/), 'An audit of my website, please.')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled()
    expect(englishSend.mock.calls[0]![0]).toMatchObject({ email: 'jane@example.com', language: 'en' })
    expect(send).not.toHaveBeenCalled()
    answer({ ok: false, message: 'please enter a valid email address, for example jane@example.com.' })
    expect(
      await toast('Something went wrong: please enter a valid email address, for example jane@example.com.'),
    ).toBeVisible()
    expect(field(/Full name/)).toHaveValue('Jane Smith')
  })

  it('renders the spec’s fields, the ten services when none is preselected, and posts to the function without JavaScript', () => {
    renderForm()
    expect(field(/Adresse e-mail/)).toHaveAttribute('type', 'email')
    expect(field(/Téléphone/)).toHaveAttribute('type', 'tel')
    expect(field(/Téléphone/)).not.toBeRequired()
    const options = within(field(/Service souhaité/))
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value)
    expect(options).toEqual(['', ...SPEC_SERVICE_VALUES])
    const form = field(/Nom complet/).form!
    expect(form).toHaveAttribute('method', 'post')
    expect(form.getAttribute('action')).toMatch(/\/functions\/v1\/send-contact-email$/)
    expect(form.closest('[data-heavy="contact-form"]')).not.toBeNull()
  })

  it('with an empty required field: validation toast, nothing sent', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(field(/Nom complet/), 'Marie')
    await user.click(submitButton())
    expect(await toast('Erreur de validation')).toBeVisible()
    expect(await toast('Veuillez remplir tous les champs obligatoires.')).toBeVisible()
    expect(send).not.toHaveBeenCalled()
    expect(field(/Adresse e-mail/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('submitting → disabled button labelled « Envoi en cours… », then success toast and reset fields', async () => {
    const user = userEvent.setup()
    let answer!: (result: SendResult) => void
    send.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    renderForm()
    await fill(user)
    await user.click(submitButton())
    expect(submitButton()).toBeDisabled()
    expect(submitButton()).toHaveTextContent('Envoi en cours…')
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0]![0]).toMatchObject({
      name: 'Marie Dupont',
      email: 'marie@exemple.fr',
      phone: '06 12 34 56 78',
      service: 'audit-seo',
      message: 'Un audit de mon site, svp.',
      website: '',
      language: 'fr',
    })
    answer({ ok: true })
    expect(await toast('Message envoyé\u00a0!')).toBeVisible()
    expect(await toast('Nous vous recontacterons dans les plus brefs délais.')).toBeVisible()
    expect(submitButton()).toBeEnabled()
    expect(submitButton()).toHaveTextContent('Envoyer le message')
    for (const name of [/Nom complet/, /Adresse e-mail/, /Téléphone/, /Service souhaité/, /Votre message/])
      expect(field(name)).toHaveValue('')
  })

  it('on failure shows the reason and keeps every field as typed; a retry reuses the same request id', async () => {
    const user = userEvent.setup()
    send.mockResolvedValueOnce({ ok: false, message: 'trop de demandes envoyées en peu de temps.' })
    renderForm()
    await fill(user)
    await user.click(submitButton())
    expect(await toast('Erreur')).toBeVisible()
    expect(await toast('Une erreur est survenue\u00a0: trop de demandes envoyées en peu de temps.')).toBeVisible()
    expect(field(/Nom complet/)).toHaveValue('Marie Dupont')
    expect(field(/Adresse e-mail/)).toHaveValue('marie@exemple.fr')
    expect(field(/Téléphone/)).toHaveValue('06 12 34 56 78')
    expect(field(/Service souhaité/)).toHaveValue('audit-seo')
    expect(field(/Votre message/)).toHaveValue('Un audit de mon site, svp.')
    send.mockRejectedValueOnce(new Error(''))
    await user.click(submitButton())
    expect(await toast('Une erreur est survenue\u00a0: Erreur inconnue')).toBeVisible()
    expect(send.mock.calls[1]![0].requestId).toBe(send.mock.calls[0]![0].requestId)
    expect(field(/Votre message/)).toHaveValue('Un audit de mon site, svp.')
  })

  it('a request corrected after a failure is sent under a new request id (the function would drop it as a repeat)', async () => {
    const user = userEvent.setup()
    send.mockRejectedValueOnce(new Error('réseau')).mockResolvedValueOnce({ ok: true })
    renderForm()
    await fill(user)
    await user.click(submitButton())
    expect(await toast('Une erreur est survenue : réseau')).toBeVisible()
    await user.type(field(/Votre message/), ' Et un devis.')
    await user.click(submitButton())
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2))
    const [first, second] = send.mock.calls.map(([body]) => body)
    expect(second!.message).toBe('Un audit de mon site, svp. Et un devis.')
    expect(first!.requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(second!.requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(second!.requestId).not.toBe(first!.requestId)
  })

  it('with a preselected service: a title, no select, and the service kept after a success', async () => {
    const user = userEvent.setup()
    send.mockResolvedValue({ ok: true })
    renderForm({ title: 'Demander un devis netlinking', service: 'strategie-netlinking' })
    expect(screen.getByRole('heading', { name: 'Demander un devis netlinking' })).toBeVisible()
    expect(screen.queryByLabelText(/Service souhaité/)).toBeNull()
    await fill(user, { service: false })
    await user.click(submitButton())
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    expect(send.mock.calls[0]![0].service).toBe('strategie-netlinking')
    await toast('Message envoyé\u00a0!')
    expect(field(/Nom complet/).form!.querySelector('input[name="service"]')).toHaveValue('strategie-netlinking')
  })

  it('preselects the service named in /contact?service=…, and ignores unknown ones', async () => {
    renderForm({}, '/contact?service=vous-former')
    await waitFor(() => expect(field(/Service souhaité/)).toHaveValue('vous-former'))
  })
})

describe('ContactForm with an unknown service in the address', () => {
  it('leaves the select on its placeholder', async () => {
    renderForm({}, '/contact?service=inconnu')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(field(/Service souhaité/)).toHaveValue('')
  })
})
