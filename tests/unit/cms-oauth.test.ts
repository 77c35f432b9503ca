/**
 * The editor's sign-in (editor/functions/api/auth.ts and callback.ts) against a fake Git host on 127.0.0.1: the handlers are
 * called as Pages Functions would call them, the host answers as GitHub's OAuth endpoints do, and the callback's page
 * runs in jsdom with a stand-in for Decap's window (the opener).
 */
import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { OAuthEnv } from '../../editor/functions/_lib/oauth'
import { onRequestGet as auth } from '../../editor/functions/api/auth'
import { onRequestGet as callback } from '../../editor/functions/api/callback'

/** jsdom ships no types: the little of it this file uses, typed here rather than declared for the whole project. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    html: string,
    options?: { url?: string; runScripts?: 'dangerously'; beforeParse?: (window: Window) => void },
  ) => { window: Window & typeof globalThis }
}

const ORIGIN = 'https://www.example.fr'
const CALLBACK = `${ORIGIN}/api/callback`
const CLIENT_ID = 'Iv1.test-client'
const CLIENT_SECRET = 'test-secret-0123456789'
const CODE = 'code-from-the-fake-host'
const TOKEN = 'ghu_TestToken0123456789'

type TokenRequest = { accept: string | undefined; params: URLSearchParams }

/** A GitHub App's user token: no scope, and an expiry (GitHub: « Generating a user access token for a GitHub App »). */
const APP_TOKEN = {
  access_token: TOKEN,
  token_type: 'bearer',
  scope: '',
  expires_in: 28_800,
  refresh_token: 'ghr_test',
  refresh_token_expires_in: 15_811_200,
}

/** GitHub's two OAuth endpoints, as far as this flow uses them. */
const host = {
  server: undefined as Server | undefined,
  base: '',
  tokenRequests: [] as TokenRequest[],
  /** What the token endpoint answers to a request whose parameters are right. */
  tokenAnswer: APP_TOKEN as Record<string, unknown>,
}

beforeAll(async () => {
  host.server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', host.base)
    const json = (body: unknown) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const redirect = url.searchParams.get('redirect_uri')
      const state = url.searchParams.get('state')
      if (url.searchParams.get('client_id') !== CLIENT_ID || redirect !== CALLBACK || !state) {
        response.writeHead(400).end()
        return
      }
      // The owner consents: back to the callback with a code and the state, untouched.
      response.writeHead(302, { Location: `${redirect}?${new URLSearchParams({ code: CODE, state })}` }).end()
      return
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        const params = new URLSearchParams(body)
        host.tokenRequests.push({ accept: request.headers.accept, params })
        const right =
          params.get('client_id') === CLIENT_ID &&
          params.get('client_secret') === CLIENT_SECRET &&
          params.get('code') === CODE &&
          params.get('redirect_uri') === CALLBACK
        json(right ? host.tokenAnswer : { error: 'incorrect_client_credentials' })
      })
      return
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => host.server!.listen(0, '127.0.0.1', resolve))
  host.base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => host.server!.close(() => resolve())))

beforeEach(() => {
  host.tokenRequests = []
  host.tokenAnswer = APP_TOKEN
})

const envFor = (base = host.base): OAuthEnv => ({
  GITHUB_CLIENT_ID: CLIENT_ID,
  GITHUB_CLIENT_SECRET: CLIENT_SECRET,
  GITHUB_OAUTH_BASE: base,
})

/** What Decap's popup opens: base_url + auth_endpoint, with the query Decap adds. */
const startSignIn = (env: OAuthEnv, provider = 'github') =>
  auth({
    request: new Request(`${ORIGIN}/api/auth?provider=${provider}&site_id=www.example.fr&scope=repo`),
    env,
  })

const stateCookieOf = (response: Response) =>
  /^decap_oauth_state=([^;]*)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1]

/** /api/auth, then the fake host's consent page: the callback address GitHub sends the browser to, and the cookie. */
async function consent(env = envFor()) {
  const started = await startSignIn(env)
  const back = await fetch(started.headers.get('Location')!, { redirect: 'manual' })
  expect(back.status).toBe(302)
  return { callbackUrl: back.headers.get('Location')!, state: stateCookieOf(started)! }
}

const callCallback = (url: string, cookieState: string | undefined, env = envFor()) =>
  callback({
    request: new Request(
      url,
      cookieState === undefined ? {} : { headers: { Cookie: `decap_oauth_state=${cookieState}` } },
    ),
    env,
  })

type Posted = { data: unknown; targetOrigin: string }

/** The callback's page in a browser, its opener a stand-in for Decap's window that records what it is sent. */
function openInPopup(html: string) {
  const posted: Posted[] = []
  const opener = { postMessage: (data: unknown, targetOrigin: string) => posted.push({ data, targetOrigin }) }
  const dom = new JSDOM(html, {
    url: CALLBACK,
    runScripts: 'dangerously',
    beforeParse(window) {
      Object.defineProperty(window, 'opener', { value: opener })
    },
  })
  const send = (data: string, { origin = ORIGIN, source = opener as unknown } = {}) =>
    dom.window.dispatchEvent(new dom.window.MessageEvent('message', { data, origin, source: source as never }))
  return { posted, send, opener, document: dom.window.document }
}

