// @ts-check
/**
 * An HTTP request from a chosen loopback address (127.x.y.z, all of which reach 127.0.0.1 on Linux): the local
 * functions key their rate limit on the connection's address, as Supabase does on the one Cloudflare reports, so
 * the tests and the benchmark play distinct visitors this way, and a spoofing one by its headers.
 */
import { request } from 'node:http'

/** The loopback address of visitor n (n < 16,777,214), never 127.0.0.1 itself. */
export const visitorAddress = (n) => {
  const k = n + 2
  return `127.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`
}

/**
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string | Uint8Array, from?: string }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
export function visit(url, { method = 'GET', headers = {}, body, from } = {}) {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers,
        localAddress: from,
        agent: false,
      },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}
