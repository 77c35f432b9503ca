/**
 * The editor's local server (scripts/local-backend/editor-server.mjs): decap-server on a throwaway folder, behind the
 * guard that `npm run dev` and the editor's browser tests put in front of it. A page rebinding its name to 127.0.0.1,
 * another origin, a path outside content/ and public/images/: refused, and nothing written.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsConfig, readEditorContent } from '../../scripts/cms/config.ts'
import { EDITED_FOLDERS, siteOrigins, startEditorServer } from '../../scripts/local-backend/editor-server.mjs'
import { freePort } from '../../scripts/local-backend/ports.mjs'
import { visit } from '../../scripts/local-backend/visitor.mjs'

const [site] = siteOrigins(3000) as [string]
const GIT_CONFIG = '[core]\n\tbare = false\n'
let root: string
let port: number
let editor: Awaited<ReturnType<typeof startEditorServer>>

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'editor-server-'))
  mkdirSync(join(root, 'content/pages'), { recursive: true })
  mkdirSync(join(root, '.git'))
  writeFileSync(join(root, 'content/pages/home.json'), '{}\n')
  writeFileSync(join(root, 'content/files.ts'), 'export {}\n')
  writeFileSync(join(root, '.git/config'), GIT_CONFIG)
  writeFileSync(join(root, 'package.json'), '{}\n')
  writeFileSync(join(root, '.env'), 'SECRET=1\n')
  // A link inside content/ to the repository itself: its path looks edited, its file is not.
  symlinkSync('..', join(root, 'content/root'))
  port = await freePort('8400-8499')
  editor = await startEditorServer({ port, root, origins: siteOrigins(3000) })
})
afterAll(() => {
  editor?.close()
  rmSync(root, { recursive: true, force: true })
})

/**
 * A call of the editor (Decap's proxy backend), as the dev site's page makes it unless `headers` say otherwise (a
 * header undefined: not sent).
 */
const call = (body: unknown, headers: Record<string, string | undefined> = {}, method = 'POST') =>
  visit(`http://127.0.0.1:${port}/api/v1`, {
    method,
    headers: Object.fromEntries(
      Object.entries({
        Host: `127.0.0.1:${port}`,
        Origin: site,
        'Content-Type': 'application/json; charset=utf-8',
        ...headers,
      }).filter((header): header is [string, string] => header[1] !== undefined),
    ),
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  })
const params = { branch: 'main', options: { commitMessage: 'm', useWorkflow: false, status: 'published' } }
const persistEntry = (path: string, raw = 'écrit par l’éditeur\n') => ({
  action: 'persistEntry',
  params: { ...params, dataFiles: [{ slug: 's', path, raw }], assets: [] },
})
const image = (path: string) => ({ path, content: Buffer.from('PNG').toString('base64'), encoding: 'base64' })
const file = (path: string) => join(root, path)
const read = (path: string) => readFileSync(file(path), 'utf8')

