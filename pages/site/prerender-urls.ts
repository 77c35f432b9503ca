import { validateContent } from '@/content/validate'
import { writeStaticFiles } from '@/build/static-files'
import { sitePages } from '@/routes/pages'
import { renderPage } from '../../renderer/render-page'

/**
 * Build time, before pre-rendering: check the content (a broken file stops the build here), write the host's
 * static files, and return every URL to pre-render: the route table expanded with the content.
 */
export default async function onBeforePrerenderStart() {
  validateContent()
  await writeStaticFiles({ render: async (path) => (await renderPage(path)).body })
  return sitePages().map((page) => page.path)
}
