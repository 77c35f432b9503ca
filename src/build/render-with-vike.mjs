// @ts-check
/**
 * The maker of the build's pre-rendering threads (src/build/thread-pool.ts): the HTML of a path as Vike renders
 * it from the server build (dist/server), byte for byte what Vike's own pre-renderer writes.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

await import(pathToFileURL(join(process.cwd(), 'dist/server/entry.mjs')).href)
const { renderPage } = await import('vike/server')

/** @param {string} path */
export default async function render(path) {
  const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: path })
  if (errorWhileRendering) throw errorWhileRendering
  if (httpResponse?.statusCode !== 200) throw new Error(`statut ${httpResponse?.statusCode ?? 'absent'} (200 attendu)`)
  return httpResponse.body
}
