// @ts-check
/**
 * The local e-mail API: answers POST /emails and /emails/batch like Resend does and, instead of sending, writes each e-mail to a
 * file of the outbox folder (.tmp/outbox/ for `npm run dev`), where a developer reads it.
 */
import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'

/** An e-mail as a readable .eml file: headers, then the text body. */
export function emlOf(email, id, date = new Date()) {
  const list = (value) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''))
  const headers = [
    ['Message-ID', `<${id}@outbox.local>`],
    ['Date', date.toUTCString()],
    ['From', email.from],
    ['To', list(email.to)],
    ...(email.reply_to ? [['Reply-To', list(email.reply_to)]] : []),
    ['Subject', email.subject],
    ...Object.entries(email.headers ?? {}),
    ['Content-Type', 'text/plain; charset=utf-8'],
  ]
  return `${headers.map(([name, value]) => `${name}: ${value}`).join('\n')}\n\n${email.text ?? ''}\n`
}

/**
 * @param {{
 *   dir: string | null,
 *   port?: number,
 *   refuse?: (path: string, call: number) => number,
 * }} options
 *   dir: where e-mails are written, or null to keep them in `sent` instead (the tests, the newsletter's benchmark); refuse: the
 *   status to answer the nth call with instead of taking it (429, 500…), 0 to take it, minus a status to take it and
 *   answer that status all the same (an answer lost after the API sent the e-mails).
 * @returns {Promise<{ url: string, sent: { to: string[], subject: string, headers?: Record<string, string>, text: string, html?: string }[], stop(): Promise<void> }>}
 *   sent: every e-mail taken, once: a call repeating an idempotency key is answered as the first, and sends nothing.
 */
export function startOutbox({ dir, port = 0, refuse = () => 0 }) {
  if (dir) mkdirSync(dir, { recursive: true })
  const seen = new Map()
  /** @type {any[]} */
  const sent = []
  let count = 0
  let calls = 0
  const server = createServer((request, response) => {
    const answer = (status, body) => {
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const batch = request.url === '/emails/batch'
    if (request.method !== 'POST' || (request.url !== '/emails' && !batch)) return answer(404, { message: 'Not found' })
    if (!/^Bearer \S+/.test(request.headers.authorization ?? '')) return answer(401, { message: 'Missing API key' })
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      let body
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        return answer(422, { message: 'Invalid JSON' })
      }
      // POST /emails/batch: up to 100 e-mails, taken or refused together, as Resend does.
      const emails = batch ? body : [body]
      if (!Array.isArray(emails) || emails.length < 1 || emails.length > 100)
        return answer(422, { message: 'A batch holds 1 to 100 e-mails' })
      if (emails.some((email) => !email?.from || !email?.to || !email?.subject))
        return answer(422, { message: 'Missing from, to or subject' })
      const refused = refuse(request.url ?? '', ++calls)
      if (refused > 0) return answer(refused, { message: `refused on purpose (${refused})` })
      const key = request.headers['idempotency-key']
      const answered = typeof key === 'string' && seen.has(key) ? seen.get(key) : take(emails, batch)
      if (typeof key === 'string') seen.set(key, answered)
      // Taken, but the answer is lost on the way back: the sender sees a failure for e-mails that went.
      if (refused < 0) return answer(-refused, { message: `taken, answer lost on purpose (${-refused})` })
      answer(200, answered)
    })
  })

  /** Sends (writes, or keeps) the e-mails and answers their ids as the API does. */
  function take(emails, batch) {
    const ids = emails.map((email) => {
      const id = randomUUID()
      if (!dir) {
        sent.push(email)
        return id
      }
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const name = `${stamp}-${String(++count).padStart(4, '0')}-${id.slice(0, 8)}.eml`
      writeFileSync(join(dir, name), emlOf(email, id))
      return id
    })
    return batch ? { data: ids.map((id) => ({ id })) } : { id: ids[0] }
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      const actual = typeof address === 'object' && address ? address.port : port
      resolve({
        url: `http://127.0.0.1:${actual}`,
        sent,
        stop: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}
