import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import LeadOutcomePage from '../../pages/leads/LeadOutcomePage'
import EnglishLeadOutcomePage from '@en/pages/leads/LeadOutcomePage'
import { leadOutcomes as englishOutcomes } from '@en/src/leads/outcomes'

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <LeadOutcomePage />
    </MemoryRouter>,
  )

describe('the error page after a form sent without JavaScript', () => {
  it('shows the reason the function gave', async () => {
    renderAt('/contact/erreur?motif=rate_limited')
    expect(await screen.findByRole('status')).toHaveTextContent(/Raison\s: Trop de demandes envoyées en peu de temps/)
  })

  for (const motif of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'inconnu', '']) {
    it(`?motif=${motif}: the page stays whole, with no reason and no « [object …] »`, () => {
      renderAt(`/contact/erreur?motif=${encodeURIComponent(motif)}`)
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Votre message n’a pas été envoyé')
      expect(screen.queryByRole('status')).toBeNull()
      expect(document.body.textContent).not.toMatch(/\[object|function|undefined/)
    })
  }
})

describe('the English outcome pages (the English module graph, at their /en/ addresses)', () => {
  const renderEnglishAt = (url: string) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <EnglishLeadOutcomePage />
      </MemoryRouter>,
    )

  for (const [path, title] of [
    ['/en/contact/thank-you', 'Message sent!'],
    ['/en/contact/error', 'Your message was not sent'],
    ['/en/newsletter/sign-up', 'Check your inbox'],
    ['/en/newsletter/confirmed', englishOutcomes['/newsletter/confirmee'].title],
  ] as const) {
    it(`${path} shows its own page: « ${title} »`, () => {
      renderEnglishAt(path)
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title)
    })
  }

  it('the error page shows the function’s reason in English', async () => {
    renderEnglishAt('/en/contact/error?motif=invalid_email')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Reason: Please enter a valid email address, for example jane@example.com.',
    )
  })
})
