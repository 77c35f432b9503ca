import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import LeadOutcomePage from '../../pages/leads/LeadOutcomePage'

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
