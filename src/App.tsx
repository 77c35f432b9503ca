import { Layout } from '@/layout/Layout'
import { Page } from '@/routes/router'

/** The whole site: the shared layout around the page at the current URL. */
export function App() {
  return (
    <Layout>
      <Page />
    </Layout>
  )
}
