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

/** The first free port of a range such as "55400-55499". */
export async function freePort(range) {
  const [start, end = start] = range.split('-').map(Number)
  for (let port = start; port <= end; port++) if (await isFree(port)) return port
  throw new Error(`aucun port libre entre ${start} et ${end}`)
}
