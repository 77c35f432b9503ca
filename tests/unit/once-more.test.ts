import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onceMoreOnTimeout } from '../../scripts/lib/once-more.mjs'

/** A local server that leaves the first `hangs` requests unanswered, as wrangler 4.86 now and then does. */
async function serverThatHangs(hangs: number): Promise<{ url: string; requests: () => number; server: Server }> {
  let requests = 0
  const server = createServer((_request, response) => {
    if (++requests > hangs) response.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`, requests: () => requests, server }
}

describe('a request left unanswered by the local server', () => {
  let server: Server | undefined
  afterEach(() => {
    server?.closeAllConnections()
    server?.close()
    vi.restoreAllMocks()
  })

  it('is asked once more, after a warning that names the page', async () => {
    const hanging = await serverThatHangs(1)
    server = hanging.server
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await onceMoreOnTimeout('/x', () => fetch(hanging.url, { signal: AbortSignal.timeout(300) }))
    expect(await response.text()).toBe('ok')
    expect(hanging.requests()).toBe(2)
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]![0]).toMatch(/^\/x : .* ; nouvel essai/)
  })

  it('fails when the second try hangs too', async () => {
    const hanging = await serverThatHangs(2)
    server = hanging.server
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(
      onceMoreOnTimeout('/x', () => fetch(hanging.url, { signal: AbortSignal.timeout(300) })),
    ).rejects.toMatchObject({ name: 'TimeoutError' })
    expect(hanging.requests()).toBe(2)
  })

  it('is not tried again when the failure is another one', async () => {
    const attempt = vi.fn(() => Promise.reject(new TypeError('fetch failed')))
    await expect(onceMoreOnTimeout('/x', attempt)).rejects.toThrow('fetch failed')
    expect(attempt).toHaveBeenCalledOnce()
  })
})
