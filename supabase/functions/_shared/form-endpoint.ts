/**
 * The common path of a form-receiving function, in the order that keeps bad requests cheap: CORS and origin, method,
 * body (type, size, syntax), field types, the honeypot, validation, rate limit, and only then the function's own
 * work. The same function answers the site's script (JSON in, JSON out) and a form posted without JavaScript
 * (redirect 303 to a page of the site). Both speak the request's language (field `language`, French when absent),
 * once the body that names it is read: a refusal before that is in French.
 */
import { HONEYPOT_FIELD, type Language, LANGUAGE_FIELD, requestLanguage } from './validation.ts'
import { type OutcomePath, outcomePath } from './language.ts'
import type { Deps } from './deps.ts'
import {
  addressBlock,
  clientAddress,
  corsHeaders,
  empty,
  errorJson,
  fail,
  hmacHex,
  json,
  readFields,
  redirect,
  RequestError,
  requireStrings,
  siteOrigin,
} from './http.ts'
import type { FormBucket } from './store.ts'

export type Endpoint<T> = {
  bucket: FormBucket
  /** Fields that must be strings when present. */
  stringFields: readonly string[]
  /** Cleans and validates; throws a RequestError (fail()) to refuse. */
  validate(fields: Record<string, unknown>): T
  /** The function's work once the request is accepted; answers the JSON body of the success. */
  accept(value: T, fields: Record<string, unknown>, language: Language): Promise<Record<string, unknown>>
  /** Site pages a form posted without JavaScript is sent to (their French paths; outcomePath gives the English). */
  pages: { success: OutcomePath; error: OutcomePath }
}

export type ConnectionInfo = { remoteAddr?: { hostname?: string } }

export function formEndpoint<T>(deps: Deps, endpoint: Endpoint<T>) {
  const { config } = deps
  return async (request: Request, info?: ConnectionInfo): Promise<Response> => {
    const origin = request.headers.get('origin')
    const cors = corsHeaders(origin, config)
    const allowed = !origin || config.allowedOrigins.includes(origin)
    if (request.method === 'OPTIONS') {
      return allowed && origin ? empty(204, cors) : errorJson({ status: 403, code: 'origin' }, cors)
    }
    let kind: 'json' | 'form' = 'json'
    let language: Language = 'fr'
    const page = (name: keyof Endpoint<T>['pages']) =>
      `${siteOrigin(request, config)}${outcomePath(endpoint.pages[name], language)}`
    try {
      if (!allowed) fail(403, 'origin')
      if (request.method !== 'POST') fail(405, 'method', { Allow: 'POST, OPTIONS' })
      const body = await readFields(request, config)
      kind = body.kind
      const fields = body.fields
      // First, so that every later refusal speaks the visitor's language; a language of no page is refused in French.
      language = requestLanguage(fields[LANGUAGE_FIELD]) ?? fail(400, 'language')
      requireStrings(fields, [...endpoint.stringFields, HONEYPOT_FIELD])
      // No keyboard types a NUL, and PostgreSQL cannot store one: refused here, before it costs a rate-limit slot.
      if (endpoint.stringFields.some((name) => typeof fields[name] === 'string' && fields[name].includes('\u0000')))
        fail(400, 'null_character')
      // A robot filled in the field people cannot see: it is told all went well, and nothing is kept or sent.
      if (typeof fields[HONEYPOT_FIELD] === 'string' && fields[HONEYPOT_FIELD].trim() !== '') {
        return kind === 'form' ? redirect(page('success')) : json(200, { ok: true }, cors)
      }
      const value = endpoint.validate(fields)
      const limit = config.rateLimits[endpoint.bucket]
      const fingerprint = await hmacHex(
        config.secret,
        `ip:${addressBlock(clientAddress(request, config.clientIpHeader, info?.remoteAddr?.hostname))}`,
      )
      let allowedNow: boolean
      try {
        allowedNow = await deps.store.hitRateLimit(endpoint.bucket, fingerprint, limit.max, limit.windowSeconds)
      } catch (error) {
        deps.log('Limite d’envoi non vérifiable', String(error))
        return fail(503, 'unavailable')
      }
      if (!allowedNow) fail(429, 'rate_limited', { 'Retry-After': String(limit.windowSeconds) })
      const result = await endpoint.accept(value, fields, language)
      return kind === 'form' ? redirect(page('success')) : json(200, { ok: true, ...result }, cors)
    } catch (error) {
      const failure = error instanceof RequestError ? error.failure : { status: 500, code: 'internal' as const }
      if (!(error instanceof RequestError))
        deps.log('Erreur inattendue', error instanceof Error ? error.stack : String(error))
      // A language of no page comes from no form of the site: it is refused as the JSON it would be refused with.
      if (kind === 'form' && failure.status !== 403 && failure.code !== 'language') {
        return redirect(`${page('error')}?motif=${failure.code}`)
      }
      return errorJson(failure, cors, language)
    }
  }
}
