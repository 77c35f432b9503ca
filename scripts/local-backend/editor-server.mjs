// @ts-check
/**
 * The editor's local server (`npm run dev`, the editor's browser tests): decap-server, which reads and writes the
 * files of a working tree, behind a guard. decap-server has no sign-in, checks no Host and lets any localhost port
 * call it: a page the developer opens could rebind its name to 127.0.0.1 and write any file (`.git/config` runs code
 * at the next `git status`). So decap-server listens on a socket in a private folder, which no browser reaches, and
 * this proxy, on the editor's port on loopback, passes on to it only:
 * - a request for 127.0.0.1:<port> or localhost:<port> (else 421), with no Origin or one of the dev site's (else 403);
 * - POST /api/v1 with a JSON {action, params}: an action of decap-server's fs mode whose every path, read or written,
 *   lies in the folders the editor edits (else 403).
 * It answers CORS itself, for the dev site's origins only; decap-server's own headers never reach the browser.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { lstat, realpath } from 'node:fs/promises'
import { createServer, request as httpRequest } from 'node:http'
import { createRequire } from 'node:module'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, dirname, join, posix, sep } from 'node:path'

/**
 * The folders the editor reads and writes: the content files (every collection of scripts/cms/config.ts lies under
 * content/) and the images (its media_folder, public/images, and the collections' public/images/<name>).
 * tests/integration/editor-server.test.ts checks that the generated configuration stays within them.
 */
export const EDITED_FOLDERS = ['content', 'public/images']

/**
 * What the editor writes in them: content files and images. content/ also holds the schemas' TypeScript
 * (content/files.ts, content/schema.ts), which the dev server and the next build would run: never written from here.
 */
const WRITTEN_FILES = /^(content\/.+\.(json|mdx)|public\/images\/.+\.(svg|png|jpe?g|webp|avif|gif))$/i
const WRITES = new Set(['persistEntry', 'persistMedia', 'deleteFile', 'deleteFiles'])

/** decap-server's own limit on a request's body (express.json({ limit: '50mb' })). */
const MAX_BODY = 50 * 1024 * 1024

/** The dev site's origins, on its port: those allowed to call the editor's server. */
export const siteOrigins = (/** @type {number | string} */ port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]

/** A list as decap-server reads it: an array as is, anything else as one item (then refused as a path). */
const each = (/** @type {any} */ value) => (value === undefined ? [] : [value].flat())
const dataFilePaths = (/** @type {any} */ file) => [file?.path, ...each(file?.newPath)]

/**
 * The paths each action of decap-server's fs mode names (node_modules/decap-server/dist/index.js: its joi schema and
 * localFsMiddleware). Any other action (the git mode's, the editorial workflow's) is refused.
 * @type {Map<string, (params: any) => unknown[]>}
 */
const ACTION_PATHS = new Map(
  Object.entries({
    info: () => [],
    getDeployPreview: () => [],
    entriesByFolder: (params) => [params.folder],
    entriesByFiles: (params) => each(params.files).map((file) => file?.path),
    getEntry: (params) => [params.path],
    getMedia: (params) => [params.mediaFolder],
    getMediaFile: (params) => [params.path],
    persistEntry: (params) => [
      ...[...each(params.entry), ...each(params.dataFiles)].flatMap(dataFilePaths),
      ...each(params.assets).map((asset) => asset?.path),
    ],
    persistMedia: (params) => [params.asset?.path],
    deleteFile: (params) => [params.path],
    deleteFiles: (params) => each(params.paths),
  }),
)

/**
 * The edited folder a path of a request lies in, or null: a relative path with forward slashes and no `..`, which
 * still lies in that folder once the symbolic links of what exists of it are followed.
 * @param {string} root
 * @param {unknown} path
 */
async function folderOf(root, path) {
  if (typeof path !== 'string' || /[\\\0]|^\/|^[a-z]:/i.test(path) || path.split('/').includes('..')) return null
  const normal = posix.normalize(path)
  const folder = EDITED_FOLDERS.find((name) => normal === name || normal.startsWith(`${name}/`))
  if (!folder) return null
  try {
    let existing = join(root, normal)
    const missing = []
    for (;;) {
      try {
        await lstat(existing)
        break
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error
        missing.unshift(basename(existing))
        existing = dirname(existing)
      }
    }
    const real = join(await realpath(existing), ...missing)
    const realFolder = join(await realpath(root), folder)
    return real === realFolder || real.startsWith(`${realFolder}${sep}`) ? folder : null
  } catch {
    return null
  }
}

/**
 * Loaded first in decap-server's process: its server (express's app.listen, an http.Server) listens on the socket
 * EDITOR_SOCKET names instead of a port.
 */
const LISTEN_ON_SOCKET = `data:text/javascript,${encodeURIComponent(
  "import { Server } from 'node:http'; const listen = Server.prototype.listen; Server.prototype.listen = " +
    "function (...args) { return listen.call(this, process.env.EDITOR_SOCKET, args.find((a) => typeof a === 'function')) }",
)}`

/** @typedef {import('node:http').IncomingMessage} Request */

