/**
 * GET /api/auth?provider=github: where Decap CMS's popup starts (backend.base_url + auth_endpoint). Sends the owner to
 * GitHub's consent page with a fresh state, kept in a cookie that only the callback receives.
 */
import {
  CALLBACK_PATH,
  jsonError,
  type OAuthEnv,
  oauthConfig,
  type PagesFunction,
  PRIVATE_HEADERS,
  PROVIDER,
  randomState,
  setStateCookie,
} from '../_lib/oauth'

export const onRequestGet: PagesFunction<OAuthEnv> = async ({ request, env }) => {
  const url = new URL(request.url)
  if (url.searchParams.get('provider') !== PROVIDER) {
    return jsonError(400, 'fournisseur non pris en charge\u00a0: seul «\u00a0github\u00a0» est accepté')
  }
  const config = oauthConfig(env)
  // 503, not 500: nothing crashed, the editor's project lacks the GitHub App's id or secret, and the same request will
  // work once the owner has set them (docs/cms-sign-in.md).
  if (!config) return jsonError(503, 'connexion non configurée')

  const state = randomState()
  const authorize = new URL('/login/oauth/authorize', config.base)
  authorize.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: `${url.origin}${CALLBACK_PATH}`,
    // No scope, whatever Decap puts in the query: a GitHub App's token holds the permissions of its installation (the
    // site's repository, its contents), never the `repo` or `user` scopes of an OAuth App.
    state,
  }).toString()
  return new Response(null, {
    status: 302,
    headers: { ...PRIVATE_HEADERS, Location: authorize.toString(), 'Set-Cookie': setStateCookie(state) },
  })
}
