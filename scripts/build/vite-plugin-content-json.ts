/**
 * Content files (content/**\/*.json) as the site imports them: each `{{site.…}}` reference to a business fact replaced
 * by its value (scripts/build/content-files.ts), then handed to Vite's own JSON plugin, which makes one named export
 * per top-level key (a page importing one key of content/site.json bundles that key only). TypeScript types the
 * import from the file itself; the schemas check its shape at build (src/content/validate.ts).
 */
import { relative } from 'node:path'
import type { Plugin } from 'vite'
import { readContentFile, SITE_FILE } from './content-files.ts'

export function contentJson(): Plugin {
  let root = process.cwd()
  return {
    name: 'content-json',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    load(id) {
      const [path, query] = id.split('?')
      if (query || !path?.endsWith('.json') || !path.startsWith(`${root}/content/`)) return null
      this.addWatchFile(path)
      this.addWatchFile(`${root}/${SITE_FILE}`)
      try {
        return JSON.stringify(readContentFile(relative(root, path), root))
      } catch (error) {
        this.error((error as Error).message)
      }
    },
  }
}
