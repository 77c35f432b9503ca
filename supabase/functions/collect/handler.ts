/**
 * collect: the site's first-party audience beacon. It takes one small event (a page view, a page's Web Vitals, a
 * business event) from the site's pages, as JSON or as the text/plain JSON `navigator.sendBeacon` posts, and stores
 * it without anything that names the visitor: no address (the per-client limit is kept in memory), no cookie, no
 * identifier. A browser that asks not to be tracked (Sec-GPC: 1, DNT: 1) is answered 204 and nothing is kept.
 * Garbage never gets a 5xx: every refusal is a 4xx with a French reason, and a refused event stores nothing.
 */
import { clientLimit } from '../_shared/client-limit.ts'
import type { Deps } from '../_shared/deps.ts'
import { addressBlock, clientAddress, corsHeaders, empty, json, readText, RequestError } from '../_shared/http.ts'
import type { ConnectionInfo } from '../_shared/form-endpoint.ts'
import { checkMeasureEvent, MEASURE_LIMITS, type MeasureRefusal } from '../_shared/measure-event.ts'

/** The reasons, in French: read by a developer in the browser's network panel, never shown to a visitor. */
export const COLLECT_ERRORS = {
  origin: 'cette origine n’est pas autorisée à envoyer des mesures.',
  method: 'seule la méthode POST est acceptée.',
  media: 'format non pris en charge (JSON ou texte JSON attendu).',
  too_large: `mesure trop volumineuse (${MEASURE_LIMITS.bodyBytes} octets au plus).`,
  timeout: 'mesure arrivée trop lentement.',
  rate_limited: 'trop de mesures envoyées depuis cette adresse : réessayez plus tard.',
  busy: 'trop de mesures reçues par le site cette heure-ci\u00a0: réessayez plus tard.',
  malformed: 'mesure illisible (un objet JSON est attendu).',
  kind: 'type de mesure inconnu.',
  path: 'le chemin doit être une page du site (commençant par « / », sans paramètres).',
  type: 'type de page invalide.',
  field: 'champ inattendu, manquant ou mal formé pour ce type de mesure.',
  range: 'valeur hors des bornes admises.',
  unavailable: 'mesure non enregistrée : service momentanément indisponible.',
} as const satisfies Record<MeasureRefusal | string, string>
export type CollectError = keyof typeof COLLECT_ERRORS

const MEDIA = ['application/json', 'text/plain']
/** An IPv6 /48 (a site's network: 65,536 /64s) is counted as this many clients, so that rotating its /64s gains little. */
const CLIENTS_PER_NETWORK = 4
const HOUR_MS = 3_600_000

export function collectHandler(deps: Deps) {
  const { config } = deps
  const limit = config.rateLimits.measure
  const clients = clientLimit(limit.max, limit.windowSeconds * 1000)
  const networks = clientLimit(limit.max * CLIENTS_PER_NETWORK, limit.windowSeconds * 1000)
  const site = clientLimit(config.measureMaxPerHour, HOUR_MS, 1)
  return async (request: Request, info?: ConnectionInfo): Promise<Response> => {
    const origin = request.headers.get('origin')
    const cors = corsHeaders(origin, config)
    const refuse = (status: number, code: CollectError, headers: Record<string, string> = {}) =>
      json(status, { error: COLLECT_ERRORS[code], code }, { ...cors, ...headers })
    const allowed = origin !== null && config.allowedOrigins.includes(origin)
    if (request.method === 'OPTIONS') return allowed ? empty(204, cors) : refuse(403, 'origin')
    if (request.method !== 'POST') return refuse(405, 'method', { Allow: 'POST, OPTIONS' })
    // A beacon always comes from one of the site's pages, whose browser names it.
    if (!allowed) return refuse(403, 'origin')
    // The visitor's browser asks not to be followed: nothing is read, nothing is kept.
    if (request.headers.get('sec-gpc')?.trim() === '1' || request.headers.get('dnt')?.trim() === '1')
      return empty(204, cors)
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (!MEDIA.includes(type)) return refuse(415, 'media')
    const address = clientAddress(request, config.clientIpHeader, info?.remoteAddr?.hostname)
    // The client first, so that its requests beyond its own limit do not use up its network's or the site's.
    if (!clients.allow(addressBlock(address)) || !networks.allow(addressBlock(address, 48)))
      return refuse(429, 'rate_limited', { 'Retry-After': String(limit.windowSeconds) })
    if (!site.allow('')) return refuse(429, 'busy', { 'Retry-After': String(HOUR_MS / 1000) })
    let body: unknown
    try {
      body = JSON.parse(await readText(request, MEASURE_LIMITS.bodyBytes, config.readTimeoutMs))
    } catch (error) {
      const code = error instanceof RequestError ? error.failure.code : 'malformed'
      return code === 'too_large' || code === 'timeout'
        ? refuse(code === 'too_large' ? 413 : 408, code)
        : refuse(400, 'malformed')
    }
    const checked = checkMeasureEvent(body)
    if (!checked.ok) return refuse(400, checked.code)
    try {
      await deps.measures.record(checked.event)
    } catch (error) {
      deps.log('Mesure non enregistrée', String(error))
      return refuse(503, 'unavailable')
    }
    return empty(204, cors)
  }
}
