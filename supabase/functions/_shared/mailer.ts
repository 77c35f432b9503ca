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

export type Mailer = { send(email: Email): Promise<SendOutcome> }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function createMailer(settings: Config['email']): Mailer {
  type Attempt = { ok: true; id: string } | { ok: false; error: string; retry: boolean; permanent: boolean }
  async function attempt(email: Email): Promise<Attempt> {
    // A missing key is the site's to fix, not the e-mail's: it stays pending until the key is set.
    if (!settings.apiKey) return { ok: false, error: 'RESEND_API_KEY manquante', retry: false, permanent: false }
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), settings.timeoutMs)
    try {
      const response = await fetch(`${settings.apiUrl}/emails`, {
        method: 'POST',
        signal: controller.signal,
        headers: {
          Authorization: `Bearer ${settings.apiKey}`,
          'Content-Type': 'application/json',
          ...(email.idempotencyKey ? { 'Idempotency-Key': email.idempotencyKey } : {}),
        },
        body: JSON.stringify({
          from: settings.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          ...(email.replyTo ? { reply_to: email.replyTo } : {}),
          ...(email.headers ? { headers: email.headers } : {}),
        }),
      })
      const body = await response.text()
      if (response.ok) {
        let id = ''
        try {
          id = String((JSON.parse(body) as { id?: unknown }).id ?? '')
        } catch {
          // An answer without an id is still an acceptance.
        }
        return { ok: true, id }
      }
      const retry = response.status === 408 || response.status === 429 || response.status >= 500
      const permanent = response.status === 400 || response.status === 422
      return { ok: false, error: `HTTP ${response.status} ${body.slice(0, 200)}`, retry, permanent }
    } catch (error) {
      const reason = controller.signal.aborted ? `pas de réponse en ${settings.timeoutMs} ms` : String(error)
      return { ok: false, error: reason, retry: true, permanent: false }
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    async send(email) {
      for (let attempts = 1; ; attempts++) {
        const result = await attempt(email)
        if (result.ok) return { ok: true, id: result.id, attempts }
        if (!result.retry || attempts >= settings.attempts)
          return { ok: false, error: result.error, attempts, permanent: result.permanent }
        await sleep(settings.retryDelayMs * 3 ** (attempts - 1))
      }
    },
  }
}
