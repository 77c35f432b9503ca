/**
 * A Resend-compatible e-mail API on loopback that succeeds, fails (500), is busy (429), holds the idempotency key
 * already (409), refuses the e-mail (422), refuses the key (401, 403) or hangs on demand. A batch (an array) is
 * answered with one id per e-mail.
 */
export type Behaviour = 'ok' | 'fail' | 'busy' | 'conflict' | 'reject' | 'unauthorized' | 'forbidden' | 'hang'

export function fakeEmailApi() {
  const received: { body: Record<string, unknown>; headers: Headers }[] = []
  let script: Behaviour[] = []
  let fallback: Behaviour = 'ok'
  const hanging: (() => void)[] = []
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (request) => {
    const body = await request.json()
    received.push({ body, headers: request.headers })
    const behaviour = script.shift() ?? fallback
    if (behaviour === 'fail') return new Response(JSON.stringify({ message: 'boom' }), { status: 500 })
    if (behaviour === 'busy') return new Response(JSON.stringify({ message: 'Too many requests' }), { status: 429 })
    if (behaviour === 'conflict') return new Response(JSON.stringify({ message: 'Same key' }), { status: 409 })
    if (behaviour === 'reject') return new Response(JSON.stringify({ message: 'Invalid `to` field' }), { status: 422 })
    if (behaviour === 'unauthorized')
      return new Response(JSON.stringify({ message: 'API key is invalid' }), { status: 401 })
    if (behaviour === 'forbidden')
      return new Response(JSON.stringify({ message: 'The domain is not verified' }), { status: 403 })
    if (behaviour === 'hang') {
      await new Promise<void>((resolve) => hanging.push(resolve))
      return new Response(null, { status: 504 })
    }
    if (Array.isArray(body)) return Response.json({ data: body.map(() => ({ id: crypto.randomUUID() })) })
    return Response.json({ id: crypto.randomUUID() })
  })
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    received,
    /** The next answers, in order; then `then` for every later call. */
    behave(next: Behaviour[], then: Behaviour = 'ok') {
      script = [...next]
      fallback = then
    },
    async close() {
      for (const release of hanging.splice(0)) release()
      await server.shutdown()
    },
  }
}
