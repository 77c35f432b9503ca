/**
 * The editor at /admin/ in `npm run dev`: its page, its script, a config.json generated afresh on each request (an
 * edited schema or a new category shows at the next reload; 0.1–0.2 s) and Decap CMS's bundle from node_modules, under the
 * editor's own policy. Decap then talks to decap-server (DECAP_SERVER_URL, which scripts/local-backend/dev.mjs
 * starts, behind its guard), which writes the files of this working tree. `npm run build:editor` writes the same files
 * to editor/dist/, a site of its own on its own origin (scripts/cms/build.ts).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import {
  ADMIN_PATH,
  adminHtml,
  adminPolicy,
  buildAdminScript,
  contentSnapshot,
  DECAP_DIST,
  decapFiles,
  editorConfig,
} from '../../../scripts/cms/admin-files.ts'
import { configJson, readSiteFacts } from '../../../scripts/cms/config.ts'
import { DEFAULT_DECAP_PORT, localBackendUrl } from '../../../scripts/cms/settings.ts'

/** The stylesheet of the site as the dev server serves it (Vite's `?direct`: CSS, not a module). */
const DEV_STYLESHEET = '/src/styles.css?direct'

export function adminEditor(): Plugin {
  let root = process.cwd()
  let script: Promise<string> | null = null
  const backend = () => process.env.DECAP_SERVER_URL ?? localBackendUrl(DEFAULT_DECAP_PORT)
  return {
    name: 'admin-editor',
    apply: 'serve',
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      // The script holds the schemas and the build's validation: made again after a change to either.
      server.watcher.on('all', (_event, file) => {
        if (/\/(content|scripts\/cms|src)\/.*\.ts$/.test(file)) script = null
      })
      server.middlewares.use(async (request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://localhost').pathname
        if (path === '/admin' || path === '/admin/index.html') {
          response.writeHead(302, { Location: ADMIN_PATH }).end()
          return
        }
        if (!path.startsWith(ADMIN_PATH)) return next()
        const name = path.slice(ADMIN_PATH.length) || 'index.html'
        const send = (type: string, body: string | Buffer) =>
          response
            .writeHead(200, {
              'Content-Type': type,
              'Cache-Control': 'no-store',
              'X-Robots-Tag': 'noindex',
              'Content-Security-Policy': adminPolicy(backend()),
            })
            .end(body)
        try {
          if (name === 'index.html') {
            const facts = await readSiteFacts(root)
            return send('text/html; charset=utf-8', adminHtml({ brand: facts.brand, previewStyle: DEV_STYLESHEET }))
          }
          if (name === 'config.json') {
            const origin = `http://${request.headers.host ?? '127.0.0.1'}`
            const { config } = await editorConfig(root, {
              localBackend: { url: backend(), allowed_hosts: ['127.0.0.1', 'localhost'] },
              siteUrl: origin,
            })
            return send('application/json; charset=utf-8', configJson(config))
          }
          if (name === 'content.json') return send('application/json; charset=utf-8', contentSnapshot(root, true))
          if (name === 'admin.js') {
            script ??= buildAdminScript(root)
            return send('text/javascript; charset=utf-8', await script)
          }
          if (decapFiles(root).includes(name))
            return send(
              name.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'text/javascript; charset=utf-8',
              await readFile(join(root, DECAP_DIST, name)),
            )
          response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Introuvable')
        } catch (error) {
          script = null
          server.config.logger.error(`Éditeur (/admin/) : ${(error as Error).message}`)
          response
            .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
            .end(`Éditeur indisponible : ${(error as Error).message}`)
        }
      })
    },
  }
}
