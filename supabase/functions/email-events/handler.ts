/**
 * email-events: the e-mail API's webhook. A bounce (Resend sends email.bounced when the recipient's server rejected
 * the message for good) or a complaint (the recipient marked it as spam) puts each recipient on the suppression list
 * (email_suppressions): the newsletter is not sent there again (../_shared/newsletter-store.ts), until the address
 * confirms a new subscription. The request must carry the API's signature (../_shared/signed-webhook.ts): unsigned,
 * forged or replayed, it is refused with a 401 and changes nothing. Other events are acknowledged and ignored.
 */
import type { Deps } from '../_shared/deps.ts'
import { errorJson, json, RequestError, readText } from '../_shared/http.ts'
import { signatureProblem } from '../_shared/signed-webhook.ts'
import { cleanEmail } from '../_shared/validation.ts'

const SUPPRESSING = { 'email.bounced': 'bounce', 'email.complained': 'complaint' } as const
type Suppressing = keyof typeof SUPPRESSING

export function emailEventsHandler(deps: Deps, { now = () => Date.now() } = {}) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return json(405, { error: 'méthode non prise en charge (POST).', code: 'method' })
    const secret = deps.config.email.webhookSecret
    if (!secret) return json(503, { error: 'webhook non configuré (RESEND_WEBHOOK_SECRET).', code: 'unconfigured' })
    let body: string
    try {
      body = await readText(request, 64 * 1024, deps.config.readTimeoutMs)
    } catch (error) {
      if (error instanceof RequestError) return errorJson(error.failure, {})
      throw error
    }
    const problem = await signatureProblem(secret, request.headers, body, now())
    if (problem) {
      deps.log(`Webhook d’e-mail refusé\u00a0: ${problem}`)
      return json(401, { error: problem, code: 'signature' })
    }
    let event: { type?: unknown; data?: { to?: unknown } }
    try {
      event = JSON.parse(body)
    } catch {
      return json(400, { error: 'corps illisible (JSON attendu).', code: 'malformed' })
    }
    if (typeof event.type !== 'string') return json(400, { error: 'événement sans type.', code: 'malformed' })
    if (!Object.hasOwn(SUPPRESSING, event.type)) return json(200, { ignored: event.type })
    const to = event.data?.to
    // An address as written, or inside « Name <address> ».
    const recipients = (Array.isArray(to) ? to : [to])
      .map((value) => cleanEmail(typeof value === 'string' ? (/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value) : value))
      .filter(Boolean)
    if (!recipients.length)
      return json(400, { error: 'événement sans destinataire lisible (data.to).', code: 'malformed' })
    const reason = SUPPRESSING[event.type as Suppressing]
    for (const address of recipients) await deps.newsletter.suppress(address, reason)
    deps.log(`E-mail\u00a0: ${recipients.length} adresse(s) écartée(s) des envois (${reason})`)
    return json(200, { suppressed: recipients.length, reason })
  }
}
