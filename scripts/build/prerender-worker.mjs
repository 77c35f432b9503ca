// @ts-check
/**
 * A thread of the build's pre-rendering (src/build/prerender-pool.ts): it loads the renderer it is given, renders its
 * lot of pages, writes each where Vike's pre-renderer would (`noExtraDir`, renderer/+config.ts: /blog/x → blog/x.html),
 * says so after each page, and ends, and what the pages' modules held goes with it.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'

/** @type {{ renderer: string, outDir: string, paths: string[] }} */
const { renderer, outDir, paths } = workerData
if (!parentPort) throw new Error('prerender-worker.mjs se lance depuis le pré-rendu (src/build/prerender-pool.ts)')

/** @type {(path: string) => Promise<string>} */
const render = (await import(pathToFileURL(renderer).href)).default

for (const path of paths) {
  const file = join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, await render(path))
  parentPort.postMessage(path)
}
