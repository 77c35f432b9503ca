/**
 * writing-analysis: the editor's preview posts the page being written (its language, the title and description
 * search engines get, its address, its keyphrase, its text as HTML) and gets the writing analysis back, check by
 * check (../_shared/writing-analysis.ts, which the audit runs too). It runs here rather than in the editor: `yoastseo`
 * is GPL-3.0, and the editor's bundle is not (docs/writing-analysis.md). It stores nothing and reads no secret of its
 * own (the functions' shared configuration still starts only with theirs); only the editor's origin and the site's
 * (whose dev server serves the editor) may call it from a browser.
 */
import { type ClientLimit, clientLimit } from '../_shared/client-limit.ts'
import type { Config } from '../_shared/config.ts'
import type { ConnectionInfo } from '../_shared/form-endpoint.ts'
import {
  addressBlock,
  clientAddress,
  corsHeaders,
  empty,
  json,
  NOSNIFF,
  RequestError,
  readText,
} from '../_shared/http.ts'
import { analyseWriting, type WritingInput } from '../_shared/writing-analysis.ts'

/**
 * An analysis costs a long article up to a second of processor time: one client gets 300 in ten minutes (the editor
 * asks a second after each pause in the typing), counted in the instance's memory.
 */
export const ANALYSES_PER_CLIENT = { max: 300, windowMs: 10 * 60_000 }
/** A long article's HTML is about 40 KB and takes up to a second: past 150 KB, an instance's 2 s would not do. */
export const MAX_TEXT_BYTES = 150_000
/** Its refusals, in the editor's words (the forms' own speak of a message sent). */
const REFUSED = {
  method: 'cette adresse n’accepte qu’une demande d’analyse (méthode POST).',
  too_large: 'la page est trop longue pour être analysée (150\u00a0Ko de texte au plus).',
  timeout: 'la page a mis trop de temps à arriver\u00a0: l’analyse sera redemandée.',
  malformed: 'la demande est illisible (JSON mal formé).',
  failed: 'l’analyse de cette page a échoué\u00a0; elle sera redemandée au prochain changement.',
} as const
const LIMITS = { title: 300, description: 1000, slug: 200, keyphrase: 80 } as const

/** The forms' CORS, with the editor's origin beside the site's. */
const corsFor = (origin: string | null, config: Config) =>
  corsHeaders(origin, { ...config, allowedOrigins: [...config.allowedOrigins, config.editorOrigin] })

/** The request's fields, or the French reason it cannot be analysed. */
export function writingInput(fields: unknown): WritingInput | string {
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return 'un objet JSON est attendu.'
  const record = fields as Record<string, unknown>
  if (record.language !== 'fr' && record.language !== 'en')
    return 'langue attendue\u00a0: «\u00a0fr\u00a0» ou «\u00a0en\u00a0».'
  if (typeof record.html !== 'string') return 'le texte de la page (html) manque.'
  for (const [name, max] of Object.entries(LIMITS)) {
    const value = record[name]
    if (value === undefined && name === 'keyphrase') continue
    if (typeof value !== 'string') return `le champ ${name} doit être un texte.`
    if (value.length > max) return `le champ ${name} dépasse ${max} caractères.`
  }
  return record as WritingInput
}

export function writingAnalysisHandler(
  config: Config,
  limit: ClientLimit = clientLimit(ANALYSES_PER_CLIENT.max, ANALYSES_PER_CLIENT.windowMs),
) {
  return async (request: Request, info?: ConnectionInfo): Promise<Response> => {
    const cors = corsFor(request.headers.get('origin'), config)
    const refuse = (status: number, code: keyof typeof REFUSED, headers: Record<string, string> = {}) =>
      json(status, { error: REFUSED[code], code }, { ...cors, ...headers })
    if (request.method === 'OPTIONS') return empty(204, cors)
    if (request.method !== 'POST') return refuse(405, 'method', { Allow: 'POST, OPTIONS' })
    if (!cors['Access-Control-Allow-Origin'] && request.headers.get('origin'))
      return json(403, { error: 'seul l’éditeur du site peut demander cette analyse.', code: 'origin' }, cors)
    // One client as the forms count one: the platform's address header, an IPv6 client by its /64.
    if (!limit.allow(addressBlock(clientAddress(request, config.clientIpHeader, info?.remoteAddr?.hostname))))
      return json(
        429,
        {
          error: 'trop d’analyses demandées en peu de temps\u00a0: réessayez dans quelques minutes.',
          code: 'rate_limited',
        },
        { ...cors, 'Retry-After': String(ANALYSES_PER_CLIENT.windowMs / 1000) },
      )
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (type !== 'application/json') return json(415, { error: 'du JSON est attendu.', code: 'media' }, cors)
    let text: string
    try {
      text = await readText(request, MAX_TEXT_BYTES, config.readTimeoutMs)
    } catch (error) {
      if (!(error instanceof RequestError)) throw error
      const { status, code } = error.failure
      return refuse(status, code === 'too_large' || code === 'timeout' ? code : 'malformed')
    }
    let fields: unknown
    try {
      fields = JSON.parse(text)
    } catch {
      return refuse(400, 'malformed')
    }
    const input = writingInput(fields)
    if (typeof input === 'string') return json(400, { error: input, code: 'invalid' }, cors)
    try {
      return json(200, analyseWriting(input), { ...cors, ...NOSNIFF })
    } catch (error) {
      console.error('Analyse de la rédaction impossible', error)
      return refuse(500, 'failed')
    }
  }
}