/** Decap's side of the handshake: it answers `authorizing:github` with the same string, from the site's origin. */
function handshake(html: string) {
  const popup = openInPopup(html)
  expect(popup.posted).toEqual([{ data: 'authorizing:github', targetOrigin: ORIGIN }])
  popup.send('authorizing:github')
  return popup.posted.slice(1)
}

const errorMessageOf = (posted: Posted[]) => {
  expect(posted).toHaveLength(1)
  const [{ data, targetOrigin }] = posted as [Posted]
  expect(targetOrigin).toBe(ORIGIN)
  const match = /^authorization:github:error:(.+)$/.exec(String(data))
  expect(match).not.toBeNull()
  return (JSON.parse(match![1]!) as { message: string }).message
}

describe('/api/auth', () => {
  it('sends the owner to the host’s consent page with the callback and a state kept in a cookie, asking no scope', async () => {
    const response = await startSignIn(envFor())
    expect(response.status).toBe(302)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const location = new URL(response.headers.get('Location')!)
    expect(location.origin + location.pathname).toBe(`${host.base}/login/oauth/authorize`)
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID)
    expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK)
    // Decap asks `scope=repo`: never passed on (a GitHub App's token holds its installation's permissions only).
    expect(location.searchParams.has('scope')).toBe(false)
    const state = location.searchParams.get('state')!
    expect(state).toMatch(/^[\w-]{43}$/)
    expect(response.headers.get('Set-Cookie')).toBe(
      `decap_oauth_state=${state}; HttpOnly; Secure; SameSite=Lax; Path=/api/callback; Max-Age=600`,
    )
    const again = new URL((await startSignIn(envFor())).headers.get('Location')!).searchParams.get('state')
    expect(again).not.toBe(state)
  })

  it('goes to GitHub’s own host by default', async () => {
    const location = new URL(
      (await startSignIn({ GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: CLIENT_SECRET })).headers.get(
        'Location',
      )!,
    )
    expect(location.origin).toBe('https://github.com')
  })

  it('refuses another provider, in JSON and without a cookie', async () => {
    for (const provider of ['gitlab', '']) {
      const response = await startSignIn(envFor(), provider)
      expect(response.status).toBe(400)
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
      expect(((await response.json()) as { error: string }).error).toMatch(/github/)
      expect(response.headers.get('Set-Cookie')).toBeNull()
    }
  })

  it('answers 503 with its reason while the OAuth App’s id or secret is missing', async () => {
    for (const env of [{}, { GITHUB_CLIENT_ID: CLIENT_ID }, { GITHUB_CLIENT_SECRET: CLIENT_SECRET }]) {
      const response = await startSignIn(env)
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ error: 'connexion non configurée' })
      expect(response.headers.get('Location')).toBeNull()
    }
  })
})

