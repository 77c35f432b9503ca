import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import site from '@content/site.json'
import { diffSitemaps, indexNowPayloads, parseSitemap, submitIndexNow, type IndexNowPayload } from '@/build/indexnow'

const sitemap = (pages: [string, string?][]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${pages
    .map(([loc, lastmod]) => `<url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
    .join('')}</urlset>`
const url = (path: string) => `${site.url}${path}`

/** A fake IndexNow endpoint on loopback: answers each request with the next status given, and keeps what it got. */
let server: Server
let endpoint = ''
let answers: number[] = []
let received: { method: string; type: string; body: IndexNowPayload }[] = []
beforeAll(async () => {
  server = createServer((request, response) => {
    let data = ''
    request.on('data', (chunk) => (data += chunk))
    request.on('end', () => {
      received.push({ method: request.method!, type: request.headers['content-type'] ?? '', body: JSON.parse(data) })
      response.writeHead(answers.shift() ?? 200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  answers = []
  received = []
})

describe('IndexNow: what to send', () => {
  it('reads a sitemap’s pages and their last modification', () => {
    const pages = parseSitemap(sitemap([[url('/a?x=1&amp;y=2'), '2025-01-01'], [url('/b')]]))
    expect([...pages]).toEqual([
      [url('/a?x=1&y=2'), '2025-01-01'],
      [url('/b'), ''],
    ])
  })

  it('sends the new, the changed and the removed pages, not the unchanged ones', () => {
    const live = parseSitemap(sitemap([[url('/same'), '2025-01-01'], [url('/edited'), '2025-01-01'], [url('/gone')]]))
    const next = parseSitemap(sitemap([[url('/same'), '2025-01-01'], [url('/edited'), '2025-03-01'], [url('/new')]]))
    expect(diffSitemaps(live, next)).toEqual({
      added: [url('/new')],
      changed: [url('/edited')],
      removed: [url('/gone')],
    })
    expect(diffSitemaps(undefined, next).added).toHaveLength(3)
  })

  it('names the host and the key file at the site’s root, and splits at 10,000 URLs', () => {
    const added = Array.from({ length: 25_001 }, (_, index) => url(`/page-${index}`))
    const payloads = indexNowPayloads(site.url, site.indexNowKey, { added, changed: [], removed: [] })
    expect(payloads.map((payload) => payload.urlList.length)).toEqual([10_000, 10_000, 5_001])
    expect(payloads.flatMap((payload) => payload.urlList)).toEqual(added)
    expect(payloads[0]).toMatchObject({
      host: new URL(site.url).host,
      key: site.indexNowKey,
      keyLocation: `${site.url}/${site.indexNowKey}.txt`,
    })
    expect(indexNowPayloads(site.url, site.indexNowKey, { added: [], changed: [], removed: [] })).toEqual([])
  })
})

describe('IndexNow: the endpoint’s answers', () => {
  const payload = indexNowPayloads(site.url, site.indexNowKey, { added: [url('/a')], changed: [], removed: [] })[0]!

  it('posts the JSON payload', async () => {
    await submitIndexNow(endpoint, payload)
    expect(received).toEqual([{ method: 'POST', type: 'application/json; charset=utf-8', body: payload }])
  })

  it.each([
    [200, true, /1 URL transmises/],
    [202, true, /la clé sera vérifiée plus tard/],
    [400, false, /Requête refusée \(400\)\u00a0: format invalide/],
    [403, false, new RegExp(`Clé refusée \\(403\\)\u00a0: ${site.url}/${site.indexNowKey}.txt est introuvable`)],
    [422, false, /URL refusées \(422\)\u00a0: elles n’appartiennent pas à www\.moreldigital\.fr/],
    [429, false, /Trop de requêtes \(429\)/],
    [500, false, /Réponse inattendue du service IndexNow \(500\)/],
  ])('answers %i with a French message', async (status, ok, message) => {
    answers = [status]
    const answer = await submitIndexNow(endpoint, payload)
    expect(answer).toMatchObject({ status, ok })
    expect(answer.message).toMatch(message)
  })

  it('says so when the endpoint cannot be reached', async () => {
    const answer = await submitIndexNow('http://127.0.0.1:9/indexnow', payload)
    expect(answer).toMatchObject({ status: 0, ok: false })
    expect(answer.message).toMatch(/^Service IndexNow injoignable/)
  })
})

describe('npm run indexnow', () => {
  const run = promisify(execFile)
  const folder = mkdtempSync(join(tmpdir(), 'indexnow-'))
  const live = join(folder, 'live.xml')
  const next = join(folder, 'next.xml')
  writeFileSync(live, sitemap([[url('/kept')], [url('/gone')]]))
  writeFileSync(
    next,
    sitemap([[url('/kept')], ...Array.from({ length: 10_001 }, (_, index): [string] => [url(`/new-${index}`)])]),
  )
  const cli = (...args: string[]) =>
    run('node', ['scripts/indexnow.mjs', '--live', live, '--sitemap', next, '--endpoint', endpoint, ...args])

  it('posts the diff against the live sitemap in batches of 10,000', async () => {
    answers = [200, 202]
    const { stdout } = await cli()
    expect(received.map((request) => request.body.urlList.length)).toEqual([10_000, 2])
    expect(received[1]!.body.urlList).toEqual([url('/new-10000'), url('/gone')])
    expect(stdout).toContain('10001 nouvelle(s), 0 modifiée(s), 1 retirée(s).')
    expect(stdout).toContain('Envoi 2/2\u00a0: 2 URL reçues')
  }, 30_000)

  it('prints the requests without sending them with --dry-run', async () => {
    const { stdout } = await cli('--dry-run')
    expect(received).toEqual([])
    expect(stdout).toContain(`"keyLocation": "${site.url}/${site.indexNowKey}.txt"`)
  }, 30_000)

  it('fails with the endpoint’s reason when it refuses', async () => {
    answers = [403, 403]
    const failure = await cli().catch((error: { code: number; stdout: string }) => error)
    expect(failure).toMatchObject({ code: 1 })
    expect((failure as { stdout: string }).stdout).toContain('Clé refusée (403)')
  }, 30_000)
})
