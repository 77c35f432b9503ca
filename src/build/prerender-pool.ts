/**
 * Pre-renders pages on worker threads (scripts/build/prerender-worker.mjs), in lots. Vike's own pre-renderer renders
 * on one thread and keeps every page it wrote in memory to the end of the build (its `prerenderContext.output`): with
 * the article modules each page loads, 0.7 MB a page, 3.5 GB at 5,000 articles. Here every core renders, and each
 * lot's thread ends with its lot, so what its pages loaded (an article's compiled body: a module is never unloaded)
 * is freed: the memory is that of one lot per thread, whatever the number of pages.
 */
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'

/** Pages per thread before it ends: a thread takes about a second to start and warm up, and holds ~0.3 MB a page. */
const LOT = 1000
/** A thread per core, up to 4: each holds its lot's modules, which bounds the memory on machines with many cores. */
const THREADS = Math.min(availableParallelism(), 4)

export type PoolOptions = {
  root?: string
  /** The module whose default export renders a path to HTML (default: Vike's rendering, from the server build). */
  renderer?: string
  outDir?: string
  lot?: number
  threads?: number
  onPage?: (path: string) => void
}

/**
 * The paths cut in lots of at most `lot`, as many as a whole number of rounds of `threads` needs, and of even sizes:
 * the threads end their last lots together rather than one thread rendering a short last lot alone.
 */
export function lotsOf<T>(paths: readonly T[], threads: number, lot: number): T[][] {
  if (!paths.length) return []
  const rounds = Math.ceil(paths.length / (threads * lot))
  const size = Math.ceil(paths.length / (threads * rounds))
  const lots: T[][] = []
  for (let start = 0; start < paths.length; start += size) lots.push(paths.slice(start, start + size))
  return lots
}

type Lot = { paths: readonly string[]; renderer: string; outDir: string; onPage: (path: string) => void; root: string }

function renderLot({ paths, renderer, outDir, onPage, root }: Lot): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(root, 'scripts/build/prerender-worker.mjs'), {
      workerData: { renderer, outDir, paths },
    })
    let done = 0
    worker.on('message', (path: string) => {
      done++
      onPage(path)
    })
    // The page being rendered when it failed is the one after the last one reported.
    worker.on('error', (error) =>
      reject(new Error(`Pré-rendu de ${paths[done] ?? 'la page'} impossible : ${error.message}`, { cause: error })),
    )
    worker.on('exit', (code) =>
      done === paths.length
        ? resolve()
        : reject(
            new Error(`Pré-rendu arrêté (code ${code}) à ${paths[done]}, après ${done} pages sur ${paths.length}`),
          ),
    )
  })
}

export async function prerenderInPool(paths: readonly string[], options: PoolOptions = {}): Promise<void> {
  const { root = process.cwd(), lot = LOT, threads = THREADS, onPage = () => {} } = options
  const renderer = options.renderer ?? join(root, 'scripts/build/render-with-vike.mjs')
  const outDir = options.outDir ?? join(root, 'dist/client')
  const lots = lotsOf(paths, threads, lot)
  const thread = async () => {
    for (let next = lots.shift(); next; next = lots.shift())
      await renderLot({ paths: next, renderer, outDir, onPage, root })
  }
  await Promise.all(Array.from({ length: Math.min(threads, lots.length) }, thread))
}
