/**
 * Build work spread over worker threads (tinypool, running src/build/lot-worker.mjs), in lots: the pre-rendering of
 * the pages, CPU work that one thread would do on one core. Each lot's thread ends with its lot (`isolateWorkers`), so
 * what its items loaded (an article's compiled body: a module is never unloaded) is freed: the memory is that of one
 * lot per thread, whatever the number of items.
 */
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { MessageChannel } from 'node:worker_threads'
import Tinypool from 'tinypool'

/**
 * Below this many pages, Vike's own pre-renderer, on the build's thread, is quicker: a thread takes about 1.2 s to load
 * the server build and warm up, and two then render a page in about 4 ms where one thread takes 8 (measured: the 53
 * pages of the site took 0.4 s on the build's thread, 1.5 s on two threads).
 */
export const THREADED_FROM = 300

/** A thread per core, up to 4: each holds its lot's modules, which bounds the memory on machines with many cores. */
const THREADS = Math.min(availableParallelism(), 4)

/** One thing to make: `input` for the maker, the file it goes to, and its name in a message. */
export type PoolItem<Input> = { name: string; input: Input; file: string }

export type PoolOptions = {
  /** The module whose default export makes an item's content from its input. */
  maker: string
  /** What the pool does, for its messages (« Pré-rendu »). */
  task: string
  /** Items per thread before it ends. */
  lot: number
  threads?: number
  root?: string
  onItem?: (name: string) => void
}

/**
 * The items cut in lots of at most `lot`, as many as a whole number of rounds of `threads` needs, and of even sizes:
 * the threads end their last lots together rather than one thread working on a short last lot alone.
 */
export function lotsOf<T>(items: readonly T[], threads: number, lot: number): T[][] {
  if (!items.length) return []
  const rounds = Math.max(1, Math.ceil(items.length / (threads * lot)))
  const size = Math.ceil(items.length / (threads * rounds))
  const lots: T[][] = []
  for (let start = 0; start < items.length; start += size) lots.push(items.slice(start, start + size))
  return lots
}

export async function inThreads<Input>(items: readonly PoolItem<Input>[], options: PoolOptions): Promise<void> {
  const { threads = THREADS, root = process.cwd(), onItem = () => {}, maker, task } = options
  const lots = lotsOf(items, threads, options.lot)
  if (!lots.length) return
  const pool = new Tinypool({
    filename: pathToFileURL(join(root, 'src/build/lot-worker.mjs')).href,
    minThreads: 0,
    maxThreads: Math.min(threads, lots.length),
    isolateWorkers: true,
  })
  // Each item is reported as its thread writes it, through a port of its own; those the port had not yet delivered
  // when the lot ended are reported then.
  const runLot = async (lot: PoolItem<Input>[]) => {
    const reported = new Set<number>()
    const { port1, port2 } = new MessageChannel()
    port1.on('message', (index: number) => {
      reported.add(index)
      onItem(lot[index]!.name)
    })
    try {
      // tinypool types its transfer list from the DOM's postMessage (the project's lib); Node's port is what it moves.
      const transfer = { transferList: [port2] } as unknown as Parameters<typeof pool.run>[1]
      await pool.run({ maker, items: lot, port: port2 }, transfer)
    } finally {
      port1.close()
    }
    for (const [index, item] of lot.entries()) if (!reported.has(index)) onItem(item.name)
  }
  try {
    await Promise.all(lots.map(runLot))
  } catch (error) {
    throw new Error(`${task} : ${(error as Error).message}`, { cause: error })
  } finally {
    await pool.destroy()
  }
}

/** Where the host serves a page from, as Vike's pre-renderer names it (`noExtraDir`): /blog/x → blog/x.html. */
export const htmlFile = (outDir: string, path: string) =>
  join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`)

/**
 * Pre-renders pages with Vike's own rendering (src/build/render-with-vike.mjs), on every core. Vike's pre-renderer
 * renders on one thread and keeps every page it wrote in memory to the end of the build (with the article bodies the
 * pages load, 0.7 MB a page: 3.5 GB at 5,000 articles).
 */
export function prerenderInThreads(paths: readonly string[], onPage: (path: string) => void, root = process.cwd()) {
  const outDir = join(root, 'dist', 'client')
  return inThreads(
    paths.map((path) => ({ name: path, input: path, file: htmlFile(outDir, path) })),
    // A thread takes about a second to start and warm up, and holds ~0.2 MB per page it rendered. At 5,000 articles,
    // lots of 1,000 peaked at 1.95 GB in all, lots of 700 at 1.58, for two more starts per thread (no slower).
    { maker: join(root, 'src/build/render-with-vike.mjs'), task: 'Pré-rendu', lot: 700, root, onItem: onPage },
  )
}
