/**
 * GET /api/callback?code=…&state=…: where GitHub sends the owner back. Checks the state against the cookie set by
 * /api/auth, exchanges the code for a token, and answers the page that hands it to the editor (handshake-page.ts).
 * Every failure is that page too, with a French message for the owner and the same message for Decap.
 */
import { handshakePage, type Outcome } from '../_lib/handshake-page'
import {
  CALLBACK_PATH,
  type OAuthConfig,
  type OAuthEnv,
  oauthConfig,
  type PagesFunction,
  readCookie,
  STATE_COOKIE,
  sameSecret,
} from '../_lib/oauth'

const RETRY = 'Recommencez depuis l’éditeur.'
/** GitHub's error codes are snake_case words; anything else is not echoed. */
const errorCode = (value: unknown) => (typeof value === 'string' && /^[a-z_]{1,64}$/.test(value) ? value : 'inconnue')

async function exchange(config: OAuthConfig, code: string, redirectUri: string): Promise<Outcome> {
  const noAnswer: Outcome = {
    status: 502,
    error: 'GitHub ne répond pas comme prévu pour le moment\u00a0: réessayez dans un instant.',
  }
  let body: { access_token?: unknown; expires_in?: unknown; error?: unknown } | null
  try {
    const response = await fetch(new URL('/login/oauth/access_token', config.base), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) return noAnswer
    body = await response.json()
  } catch {
    return noAnswer
  }
  if (typeof body !== 'object' || body === null) return noAnswer
  if (body.error !== undefined) {
    return { status: 502, error: `GitHub a refusé l’échange du code (erreur ${errorCode(body.error)}). ${RETRY}` }
  }
  if (typeof body.access_token !== 'string' || body.access_token === '') return noAnswer
  // A token that never expires (an OAuth App's, by default) is refused: only a GitHub App's, which reaches the
  // repositories it is installed on and expires, may sit in the editor's storage.
  if (typeof body.expires_in !== 'number' || body.expires_in <= 0) {
    return {
      status: 502,
      error:
        'GitHub a remis un jeton sans date d’expiration\u00a0: la connexion doit passer par une GitHub App installée sur ' +
        'le seul dépôt du site, avec des jetons qui expirent (voir la documentation de l’éditeur).',
    }
  }
  return { status: 200, token: body.access_token }
}

async function outcome(request: Request, env: OAuthEnv): Promise<Outcome> {
  const config = oauthConfig(env)
  // 503 as in /api/auth: the editor's project lacks the GitHub App, nothing crashed.
  if (!config) return { status: 503, error: 'La connexion à l’éditeur n’est pas configurée sur ce site.' }

  const url = new URL(request.url)
  const state = url.searchParams.get('state')
  const expected = readCookie(request, STATE_COOKIE)
  if (!state || !expected || !(await sameSecret(state, expected))) {
    return { status: 403, error: `Cette demande de connexion a expiré ou ne vient pas de ce navigateur. ${RETRY}` }
  }
  const denied = url.searchParams.get('error')
  if (denied === 'access_denied') {
    return { status: 403, error: 'Vous avez refusé l’accès sur GitHub\u00a0: l’éditeur reste déconnecté.' }
  }
  if (denied !== null) {
    return { status: 403, error: `GitHub a refusé la demande de connexion (erreur ${errorCode(denied)}). ${RETRY}` }
  }
  const code = url.searchParams.get('code')
  if (!code) return { status: 400, error: `GitHub n’a pas renvoyé de code d’autorisation. ${RETRY}` }
  return exchange(config, code, `${url.origin}${CALLBACK_PATH}`)
}

export const onRequestGet: PagesFunction<OAuthEnv> = async ({ request, env }) =>
  handshakePage(new URL(request.url).origin, await outcome(request, env))
