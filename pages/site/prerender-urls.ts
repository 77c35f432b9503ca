import { validateContent } from '@/content/validate'
import { warnAboutExampleFacts } from '@/build/example-facts'
import { writeStaticFiles } from '@/build/static-files'
import { pagePrerendered, startPrerenderProgress } from '@/build/progress'
import { prerenderInThreads } from '@/build/thread-pool'
import { notFoundPages, sitePages } from '@/routes/pages'
import { renderPage } from '../../renderer/render-page'

/**
 * Build time, before Vike pre-renders: check the content (a broken file stops the build here), warn once, on a
 * production build, about business facts still at their example value, write the host's static files, and
 * pre-render every page of the route table on all cores (src/build/thread-pool.ts). Vike's pre-renderer is left
 * the 404 pages: those of routes that have their own, which this returns, and the site's.
 */
export default async function onBeforePrerenderStart() {
  validateContent()
  warnAboutExampleFacts()
  await writeStaticFiles({ render: async (path) => (await renderPage(path)).body })
  const paths = sitePages().map((page) => page.path)
  const notFound = notFoundPages()
  startPrerenderProgress(paths.length + notFound.length + 1) // and the site's 404 page
  await prerenderInThreads(paths, pagePrerendered)
  return notFound
}
