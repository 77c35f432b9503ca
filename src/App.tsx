import { useRoutes } from 'react-router-dom'
import { Layout } from '@/layout/Layout'
import { createRoutes } from '@/routes/router'

const routes = createRoutes()

/** The whole site: the shared layout around the screen the route table picks for the current URL. */
export function App() {
  return <Layout>{useRoutes(routes)}</Layout>
}
