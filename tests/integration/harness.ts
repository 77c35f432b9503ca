/**
 * The leads backend for integration tests: a real PostgreSQL server (Debian's, on loopback), the functions running
 * in Deno, and a fake e-mail API that records what it is sent and accepts or refuses it on demand.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import postgres from 'postgres'
import { startBackend } from '../../scripts/local-backend/backend.mjs'

export const SITE = 'http://127.0.0.1:8999'

export type SentEmail = {
  to: string[]
  subject: string
  text: string
  reply_to?: string
  headers?: Record<string, string>
}

export async function startHarness(options: { dataDir?: string } = {}) {
  const emails: SentEmail[] = []
  let mode: 'ok' | 'reject' | 'fail' | 'unauthorized' = 'ok'
  const emailApi = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      emails.push(JSON.parse(body))
      if (mode === 'reject')
        return response.writeHead(422, { 'Content-Type': 'application/json' }).end('{"message":"Invalid `to` field"}')
      if (mode === 'unauthorized')
        return response.writeHead(401, { 'Content-Type': 'application/json' }).end('{"message":"API key is invalid"}')
      if (mode === 'fail')
        return response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"panne"}')
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ id: `email-${emails.length}` }))
    })
  })
  await new Promise<void>((resolve) => emailApi.listen(0, '127.0.0.1', resolve))
  const backend = await startBackend({
    siteOrigins: [SITE],
    emailApiUrl: `http://127.0.0.1:${(emailApi.address() as AddressInfo).port}`,
    quiet: true,
    ...options,
  })
  const sql = postgres(backend.dbUrl, { max: 2, onnotice: () => {} })
  return {
    backend,
    sql,
    emails,
    emailApi: (next: typeof mode) => (mode = next),
    functionUrl: (name: string) => `${backend.functionsUrl}/functions/v1/${name}`,
    async stop() {
      await sql.end()
      await backend.stop()
      emailApi.close()
    },
  }
}

export type Harness = Awaited<ReturnType<typeof startHarness>>
