/**
 * The links of the newsletter's e-mails. Opening one (GET) never acts: mail scanners open every link of a message,
 * and would confirm or unsubscribe people who asked nothing. A GET lands on the site's page for that link
 * (/newsletter/confirmer, /newsletter/desinscrire), whose button posts here; the POST checks the signed link, acts,
 * and lands on the outcome page. Mail clients that honour List-Unsubscribe-Post unsubscribe with a POST to the
 * link itself (RFC 8058, body List-Unsubscribe=One-Click) and get a bare 200. The pages are in the language the
 * link or the page's form names (`language=en`: the English pages, src/leads/outcomes.ts), else French.
 */
import type { Deps } from './deps.ts'
import { empty, readFields, redirect, RequestError, sameString } from './http.ts'
import { issuedAt, linkToken, type LinkAction } from './notify.ts'
import { isUuid } from './store.ts'
import { type OutcomePath, outcomePath } from './language.ts'
import { type Language, LANGUAGE_FIELD, requestLanguage } from './validation.ts'

type Pages = { button: OutcomePath; success: OutcomePath }

/**
 * The language of the pages to land on: the field the page's form posts, else the link's own query, else the page's
 * address (its Referer, as for the id and token). A link is never refused for it: an unknown one lands in French.
 */
function linkLanguage(fields: Record<string, unknown>, request: Request): Language {
  const named = (value: unknown) => (typeof value === 'string' && value ? requestLanguage(value) : null)
  let page: URL | null = null
  try {
    page = new URL(request.headers.get('referer') ?? '')
  } catch {
    // No page named.
  }
  const fromPage = page?.pathname.startsWith('/en/') ? 'en' : named(page?.searchParams.get(LANGUAGE_FIELD))
  return (
    named(fields[LANGUAGE_FIELD]) ?? named(new URL(request.url).searchParams.get(LANGUAGE_FIELD)) ?? fromPage ?? 'fr'
  )
}

/** The link's id and token: the fields the page's form posts, else the link's own query (one-click), else the page's. */
function linkParameters(fields: Record<string, unknown>, request: Request): { id: string; token: string } {
  const field = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '')
  if (field('id') || field('token')) return { id: field('id'), token: field('token') }
  const query = new URL(request.url).searchParams
  if (query.has('id')) return { id: query.get('id') ?? '', token: query.get('token') ?? '' }
  // Without JavaScript the page cannot copy its address into the form; its Referrer-Policy sends it instead.
  try {
    const page = new URL(request.headers.get('referer') ?? '').searchParams
    return { id: page.get('id') ?? '', token: page.get('token') ?? '' }
  } catch {
    return { id: '', token: '' }
  }
}

export function newsletterLinkHandler(
  deps: Deps,
  action: LinkAction,
  run: (id: string) => Promise<boolean>,
  pages: Pages,
) {
  const site = (path: OutcomePath, language: Language, query = '') =>
    redirect(`${deps.config.siteUrl}${outcomePath(path, language)}${query}`)
  const failurePage = (code: string, language: Language) => site('/newsletter/echec', language, `?motif=${code}`)
  /** A link of ours (its signature matches) that has not expired (the time inside its token is recent enough). */
  const valid = async (id: string, token: string) => {
    const issued = issuedAt(action, token)
    return isUuid(id) && issued !== null && sameString(token, await linkToken(deps, action, id.toLowerCase(), issued))
  }

  return async (request: Request): Promise<Response> => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const query = new URL(request.url).searchParams
      const id = query.get('id') ?? ''
      const token = query.get('token') ?? ''
      const language = linkLanguage({}, request)
      if (!(await valid(id, token))) return failurePage('invalid_link', language)
      return site(pages.button, language, `?${new URLSearchParams({ id: id.toLowerCase(), token })}`)
    }
    if (request.method !== 'POST') return empty(405, { Allow: 'GET, POST' })

    let fields: Record<string, unknown> = {}
    let unreadable = false
    try {
      if (request.headers.get('content-type')) fields = (await readFields(request, deps.config)).fields
    } catch (error) {
      if (!(error instanceof RequestError)) throw error
      // RFC 8058 also allows multipart/form-data, which only mail clients send.
      unreadable = true
    }
    const oneClick = action === 'unsubscribe' && (fields['List-Unsubscribe'] === 'One-Click' || unreadable)
    const { id, token } = linkParameters(fields, request)
    const language = linkLanguage(fields, request)
    if (!(await valid(id, token))) return oneClick ? empty(400) : failurePage('invalid_link', language)
    let done: boolean
    try {
      done = await run(id.toLowerCase())
    } catch (error) {
      deps.log(`Lien de newsletter (${action}) non traité`, String(error))
      return oneClick ? empty(503) : failurePage('unavailable', language)
    }
    if (oneClick) return empty(200)
    // Unsubscribing twice lands on the same page; confirming a subscription that expired does not.
    return done || action === 'unsubscribe' ? site(pages.success, language) : failurePage('invalid_link', language)
  }
}