describe('the guard in front of decap-server', () => {
  it('refuses a request for another host (DNS rebinding) before decap-server sees it: nothing written', async () => {
    for (const host of ['rebind.attacker.example', `rebind.attacker.example:${port}`, `127.0.0.1:${port + 1}`]) {
      const answer = await call(persistEntry('content/rebound.json'), { Host: host, Origin: `http://${host}` })
      expect(answer.status, host).toBe(421)
      expect(JSON.parse(answer.body).error).toMatch(/^Hôte «\s.*\s» refusé/)
      // Even with the dev site's origin.
      expect((await call(persistEntry('content/rebound.json'), { Host: host })).status).toBe(421)
    }
    expect(existsSync(file('content/rebound.json'))).toBe(false)
  })

  it('refuses another origin than the dev site’s, any localhost port included, and gives it no CORS', async () => {
    for (const origin of ['http://localhost:9999', 'http://127.0.0.1:9999', 'https://evil.example', 'null']) {
      const answer = await call(persistEntry('content/other-origin.json'), { Origin: origin })
      expect(answer.status, origin).toBe(403)
      expect(answer.headers['access-control-allow-origin']).toBeUndefined()
      const preflight = await call(null, { Origin: origin, 'Access-Control-Request-Method': 'POST' }, 'OPTIONS')
      expect(preflight.status).toBe(403)
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
    }
    expect(existsSync(file('content/other-origin.json'))).toBe(false)
    // The dev site's origins get their own, and only theirs.
    for (const origin of siteOrigins(3000)) {
      const preflight = await call(null, { Origin: origin, 'Access-Control-Request-Method': 'POST' }, 'OPTIONS')
      expect(preflight.status).toBe(204)
      expect(preflight.headers['access-control-allow-origin']).toBe(origin)
    }
  })

  it('refuses to write or delete outside content/ and public/images/, whatever the path’s tricks: nothing changes', async () => {
    const outside = ['.git/config', 'package.json', '../outside', 'content/../.git/config', '/etc/passwd']
    const tricks = ['content\\..\\.git\\config', 'public/images/../../package.json', 'public/imagesx/a.png']
    for (const path of [...outside, ...tricks, 'content/root/.git/config']) {
      const writes = [
        persistEntry(path, '[core]\n\tfsmonitor = touch pwned\n'),
        { action: 'persistEntry', params: { ...params, dataFiles: [], assets: [image(path)] } },
        { action: 'persistMedia', params: { ...params, asset: image(path) } },
        { action: 'deleteFile', params: { ...params, path } },
        { action: 'deleteFiles', params: { ...params, paths: ['content/pages/home.json', path] } },
        // A rename out of content/.
        {
          action: 'persistEntry',
          params: {
            ...params,
            dataFiles: [{ slug: 's', path: 'content/pages/home.json', raw: '{}\n', newPath: path }],
            assets: [],
          },
        },
      ]
      for (const body of writes) {
        const answer = await call(body)
        expect(answer.status, `${body.action} ${path}`).toBe(403)
        expect(JSON.parse(answer.body).error).toContain('refusé')
      }
    }
    expect(read('.git/config')).toBe(GIT_CONFIG)
    expect(read('package.json')).toBe('{}\n')
    expect(read('content/pages/home.json')).toBe('{}\n')
    expect(existsSync(join(root, '../outside'))).toBe(false)
    expect(existsSync(file('public'))).toBe(false)
  })

  it('writes no code inside them: only content files (.json, .mdx) and images', async () => {
    const code = [
      'content/files.ts',
      'content/schema/x.mjs',
      'content/.env',
      'public/images/x.js',
      'public/images/x.html',
    ]
    for (const path of code) {
      for (const body of [
        persistEntry(path, 'process.exit(1)\n'),
        { action: 'persistMedia', params: { ...params, asset: image(path) } },
        { action: 'deleteFile', params: { ...params, path } },
      ]) {
        const answer = await call(body)
        expect(answer.status, `${body.action} ${path}`).toBe(403)
        expect(JSON.parse(answer.body).error).toMatch(/^Fichier «\s.*\s» refusé\s: l’éditeur n’écrit que des fichiers/)
      }
    }
    expect(read('content/files.ts')).toBe('export {}\n')
    for (const path of code.slice(1)) expect(existsSync(file(path)), path).toBe(false)
  })

  it('refuses to read outside them too, and any action of decap-server’s git mode', async () => {
    for (const body of [
      { action: 'getEntry', params: { branch: 'main', path: '.env' } },
      { action: 'getMediaFile', params: { branch: 'main', path: '.git/config' } },
      { action: 'entriesByFiles', params: { branch: 'main', files: [{ path: 'content/root/.env' }] } },
      { action: 'entriesByFolder', params: { branch: 'main', folder: '.git', extension: '', depth: 1 } },
      { action: 'getMedia', params: { branch: 'main', mediaFolder: '.' } },
      { action: 'unpublishedEntries', params: { branch: 'main' } },
    ]) {
      const answer = await call(body)
      expect(answer.status, JSON.stringify(body)).toBe(403)
      expect(answer.body).not.toContain('SECRET')
    }
  })

  it('lets the editor read and write content/ and public/images/, with the dev site’s CORS alone', async () => {
    const written = await call(persistEntry('content/pages/new.json', '{ "title": "Nouveau" }\n'))
    expect(written.status).toBe(200)
    expect(written.headers['access-control-allow-origin']).toBe(site)
    expect(read('content/pages/new.json')).toBe('{ "title": "Nouveau" }\n')

    const uploaded = await call({
      action: 'persistMedia',
      params: { ...params, asset: image('public/images/blog/a.png') },
    })
    expect(uploaded.status).toBe(200)
    expect(read('public/images/blog/a.png')).toBe('PNG')

    const entry = await call({ action: 'getEntry', params: { branch: 'main', path: 'content/pages/new.json' } })
    expect(JSON.parse(entry.body).data).toBe('{ "title": "Nouveau" }\n')
    const media = await call({ action: 'getMedia', params: { branch: 'main', mediaFolder: 'public/images/blog' } })
    expect(JSON.parse(media.body)).toMatchObject([{ path: 'public/images/blog/a.png' }])
    // Without an origin (curl, a script of the developer's), the right host passes.
    const info = await call({ action: 'info' }, { Origin: undefined })
    expect(info.status).toBe(200)
    expect(info.headers['access-control-allow-origin']).toBeUndefined()

    const deleted = await call({ action: 'deleteFile', params: { ...params, path: 'content/pages/new.json' } })
    expect(deleted.status).toBe(200)
    expect(existsSync(file('content/pages/new.json'))).toBe(false)
  })
})

it('the editor’s configuration reads and writes nowhere but the guard’s folders', async () => {
  const { config } = cmsConfig(await readEditorContent(process.cwd()))
  const paths = [
    config.media_folder,
    ...config.collections.flatMap((collection) => [
      collection.folder,
      collection.media_folder,
      ...((collection.files ?? []) as { file: string }[]).map((entry) => entry.file),
    ]),
  ].filter((path): path is string => typeof path === 'string')
  expect(paths).toContain('public/images')
  for (const path of paths)
    expect(
      EDITED_FOLDERS.some((folder) => `${path.replace(/^\//, '')}/`.startsWith(`${folder}/`)),
      path,
    ).toBe(true)
})
