// @ts-check
/**
 * An HTTP request from a chosen loopback address (127.x.y.z, all of which reach 127.0.0.1 on Linux): the local
 * functions key their rate limit on the connection's address, as Supabase does on the one Cloudflare reports, so
 * the tests and the benchmark play distinct visitors this way, and a spoofing one by its headers.
 */
import { execFileSync } from 'node:child_process'
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
        host: target.hostname.replace(/^\[(.*)\]$/, '$1'),
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

/**
 * `count` machines of one IPv6 /64 (2001:db8:<net>::/64, the documentation range), as a cheap server rotates through
 * its own, or with `prefix` 48 one machine in each of `count` /64s of one /48 (2001:db8:<net>::/48, a site's
 * network): each address is added to the loopback interface for the run, so a request can come from it to the local
 * functions on [::1]. Adding addresses takes root (CI and the README's commands run as root); `remove()` takes them
 * away again.
 * @param {number} net @param {number} count @param {48 | 64} [prefix]
 */
export function ipv6Visitors(net, count, prefix = 64) {
  const addresses = Array.from({ length: count }, (_, i) => {
    const n = (i + 1).toString(16)
    return `2001:db8:${net.toString(16)}:${prefix === 48 ? `${n}:0` : `0:${n}`}::${(i * 7 + 1).toString(16)}`
  })
  const ip = (/** @type {string[]} */ args) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] })
  const added = []
  try {
    for (const address of addresses) {
      ip(['-6', 'addr', 'add', `${address}/128`, 'dev', 'lo', 'nodad'])
      added.push(address)
    }
  } catch (error) {
    for (const address of added) ip(['-6', 'addr', 'del', `${address}/128`, 'dev', 'lo'])
    throw new Error(`impossible d’ajouter des adresses IPv6 à l’interface lo (root requis) : ${error}`)
  }
  return {
    addresses,
    remove() {
      for (const address of added) ip(['-6', 'addr', 'del', `${address}/128`, 'dev', 'lo'])
    },
  }
}

/** Whether this process may add addresses to the loopback interface. */
export const canAddAddresses = () => process.getuid?.() === 0
