/** The local backend's ports: two processes starting at once must not fail on the port one of them took first. */
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { freePort, startOnFreePort } from '../../scripts/local-backend/ports.mjs'

describe('a free port', () => {
  it('is one of the range that nothing listens on, from its start or from a random one', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const port = (taken.address() as { port: number }).port
    try {
      for (const from of ['start', 'random'] as const) {
        const found = await freePort(`${port}-${port + 20}`, { from })
        expect(found, from).toBeGreaterThan(port)
        expect(found, from).toBeLessThanOrEqual(port + 20)
      }
    } finally {
      taken.close()
    }
  })

  it('is tried again when another process binds it first, and not when the start fails otherwise', async () => {
    const tried: number[] = []
    const started = await startOnFreePort('56100-56199', async (port) => {
      tried.push(port)
      if (tried.length < 3) throw new Error(`could not bind IPv4 address "127.0.0.1": Address already in use`)
      return `started on ${port}`
    })
    expect(tried).toHaveLength(3)
    expect(started).toBe(`started on ${tried[2]}`)

    let attempts = 0
    const refused = startOnFreePort('56100-56199', async () => {
      attempts++
      throw new Error('initdb: invalid locale')
    })
    await expect(refused).rejects.toThrow('initdb: invalid locale')
    expect(attempts).toBe(1)
  })

  it('is given up after five ports all taken', async () => {
    let attempts = 0
    const start = startOnFreePort('56100-56199', async () => {
      attempts++
      throw new Error('AddrInUse: Address already in use (os error 98)')
    })
    await expect(start).rejects.toThrow('Address already in use')
    expect(attempts).toBe(5)
  })
})
