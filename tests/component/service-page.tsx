/** A service page as its screen renders it, with the modules its route names loaded first (as the build does). */
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import ServicePage from '../../pages/services/ServicePage'
import { loadModule } from '@/routes/modules'
import { pageModules } from '@/routes/router'

export async function renderServicePage(id: string) {
  const path = `/services/${id}`
  await Promise.all(pageModules(path).map(loadModule))
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ServicePage />
    </MemoryRouter>,
  )
}