/** @param {Request} request @returns {Promise<Buffer | null>} the body, or null past MAX_BODY */
function readBody(request) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    request.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length
      if (size > MAX_BODY) {
        resolve(null)
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

/**
 * The guard's answer to one request, or the body to pass on: the JSON checked, written again, so that decap-server
 * reads what was checked and nothing else (no other encoding, charset or compression).
 * @param {Request} request
 * @param {{ port: number, root: string, origins: readonly string[] }} options
 * @returns {Promise<{ status: number, error: string } | { status: 204 } | { body: string }>}
 */
async function check(request, { port, root, origins }) {
  const host = request.headers.host?.toLowerCase()
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`)
    return {
      status: 421,
      error: `Hôte «\u00a0${host ?? ''}\u00a0» refusé\u00a0: l’éditeur local ne répond qu’à 127.0.0.1:${port}.`,
    }
  const origin = request.headers.origin
  if (origin !== undefined && !origins.includes(origin))
    return {
      status: 403,
      error: `Origine «\u00a0${origin}\u00a0» refusée\u00a0: seul le site de développement parle à l’éditeur.`,
    }
  if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/api/v1')
    return { status: 404, error: 'Adresse inconnue\u00a0: l’éditeur local ne sert que /api/v1.' }
  if (request.method === 'OPTIONS') return { status: 204 }
  if (request.method !== 'POST') return { status: 405, error: 'Méthode refusée\u00a0: POST seulement.' }
  if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? ''))
    return { status: 415, error: 'Corps refusé\u00a0: JSON attendu (Content-Type: application/json).' }
  const raw = await readBody(request)
  if (!raw) return { status: 413, error: 'Corps refusé\u00a0: plus de 50\u00a0Mo.' }
  /** @type {any} */
  let body
  try {
    body = JSON.parse(raw.toString('utf8'))
  } catch {
    return { status: 400, error: 'Corps refusé\u00a0: JSON illisible.' }
  }
  const paths = ACTION_PATHS.get(body?.action)?.(typeof body.params === 'object' && body.params ? body.params : {})
  if (!paths) return { status: 403, error: `Action «\u00a0${String(body?.action)}\u00a0» refusée.` }
  for (const path of paths) {
    if (!(await folderOf(root, path)))
      return {
        status: 403,
        error: `Chemin «\u00a0${String(path)}\u00a0» refusé\u00a0: l’éditeur ne lit et n’écrit que sous ${EDITED_FOLDERS.map((f) => `${f}/`).join(' et ')}.`,
      }
    if (WRITES.has(body.action) && !WRITTEN_FILES.test(posix.normalize(String(path))))
      return {
        status: 403,
        error: `Fichier «\u00a0${String(path)}\u00a0» refusé\u00a0: l’éditeur n’écrit que des fichiers de contenu (.json, .mdx) et des images.`,
      }
  }
  return { body: JSON.stringify(body) }
}

/**
 * Starts decap-server (fs mode) on `root` behind the guard, on 127.0.0.1:`port`; resolves once it answers.
 * @param {{ port: number, root: string, origins: readonly string[], logLevel?: string }} options
 */
export async function startEditorServer({ port, root, origins, logLevel = 'warn' }) {
  // A folder only this user may enter (mode 700), for the socket.
  const dir = mkdtempSync(join(tmpdir(), 'decap-'))
  const socketPath = join(dir, 'decap.sock')
  const decap = spawn(
    process.execPath,
    ['--import', LISTEN_ON_SOCKET, createRequire(import.meta.url).resolve('decap-server/dist/index.js')],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        // Were the socket not taken, a port of the OS's choosing on loopback, until reachable() gives up on it.
        PORT: '0',
        BIND_HOST: '127.0.0.1',
        MODE: 'fs',
        GIT_REPO_DIRECTORY: root,
        LOG_LEVEL: logLevel,
        EDITOR_SOCKET: socketPath,
      },
    },
  )
  const server = createServer(async (request, response) => {
    /** @type {Record<string, string>} */
    const cors = {}
    if (request.headers.origin && origins.includes(request.headers.origin))
      Object.assign(cors, {
        'Access-Control-Allow-Origin': request.headers.origin,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        Vary: 'Origin',
      })
    const json = { ...cors, 'Content-Type': 'application/json; charset=utf-8' }
    const verdict = await check(request, { port, root, origins }).catch(() => ({
      status: 400,
      error: 'Requête illisible.',
    }))
    if ('status' in verdict) {
      response.writeHead(verdict.status, 'error' in verdict ? json : cors)
      response.end('error' in verdict ? JSON.stringify({ error: verdict.error }) : undefined)
      return
    }
    const upstream = httpRequest(
      {
        socketPath,
        path: '/api/v1',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(verdict.body) },
      },
      (answer) => {
        const length = answer.headers['content-length']
        response.writeHead(answer.statusCode ?? 502, { ...json, ...(length && { 'Content-Length': length }) })
        answer.pipe(response)
      },
    )
    upstream.on('error', () => {
      if (!response.headersSent)
        response.writeHead(502, json).end(JSON.stringify({ error: 'decap-server ne répond pas.' }))
      else response.destroy()
    })
    upstream.end(verdict.body)
  })
  const close = () => {
    decap.kill('SIGTERM')
    server.close()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve(undefined))
    })
    await reachable(socketPath, decap)
  } catch (error) {
    close()
    throw error
  }
  return { decap, server, close }
}

/**
 * Resolves once decap-server accepts connections on its socket (within 30 s).
 * @param {string} socketPath
 * @param {import('node:child_process').ChildProcess} decap
 */
async function reachable(socketPath, decap) {
  for (let tries = 0; tries < 600; tries++) {
    if (decap.exitCode !== null || decap.signalCode !== null)
      throw new Error(`decap-server s’est arrêté au démarrage (code ${decap.exitCode ?? decap.signalCode}).`)
    const up = await new Promise((resolve) => {
      const socket = connect(socketPath)
      socket.once('connect', () => {
        socket.end()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('decap-server ne répond pas après 30 s.')
}
