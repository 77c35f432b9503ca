// @ts-check
/**
 * A lot of the build's pool (src/build/thread-pool.ts), run by a tinypool thread that ends with it: it loads the module
 * that makes its items (a page's HTML), makes them, writes each to its file (aside, then renamed: an interrupted build
 * leaves no truncated file) and says so on its port after each; what the items loaded goes with the thread.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { pathToFileURL } from 'node:url'
import { threadId } from 'node:worker_threads'

/** @param {{ maker: string, items: { name: string, input: unknown, file: string }[], port: import('node:worker_threads').MessagePort }} lot */
export default async function makeLot({ maker, items, port }) {
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
  port.close()
}
