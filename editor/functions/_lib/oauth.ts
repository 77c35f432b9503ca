/**
 * What the two functions of the editor's sign-in share (editor/functions/api/auth.ts and callback.ts): the
 * configuration read from the environment, the state cookie and the JSON refusals. Decap CMS's `github` backend opens
 * /api/auth in a popup, GitHub sends the owner back to /api/callback, and that page hands the token to the editor
 * (handshake-page.ts). They are served on the editor's origin only (docs/cms-sign-in.md): on the public site's, a
 * third-party script could open the popup and receive the token.
 *
 * Pages Functions makes a route only of a file that exports an onRequest handler, so nothing under _lib/ is served.
 */

/** The only part of the Pages Functions context these functions read (no @cloudflare/workers-types for two fields). */
export type PagesFunction<E> = (context: { request: Request; env: E }) => Promise<Response>

/** The project's environment variables (Cloudflare Pages settings, or .dev.vars locally). */
export type OAuthEnv = {
  /** A GitHub App's, installed on the site's repository only: its user tokens reach that repository and expire. */
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  /** `https://github.com` when unset; the tests point it at a fake Git host. */
  GITHUB_OAUTH_BASE?: string
}

export type OAuthConfig = { clientId: string; clientSecret: string; base: string }

export const PROVIDER = 'github'
export const CALLBACK_PATH = '/api/callback'
export const STATE_COOKIE = 'decap_oauth_state'
/** Ten minutes to sign in on GitHub; the cookie goes only to the callback. */
const STATE_COOKIE_ATTRIBUTES = `HttpOnly; Secure; SameSite=Lax; Path=${CALLBACK_PATH}`

export function oauthConfig(env: OAuthEnv): OAuthConfig | null {
  const clientId = env.GITHUB_CLIENT_ID?.trim()
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim()
  if (!clientId || !clientSecret) return null
  let base: URL
  try {
    base = new URL(env.GITHUB_OAUTH_BASE?.trim() || 'https://github.com')
  } catch {
    return null
  }
  return { clientId, clientSecret, base: base.origin }
}

export const setStateCookie = (state: string) => `${STATE_COOKIE}=${state}; ${STATE_COOKIE_ATTRIBUTES}; Max-Age=600`
export const clearStateCookie = () => `${STATE_COOKIE}=; ${STATE_COOKIE_ATTRIBUTES}; Max-Age=0`

export function readCookie(request: Request, name: string): string | null {
  for (const pair of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=')
    if (key === name) return value.join('=')
  }
  return null
}

/** 32 random bytes, base64url: the value GitHub must send back for the callback to be ours. */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * Compares two secrets in a time that depends on neither: both are hashed first, so the loop always runs over 32 bytes
 * and a guess learns nothing from how long a refusal took, not even the expected length.
 */
export async function sameSecret(a: string, b: string): Promise<boolean> {
  const encoder = new TextEncoder()
  const [x, y] = await Promise.all(
    [a, b].map(async (text) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))),
  )
  let difference = 0
  for (let i = 0; i < x!.length; i++) difference |= x![i]! ^ y![i]!
  return difference === 0
}

/** Headers of every answer: nothing here may be cached, indexed or sniffed. */
export const PRIVATE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'X-Content-Type-Options': 'nosniff',
} as const

export function jsonError(status: number, error: string): Response {
  return new Response(JSON.stringify({ error }), {
    status,
    headers: { ...PRIVATE_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
  })
}
