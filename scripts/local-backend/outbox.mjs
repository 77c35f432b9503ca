// @ts-check
/**
 * The local e-mail API: answers POST /emails like Resend does and, instead of sending, writes each e-mail to a
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
 * @param {{ dir: string, port?: number }} options
 * @returns {Promise<{ url: string, stop(): Promise<void> }>}
 */
export function startOutbox({ dir, port = 0 }) {
  mkdirSync(dir, { recursive: true })
  const seen = new Map()
  let count = 0
  const server = createServer((request, response) => {
    const answer = (status, body) => {
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method !== 'POST' || request.url !== '/emails') return answer(404, { message: 'Not found' })
    if (!/^Bearer \S+/.test(request.headers.authorization ?? '')) return answer(401, { message: 'Missing API key' })
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      let email
      try {
        email = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        return answer(422, { message: 'Invalid JSON' })
      }
      if (!email.from || !email.to || !email.subject) return answer(422, { message: 'Missing from, to or subject' })
      const key = request.headers['idempotency-key']
      if (typeof key === 'string' && seen.has(key)) return answer(200, { id: seen.get(key) })
      const id = randomUUID()
      if (typeof key === 'string') seen.set(key, id)
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      writeFileSync(join(dir, `${stamp}-${String(++count).padStart(4, '0')}-${id.slice(0, 8)}.eml`), emlOf(email, id))
      answer(200, { id })
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      const actual = typeof address === 'object' && address ? address.port : port
      resolve({ url: `http://127.0.0.1:${actual}`, stop: () => new Promise((done) => server.close(() => done())) })
    })
  })
}
