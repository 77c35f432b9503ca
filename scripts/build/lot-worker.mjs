// @ts-check
/**
 * A thread of the build's pool (src/build/thread-pool.ts): it loads the module that makes its items (a page's HTML),
 * makes its lot of them, writes each to its file (aside, then renamed: an interrupted build leaves no truncated file),
 * says so after each, and ends; what the items loaded goes with it.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, threadId, workerData } from 'node:worker_threads'

/** @type {{ maker: string, items: { name: string, input: unknown, file: string }[] }} */
const { maker, items } = workerData
if (!parentPort) throw new Error('lot-worker.mjs se lance depuis un pool de la construction (src/build/thread-pool.ts)')
const port = parentPort

/** @type {(input: unknown) => Promise<string | Uint8Array>} */
const make = (await import(pathToFileURL(maker).href)).default

for (const [index, { name, input, file }] of items.entries()) {
  try {
    const content = await make(input)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(`${file}.${threadId}.tmp`, content)
    await rename(`${file}.${threadId}.tmp`, file)
  } catch (error) {
    throw new Error(`${name} : ${/** @type {Error} */ (error).message}`, { cause: error })
  }
  port.postMessage(index)
}
