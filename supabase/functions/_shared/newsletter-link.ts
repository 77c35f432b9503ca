/** The one-click links of the newsletter's e-mails: checks the signed link, acts, and lands on a page of the site. */
import type { Deps } from './deps.ts'
import { redirect, sameString } from './http.ts'
import { linkToken, type LinkAction } from './notify.ts'
import { isUuid } from './store.ts'

export function newsletterLinkHandler(deps: Deps, action: LinkAction, run: (id: string) => Promise<boolean>, successPage: string) {
  const page = (path: string) => redirect(`${deps.config.siteUrl}${path}`)
  const failurePage = (code: string) => page(`/newsletter/echec?motif=${code}`)
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    const id = url.searchParams.get('id')
    const token = url.searchParams.get('token') ?? ''
    // Mail clients that honour List-Unsubscribe-Post unsubscribe with a POST to the same link (RFC 8058).
    const oneClick = action === 'unsubscribe' && request.method === 'POST'
    if (request.method !== 'GET' && !oneClick) {
      return new Response(null, { status: 405, headers: { Allow: action === 'unsubscribe' ? 'GET, POST' : 'GET' } })
    }
    if (!isUuid(id) || !sameString(token, await linkToken(deps, action, id.toLowerCase()))) {
      return oneClick ? new Response(null, { status: 400 }) : failurePage('invalid_link')
    }
    let done: boolean
    try {
      done = await run(id.toLowerCase())
    } catch (error) {
      deps.log(`Lien de newsletter (${action}) non traité`, String(error))
      return oneClick ? new Response(null, { status: 503 }) : failurePage('unavailable')
    }
    if (oneClick) return new Response(null, { status: 200 })
    // Unsubscribing twice lands on the same page; confirming a subscription that expired does not.
    return done || action === 'unsubscribe' ? page(successPage) : failurePage('invalid_link')
  }
}
