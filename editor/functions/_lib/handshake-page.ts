/**
 * The page that ends the sign-in in Decap CMS's popup. Decap's opener (decap-cms-lib-auth) listens for
 * `authorizing:github` from the popup, answers with the same string, and only then reads
 * `authorization:github:success:{json}` or `authorization:github:error:{json}`; it checks that both come from
 * backend.base_url, this site's origin. The page posts each message to that origin only: the token never goes to
 * whatever page happens to be the opener.
 */
import { clearStateCookie, PRIVATE_HEADERS, PROVIDER } from './oauth'

export type Outcome =
  | { status: 200; token: string }
  | {
      status: number
      /** In French, for the owner: shown in the popup and, through Decap, on the editor's sign-in page. */
      error: string
    }

const HANDSHAKE = `authorizing:${PROVIDER}`

/** A value written into the inline script: JSON, with `<` escaped so that no `</script>` can close the element. */
const scriptLiteral = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c')

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

function handshakeScript(origin: string, message: string): string {
  return `(() => {
  const origin = ${scriptLiteral(origin)}
  const message = ${scriptLiteral(message)}
  const opener = window.opener
  if (!opener) return
  const answer = (event) => {
    if (event.origin !== origin || event.source !== opener || event.data !== ${scriptLiteral(HANDSHAKE)}) return
    window.removeEventListener('message', answer)
    opener.postMessage(message, origin)
  }
  window.addEventListener('message', answer)
  opener.postMessage(${scriptLiteral(HANDSHAKE)}, origin)
})()`
}

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return btoa(String.fromCharCode(...digest))
}

/** The page for every outcome of the callback; it also ends the state cookie, used or not. */
export async function handshakePage(origin: string, outcome: Outcome): Promise<Response> {
  const message =
    'token' in outcome
      ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: outcome.token, provider: PROVIDER })}`
      : `authorization:${PROVIDER}:error:${JSON.stringify({ message: outcome.error })}`
  const text =
    'token' in outcome
      ? 'Connexion réussie\u00a0: cette fenêtre se ferme et l’éditeur s’ouvre.'
      : `${outcome.error} Fermez cette fenêtre pour revenir à l’éditeur.`
  const script = handshakeScript(origin, message)
  const html = `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connexion à l’éditeur</title>
</head>
<body>
<h1>Connexion à l’éditeur</h1>
<p>${escapeHtml(text)}</p>
<script>${script}</script>
</body>
</html>
`
  return new Response(html, {
    status: outcome.status,
    headers: {
      ...PRIVATE_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      // This script and nothing else: no other script, style, image, form target or frame.
      'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${await sha256Base64(script)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      // The address holds the code and the state.
      'Referrer-Policy': 'no-referrer',
      // Said outright, though it is the default: a page sent with same-origin, as the site's pages are (_headers, which
      // Pages does not apply to Functions), gets a browsing context group of its own when reached from GitHub, so the
      // popup would lose its window.opener and the token could not reach the editor.
      'Cross-Origin-Opener-Policy': 'unsafe-none',
      'Set-Cookie': clearStateCookie(),
    },
  })
}
