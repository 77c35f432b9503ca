/**
 * `npm run dev` serves the blog search's index from the last build (dist/client/pagefind/, made by `npm run build`):
 * the dev server does not make it, since it would have to render every article first. Without a build, the search
 * says in its results that the index is absent.
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { join, normalize, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'

const PREFIX = '/pagefind/'

export function devSearchIndex(): Plugin {
  const dir = resolve('dist/client/pagefind')
  return {
    name: 'dev-search-index',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? ''
        if (!path.startsWith(PREFIX)) return next()
        const file = join(dir, normalize(decodeURIComponent(path.slice(PREFIX.length))))
        if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) {
          res.statusCode = 404
          return res.end()
        }
        res.setHeader('Content-Type', file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream')
        createReadStream(file).pipe(res)
      })
    },
  }
}
