/**
 * Content files (content/**\/*.json) as the site imports them: each `{{site.…}}` reference to a business fact replaced
 * by its value (src/build/content-files.ts), then handed to Vite's own JSON plugin, which makes one named export
 * per top-level key. `file.json?pick=a,b` is a module of those keys only: a bundler puts a module in one chunk whole,
 * so what every page shows of content/site.json (src/site-basics.ts) must be a module apart from the rest, which only
 * some pages use. TypeScript types the import from the file itself; the schemas check its shape at build
 * (src/content/validate.ts).
 */
import { relative } from 'node:path'
import type { Plugin } from 'vite'
import { FIGURES_FILE, readContentFile, SITE_FILE } from '../content-files.ts'

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
      const pick = query?.startsWith('pick=') ? query.slice('pick='.length).split(',') : null
      if ((query && !pick) || !path?.endsWith('.json') || !path.startsWith(`${root}/content/`)) return null
      this.addWatchFile(path)
      this.addWatchFile(`${root}/${SITE_FILE}`)
      this.addWatchFile(`${root}/${FIGURES_FILE}`)
      try {
        return contentModule(root, relative(root, path), query)
      } catch (error) {
        this.error((error as Error).message)
      }
    },
  }
}

/** The module text of a content file (`file`, relative to `root`), whole or only the keys of `pick=a,b`. */
export function contentModule(root: string, file: string, query: string | undefined): string {
  const pick = query?.startsWith('pick=') ? query.slice('pick='.length).split(',') : null
  const data = readContentFile(file, root) as Record<string, unknown>
  if (!pick) return JSON.stringify(data)
  // Vite's JSON plugin leaves a module with a query alone: its default export, written here.
  return `export default ${JSON.stringify(Object.fromEntries(pick.map((key) => [key, data[key]])))}`
}
