/**
 * `virtual:newsletter-issues`: the newsletter's issues of a language (content/newsletter/<yyyy-mm>.json, or
 * content/en/newsletter/ with the `sendAt` each takes from its French file), oldest first, each with its `id`, the file's
 * month. Read at build only (src/newsletter/issues.ts): the pages and the e-mails are built from it; in the browser,
 * an empty list.
 */
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { diskTree } from '../../content/disk-tree.ts'
import { filesIn } from '../../content/tree.ts'
import { readContentFile } from '../content-files.ts'
import { languageOfId } from './language-mirror.ts'

const ID = 'virtual:newsletter-issues'
const FOLDER = 'content/newsletter'

export function newsletterIssues(): Plugin {
  let root = process.cwd()
  return {
    name: 'newsletter-issues',
    configResolved(config) {
      root = config.root
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    configureServer(server) {
      server.watcher.on('all', (_event, file) => {
        if (!/\/content\/(en\/)?newsletter\/[^/]+\.json$/.test(file)) return
        for (const variant of [`\0${ID}`, `\0${ID}?lang=en`]) {
          const module = server.moduleGraph.getModuleById(variant)
          if (module) void server.reloadModule(module)
        }
      })
    },
    load(id, options) {
      const [module, language] = languageOfId(id)
      if (module !== `\0${ID}`) return null
      // The browser never reads a letter: its pages are kept as served.
      if (!options?.ssr) return 'export default []'
      const tree = diskTree(root)
      const folder = language === 'fr' ? FOLDER : FOLDER.replace(/^content\//, `content/${language}/`)
      for (const file of filesIn(tree, folder, '.json')) this.addWatchFile(join(root, file))
      try {
        const issues = filesIn(tree, folder, '.json')
          .map((file) => ({
            id: file.slice(folder.length + 1, -'.json'.length),
            ...(readContentFile(file, tree) as object),
          }))
          .sort((a, b) => a.id.localeCompare(b.id))
        return `export default ${JSON.stringify(issues)}`
      } catch (error) {
        this.error((error as Error).message)
      }
    },
  }
}
