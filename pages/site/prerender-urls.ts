import { diskTree } from '@/content/disk-tree'
import { validateContent } from '@/content/validate'
import { warnAboutExampleFacts } from '@/build/example-facts'
import { writeStaticFiles } from '@/build/static-files'
import { pagePrerendered, startPrerenderProgress } from '@/build/progress'
import { prerenderInThreads, THREADED_FROM } from '@/build/thread-pool'
import * as french from '@/routes/pages'
import * as english from '@en/src/routes/pages'
import { languageOfPath } from '@/lang'
import { renderPage } from '../../renderer/render-page'

/**
 * Build time, before Vike pre-renders: check the content (a broken file stops the build here), warn once, on a
 * production build, about business facts still at their example value, write the host's static files, and return
 * the URLs Vike pre-renders: every page of the route table and the 404 pages of routes that have their own (Vike adds
 * the site's). From a few hundred pages on, the pages of the route table are pre-rendered here instead, on all cores
 * (src/build/thread-pool.ts), and Vike is left the 404 pages.
 */
export default async function onBeforePrerenderStart() {
  validateContent(diskTree())
  warnAboutExampleFacts()
  // The twins of English pages are made from the English graph's rendering, as the pages themselves.
  const render = async (path: string) =>
    languageOfPath(path) === 'en'
      ? (await (await import('@en/renderer/render-page')).renderPage(path)).body
      : (await renderPage(path)).body
  await writeStaticFiles({ render })
  const paths = [french, english].flatMap((language) => language.sitePages().map((page) => page.path))
  const notFound = [french, english].flatMap((language) => language.notFoundPages())
  startPrerenderProgress(paths.length + notFound.length + 1) // and the site's 404 page
  if (paths.length < THREADED_FROM) return [...paths, ...notFound]
  await prerenderInThreads(paths, pagePrerendered)
  return notFound
}