describe('/api/callback', () => {
  it('exchanges the code, then hands the token to the editor only, after its handshake', async () => {
    const { callbackUrl, state } = await consent()
    const response = await callCallback(callbackUrl, state)
    expect(response.status).toBe(200)
    expect(host.tokenRequests).toHaveLength(1)
    expect(host.tokenRequests[0]!.accept).toBe('application/json')
    expect(Object.fromEntries(host.tokenRequests[0]!.params)).toEqual({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: CODE,
      redirect_uri: CALLBACK,
    })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex')
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer')
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none')
    expect(response.headers.get('Set-Cookie')).toBe(
      'decap_oauth_state=; HttpOnly; Secure; SameSite=Lax; Path=/api/callback; Max-Age=0',
    )

    const popup = openInPopup(await response.text())
    expect(popup.posted).toEqual([{ data: 'authorizing:github', targetOrigin: ORIGIN }])
    expect(popup.document.body.textContent).toContain('Connexion réussie')
    // Another site's answer, or a message from another window of this one, gets nothing.
    popup.send('authorizing:github', { origin: 'https://evil.example' })
    popup.send('authorizing:github', { source: {} })
    popup.send('authorization:github:please')
    expect(popup.posted).toHaveLength(1)
    popup.send('authorizing:github')
    expect(popup.posted).toEqual([
      { data: 'authorizing:github', targetOrigin: ORIGIN },
      { data: `authorization:github:success:{"token":"${TOKEN}","provider":"github"}`, targetOrigin: ORIGIN },
    ])
    popup.send('authorizing:github')
    expect(popup.posted).toHaveLength(2)
  })

  it('allows its one inline script by hash, and nothing else', async () => {
    const { callbackUrl, state } = await consent()
    const response = await callCallback(callbackUrl, state)
    const csp = response.headers.get('Content-Security-Policy')!
    const scripts = [...new JSDOM(await response.text()).window.document.scripts]
    expect(scripts).toHaveLength(1)
    const hash = createHash('sha256').update(scripts[0]!.textContent).digest('base64')
    expect(csp).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
  })

  it('keeps a token that holds markup inside the script, whole', async () => {
    const token = 'gho_</script><script>alert(1)</script><!--'
    host.tokenAnswer = { access_token: token, expires_in: 28_800 }
    const { callbackUrl, state } = await consent()
    const html = await (await callCallback(callbackUrl, state)).text()
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(handshake(html)).toEqual([
      { data: `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`, targetOrigin: ORIGIN },
    ])
  })

  it('refuses a missing or foreign state without asking the host for a token', async () => {
    const { callbackUrl, state } = await consent()
    const withState = (value: string | null) => {
      const url = new URL(callbackUrl)
      if (value === null) url.searchParams.delete('state')
      else url.searchParams.set('state', value)
      return url.toString()
    }
    for (const [url, cookie] of [
      [callbackUrl, undefined],
      [callbackUrl, `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`],
      [callbackUrl, ''],
      [withState(null), state],
      // Two missing values are not a match.
      [withState(null), undefined],
      [withState(''), ''],
    ] as const) {
      const response = await callCallback(url, cookie)
      expect(response.status).toBe(403)
      expect(response.headers.get('Set-Cookie')).toMatch(/^decap_oauth_state=;.*Max-Age=0$/)
      const html = await response.text()
      expect(html).toContain('a expiré ou ne vient pas de ce navigateur')
      expect(errorMessageOf(handshake(html))).toMatch(/^Cette demande de connexion a expiré/)
    }
    expect(host.tokenRequests).toHaveLength(0)
  })

  it('tells the owner who declined on GitHub that the editor stays signed out', async () => {
    const { state } = await consent()
    const denied = `${CALLBACK}?${new URLSearchParams({ error: 'access_denied', error_description: 'The user has denied your application access.', state })}`
    const response = await callCallback(denied, state)
    expect(response.status).toBe(403)
    const html = await response.text()
    expect(html).toContain('Vous avez refusé l’accès sur GitHub')
    expect(errorMessageOf(handshake(html))).toMatch(/refusé l’accès/)
    expect(host.tokenRequests).toHaveLength(0)
  })

  it('passes on the host’s refusal of the code, without a token', async () => {
    host.tokenAnswer = { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' }
    const { callbackUrl, state } = await consent()
    const response = await callCallback(callbackUrl, state)
    expect(response.status).toBe(502)
    expect(host.tokenRequests).toHaveLength(1)
    const html = await response.text()
    expect(html).toContain('GitHub a refusé l’échange du code (erreur bad_verification_code)')
    expect(html).not.toContain('success')
    expect(errorMessageOf(handshake(html))).toContain('bad_verification_code')
  })

  it('refuses a token that never expires (an OAuth App’s, which reaches every repository), in French', async () => {
    for (const answer of [
      { access_token: TOKEN, token_type: 'bearer', scope: 'repo,user' },
      { access_token: TOKEN, token_type: 'bearer', scope: 'public_repo', expires_in: 0 },
    ]) {
      host.tokenAnswer = answer
      const { callbackUrl, state } = await consent()
      const response = await callCallback(callbackUrl, state)
      expect(response.status).toBe(502)
      const html = await response.text()
      expect(html).not.toContain(TOKEN)
      expect(errorMessageOf(handshake(html))).toMatch(/^GitHub a remis un jeton sans date d’expiration\s: .*GitHub App/)
    }
  })

  it('says so in French when the host cannot be reached, with no stack', async () => {
    const { callbackUrl, state } = await consent()
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))

    const response = await callCallback(callbackUrl, state, envFor(`http://127.0.0.1:${port}`))
    expect(response.status).toBe(502)
    const html = await response.text()
    expect(html).toContain('GitHub ne répond pas comme prévu')
    expect(html).not.toMatch(/ECONNREFUSED|TypeError|fetch failed|\n\s+at /)
    expect(errorMessageOf(handshake(html))).toMatch(/^GitHub ne répond pas/)
  })

  it('answers 400 when the host sent no code, and 503 while the App is not configured', async () => {
    const { state } = await consent()
    const noCode = await callCallback(`${CALLBACK}?state=${state}`, state)
    expect(noCode.status).toBe(400)
    expect(errorMessageOf(handshake(await noCode.text()))).toMatch(/pas renvoyé de code/)

    const { callbackUrl, state: second } = await consent()
    const unconfigured = await callCallback(callbackUrl, second, {})
    expect(unconfigured.status).toBe(503)
    expect(errorMessageOf(handshake(await unconfigured.text()))).toMatch(/n’est pas configurée/)
    expect(host.tokenRequests).toHaveLength(0)
  })
})
