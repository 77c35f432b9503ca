import { validateContent } from '@/content/validate'
import { warnAboutExampleFacts } from '@/build/example-facts'
import { writeStaticFiles } from '@/build/static-files'
import { startPrerenderProgress } from '@/build/progress'
import { notFoundPages, sitePages } from '@/routes/pages'
import { renderPage } from '../../renderer/render-page'

/**
 * Build time, before pre-rendering: check the content (a broken file stops the build here), warn once, on a
 * production build, about business facts still at their example value, write the host's
 * static files, and return every URL to pre-render: the route table expanded with the content, and the 404 pages
 * of routes that have their own.
 */
export default async function onBeforePrerenderStart() {
  validateContent()
  warnAboutExampleFacts()
  await writeStaticFiles({ render: async (path) => (await renderPage(path)).body })
  const urls = [...sitePages().map((page) => page.path), ...notFoundPages()]
  startPrerenderProgress(urls.length + 1) // and the 404 page
  return urls
}
