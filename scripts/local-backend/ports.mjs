// @ts-check
import { createServer } from 'node:net'

/** Whether nothing listens on this loopback port. */
export function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/**
 * The first free port of a range such as "55400-55499", or with `from: 'random'` the first from a random one of them
 * (round the range): processes starting at once then seldom pick the same.
 * @param {string} range
 * @param {{ from?: 'start' | 'random' }} [options]
 */
export async function freePort(range, { from = 'start' } = {}) {
  const [start, end = start] = range.split('-').map(Number)
  const size = end - start + 1
  const offset = from === 'random' ? Math.floor(Math.random() * size) : 0
  for (let index = 0; index < size; index++) {
    const port = start + ((offset + index) % size)
    if (await isFree(port)) return port
  }
  throw new Error(`aucun port libre entre ${start} et ${end}`)
}

/**
 * `start(port)` on a free port of `range`, from a random one. A port seen free may be taken by another process before
 * `start` binds it (Vitest's workers start their backends at once): when `start` fails saying so, another port is
 * tried, five in all.
 * @template T
 * @param {string} range
 * @param {(port: number) => Promise<T>} start
 * @returns {Promise<T>}
 */
export async function startOnFreePort(range, start) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort(range, { from: 'random' })
    try {
      return await start(port)
    } catch (error) {
      if (attempt === 5 || !/Address already in use|AddrInUse/.test(String(error))) throw error
    }
  }
}
