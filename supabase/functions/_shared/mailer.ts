/**
 * Sends e-mail through a Resend-compatible HTTP API (POST {apiUrl}/emails), retrying at once what may succeed a
 * moment later: timeouts, network errors, 408, 429 and 5xx answers. Locally the API is the backend's outbox, which writes each e-mail
 * to a file; in the tests, a fake server that fails or hangs on demand.
 */
import type { Config } from './config.ts'

export type Email = {
  to: string[]
  subject: string
  text: string
  html: string
  replyTo?: string
  headers?: Record<string, string>
  /** The same key for the same e-mail: the API sends it once even if a retry repeats the call. */
  idempotencyKey?: string
}

/**
 * permanent: the API refused this e-mail itself (400 or 422: a malformed address, a field it rejects), so sending it
 * again would fail again. Any other refusal is the site's to fix (401 or 403: a revoked key, a domain not verified;
 * 409: an idempotency clash) and the e-mail stays pending, retried with the back-off until it goes.
 */
export type SendOutcome =
  | { ok: true; id: string; attempts: number }
  | { ok: false; error: string; attempts: number; permanent: boolean }

/**
 * A batch's outcome (POST /emails/batch, up to 100 e-mails): the API takes or refuses it whole. `ids` in the
 * e-mails' order. A 409 is an idempotency key the API already holds: that batch went in an earlier call (a sender
 * that crashed after sending), so it is not sent again and counts as sent, without ids.
 */
export type BatchOutcome =
  | { ok: true; ids: string[]; attempts: number }
  | { ok: false; error: string; attempts: number; status: number | null; permanent: boolean }

export type Mailer = {
  send(email: Email): Promise<SendOutcome>
  sendBatch(emails: Email[], idempotencyKey: string): Promise<BatchOutcome>
}

/** The most e-mails one batch call takes (Resend's limit). */
export const BATCH_LIMIT = 100

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function createMailer(settings: Config['email']): Mailer {
  type Attempt =
    | { ok: true; body: unknown }
    | { ok: false; error: string; retry: boolean; permanent: boolean; status: number | null }
  const message = (email: Email) => ({
    from: settings.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(email.replyTo ? { reply_to: email.replyTo } : {}),
    ...(email.headers ? { headers: email.headers } : {}),
  })

  async function attempt(path: string, payload: unknown, idempotencyKey?: string): Promise<Attempt> {
    // A missing key is the site's to fix, not the e-mail's: it stays pending until the key is set.
    if (!settings.apiKey)
      return { ok: false, error: 'RESEND_API_KEY manquante', retry: false, permanent: false, status: null }
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), settings.timeoutMs)
    try {
      const response = await fetch(`${settings.apiUrl}${path}`, {
        method: 'POST',
        signal: controller.signal,
        headers: {
          Authorization: `Bearer ${settings.apiKey}`,
          'Content-Type': 'application/json',
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: JSON.stringify(payload),
      })
      const body = await response.text()
      if (response.ok) {
        try {
          return { ok: true, body: JSON.parse(body) }
        } catch {
          // An answer without a body is still an acceptance.
          return { ok: true, body: null }
        }
      }
      const retry = response.status === 408 || response.status === 429 || response.status >= 500
      const permanent = response.status === 400 || response.status === 422
      const error = `HTTP ${response.status} ${body.slice(0, 200)}`
      return { ok: false, error, retry, permanent, status: response.status }
    } catch (error) {
      const reason = controller.signal.aborted ? `pas de réponse en ${settings.timeoutMs} ms` : String(error)
      return { ok: false, error: reason, retry: true, permanent: false, status: null }
    } finally {
      clearTimeout(timer)
    }
  }

  /** Calls until an answer that is not worth waiting for another: 408, 429, 5xx and silence are tried again. */
  async function withRetries(path: string, payload: unknown, idempotencyKey?: string) {
    for (let attempts = 1; ; attempts++) {
      const result = await attempt(path, payload, idempotencyKey)
      if (result.ok || !result.retry || attempts >= settings.attempts) return { result, attempts }
      await sleep(settings.retryDelayMs * 3 ** (attempts - 1))
    }
  }

  return {
    async send(email) {
      const { result, attempts } = await withRetries('/emails', message(email), email.idempotencyKey)
      if (!result.ok) return { ok: false, error: result.error, attempts, permanent: result.permanent }
      const id = (result.body as { id?: unknown } | null)?.id
      return { ok: true, id: String(id ?? ''), attempts }
    },
    async sendBatch(emails, idempotencyKey) {
      const { result, attempts } = await withRetries('/emails/batch', emails.map(message), idempotencyKey)
      if (result.ok) {
        const data = (result.body as { data?: { id?: unknown }[] } | null)?.data
        return { ok: true, ids: emails.map((_, index) => String(data?.[index]?.id ?? '')), attempts }
      }
      if (result.status === 409) return { ok: true, ids: [], attempts }
      return { ok: false, error: result.error, attempts, status: result.status, permanent: result.permanent }
    },
  }
}
