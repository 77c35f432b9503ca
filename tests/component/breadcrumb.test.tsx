import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { expect, it } from 'vitest'
import { Breadcrumb } from '@/layout/Breadcrumb'
import { breadcrumbTrail } from '@/routes/breadcrumbs'

it('links every crumb but the last, which is the current page', () => {
  render(
    <MemoryRouter>
      <Breadcrumb trail={breadcrumbTrail('/services/offre-inconnue')} />
    </MemoryRouter>,
  )
  const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' })
  const items = within(nav).getAllByRole('listitem')
  expect(items.map((item) => item.textContent?.replace('/', '').trim())).toEqual([
    'Accueil',
    'Services',
    'Offre inconnue',
  ])
  expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/')
  expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/services')
  expect(within(items[2]!).queryByRole('link')).toBeNull()
  expect(within(items[2]!).getByText('Offre inconnue')).toHaveAttribute('aria-current', 'page')
})
