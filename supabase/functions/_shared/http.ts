/** HTTP plumbing shared by the functions: CORS, bounded body reading, JSON answers, redirects after a form post. */
import type { Config } from './config.ts'
import { reasonsIn } from './language.ts'
import type { leadErrors } from './site-content.ts'
import type { Language } from './validation.ts'

export type LeadErrorCode = keyof typeof leadErrors

export const CORS_ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type'

/** On every answer: a browser must never guess another type than the one declared (a JSON error read as HTML). */
export const NOSNIFF = { 'X-Content-Type-Options': 'nosniff' } as const

/** An answer without a body (a preflight, a one-click unsubscribe's outcome, a wrong method). */
export const empty = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { ...NOSNIFF, ...headers } })

export function corsHeaders(origin: string | null, config: Config): Record<string, string> {
  if (!origin || !config.allowedOrigins.includes(origin)) return { Vary: 'Origin' }
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  }
}

export type Failure = { status: number; code: LeadErrorCode; headers?: Record<string, string> }

export class RequestError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.code)
  }
}

export const fail = (status: number, code: LeadErrorCode, headers?: Record<string, string>): never => {
  throw new RequestError({ status, code, headers })
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...NOSNIFF, ...headers },
  })
}

/** A refusal as JSON: the reason the form shows, in the request's language (French until it is known), and its code. */
export const errorJson = (
  { status, code, headers }: Failure,
  cors: Record<string, string>,
  language: Language = 'fr',
) => json(status, { error: reasonsIn(language)[code], code }, { ...cors, ...headers })

export function redirect(location: string): Response {
  return empty(303, { Location: location, 'Cache-Control': 'no-store' })
}

/** The site origin to send a visitor back to: the one their browser named, if allowed, else the site's. */
export function siteOrigin(request: Request, config: Config): string {
  for (const header of ['origin', 'referer']) {
    const value = request.headers.get(header)
    if (!value) continue
    try {
      const origin = new URL(value).origin
      if (config.allowedOrigins.includes(origin)) return origin
    } catch {
      // An unreadable header names no origin.
    }
  }
  return config.siteUrl
}

export type Body = { kind: 'json' | 'form'; fields: Record<string, unknown> }

/**
 * Reads at most maxBytes of the body, whatever Content-Length claims, within timeoutMs: a body sent a few bytes a
 * second would otherwise hold the connection (and an instance) until the platform's own limit.
 */
export async function readText(request: Request, maxBytes: number, timeoutMs: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) fail(413, 'too_large')
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs)
  })
  try {
    for (;;) {
      const read = await Promise.race([reader.read(), late])
      if (read === 'late') {
        await reader.cancel().catch(() => {})
        return fail(408, 'timeout')
      }
      const { done, value } = read
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        fail(413, 'too_large')
      }
      chunks.push(value)
    }
  } finally {
    clearTimeout(timer)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return fail(400, 'malformed')
  }
}

/** The submitted fields, from JSON (the site's script) or a urlencoded form (the same form without JavaScript). */
export async function readFields(request: Request, config: Config): Promise<Body> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') fail(415, 'media')
  const text = await readText(request, config.maxBodyBytes, config.readTimeoutMs)
  if (type === 'application/x-www-form-urlencoded') {
    return { kind: 'form', fields: Object.fromEntries(new URLSearchParams(text)) }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    fail(400, 'malformed')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) fail(400, 'malformed')
  return { kind: 'json', fields: parsed as Record<string, unknown> }
}

/** Each named field, when present, is a string (or null for an optional one left out by the client). */
export function requireStrings(fields: Record<string, unknown>, names: readonly string[]): void {
  for (const name of names) {
    const value = fields[name]
    if (value !== undefined && value !== null && typeof value !== 'string') fail(400, 'types')
  }
}

/**
 * The client's address: the header the platform sets (config.clientIpHeader), never X-Forwarded-For or X-Real-IP,
 * whose first entries the client writes itself. Should a proxy append to it, its last entry is the one it added.
 * Without it (a function run outside the platform), the connection's own address.
 */
export function clientAddress(request: Request, header: string, remote?: string): string {
  const value = request.headers.get(header)?.split(',').at(-1)?.trim()
  return value || remote || 'unknown'
}

/**
 * What the rate limit counts as one client: an IPv4 address, or the /64 network of an IPv6 one. Any cheap server
 * is given a whole /64 (2^64 addresses), so counting single IPv6 addresses would let one machine rotate without end;
 * `bits` 48 names the network a site is given (65,536 /64s), which the audience beacon counts as well.
 */
export function addressBlock(address: string, bits: 48 | 64 = 64): string {
  const bare = address
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)
  if (mapped) return mapped[1]!
  if (!bare.includes(':')) return bare
  const [head = '', tail] = bare.split('::')
  const groups = (part: string) => (part ? part.split(':') : [])
  const left = groups(head)
  // An IPv4 tail (::ffff:…, 64:ff9b::…) stands for two groups; only the first three or four groups matter here.
  const right = tail === undefined ? [] : groups(tail).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0')
  const full = [...left, ...zeros, ...right]
  return `${full
    .slice(0, bits / 16)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/${bits}`
}

const encoder = new TextEncoder()

/** SHA-256 of a text, in hex: a fixed-length key for a list of any length. */
export async function sha256Hex(value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(value)))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export async function hmacHex(secret: string, value: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(value)))
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Compares two strings in time that does not depend on where they differ. */
export function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}
