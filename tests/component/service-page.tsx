/** A service page as its screen renders it, with what its route loads (as the build does). */
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { loadPage } from '@/routes/router'

export async function renderServicePage(id: string) {
  const path = `/services/${id}`
  const { screen, data } = await loadPage(path)
  const Screen = screen.default
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Screen {...data} />
    </MemoryRouter>,
  )
}
