/**
 * The English site as a second module graph of the same modules. Every module of the app (src/, pages/, renderer/,
 * and the content files they import) exists twice: as written, in French, and under `<root>/.en/` (a path with no file
 * behind it), in English. A module of the English graph imports the English copies of the app's modules: its content
 * files are those of content/en/ (with the facts they take from the French ones, src/build/content-files.ts), its
 * `src/lang.ts` says 'en', and its virtual modules of services and articles are the English ones (`?lang=en`). Packages,
 * styles and the build's own modules (src/build/) are shared. So a translation is a second set of content files, not a
 * second set of components, and the French graph, its bundles and pages, do not change with it.
 *
 * The English graph is entered by a module id under `.en/`: the client build's second entry
 * (`.en/src/browser/start.ts`, vite.config.ts), `import('@en/renderer/render-page')` in the renderer, and, where one
 * graph reads the other's page list, `@en/…` and `@fr/…` (tsconfig.json types both as the module written).
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve as resolvePath } from 'node:path'
import type { Plugin } from 'vite'
import { contentModule } from './content-json.ts'

export const MIRROR = '.en'
const LANGUAGE = 'en'
/** The virtual modules whose content depends on the language (services and articles). */
const LANGUAGE_MODULES = [
  'virtual:service-index',
  'virtual:service-catalogue',
  'virtual:service-choices',
  'virtual:latest-articles',
  'virtual:article-modules',
  'virtual:newsletter-issues',
]
/**
 * Vite's helper of dynamic imports: each app its own, in its first chunk (vite.config.ts, group `start`), so that an
 * English page does not fetch the French app's first chunk for it.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js'

/** A virtual module's name and language: `\0virtual:x?lang=en` → ['\0virtual:x', 'en']. */
export function languageOfId(id: string): [string, 'fr' | 'en'] {
  const [name, query] = id.split('?lang=')
  return [name ?? id, query === LANGUAGE ? LANGUAGE : 'fr']
}

/** The packages both apps share in the browser: React, which every page loads anyway (vite.config.ts, group `react`). */
const SHARED_PACKAGES = /\/node_modules\/(react|react-dom|scheduler)\//

export function languageMirror(): Plugin {
  let root = `${process.cwd()}/`
  let building = false
  const mirrorRoot = () => `${root}${MIRROR}/`
  /**
   * The English id of a resolved module, or null when the module is shared. The build's modules (src/build/) are
   * shared, except in an English copy of one of them, asked for by name (`@en/src/build/llms-txt`) by build code that
   * writes an output per language: that copy, and the build modules it imports, read the English content.
   */
  const mirrored = (id: string, build = false): string | null => {
    if (id.startsWith('\0')) {
      const name = id.slice(1).split('?')[0] ?? ''
      return LANGUAGE_MODULES.includes(name) || (building && id === PRELOAD_HELPER) ? `${id}?lang=${LANGUAGE}` : null
    }
    const [path = '', query] = id.split('?')
    if (!path.startsWith(root) || path.startsWith(mirrorRoot())) return null
    const file = path.slice(root.length)
    const app =
      /^(src|pages|renderer|supabase\/functions\/_shared)\/.+\.(tsx?|json)$/.test(file) &&
      (build || !file.startsWith('src/build/'))
    const content = /^content\/.+\.json$/.test(file)
    return app || content ? `${mirrorRoot()}${file}${query ? `?${query}` : ''}` : null
  }
  return {
    name: 'language-mirror',
    enforce: 'pre',
    configResolved(config) {
      root = `${config.root.replace(/\/$/, '')}/`
      building = config.command === 'build'
    },
    async resolveId(source, importer, options) {
      if (source.startsWith(mirrorRoot())) return source
      if (source.startsWith(`/${MIRROR}/`)) return `${root}${source.slice(1)}`
      const explicit = /^@(en|fr)\/(.+)$/.exec(source)
      const fromMirror = importer?.startsWith(mirrorRoot())
      if (!explicit && !fromMirror) return null
      const real = (path: string) =>
        path.startsWith(mirrorRoot()) ? `${root}${path.slice(mirrorRoot().length)}` : path
      const realImporter = importer && real(importer)
      // A relative path from an English module names the English copy of its target; Vite's glob imports, though,
      // write the path from the English module's folder to the file itself (`../pages/…` from `.en/renderer/` names `pages/…`, not `.en/pages/…`).
      const target = explicit
        ? `${root}${explicit[2]}`
        : /^\.\.?\//.test(source) && importer
          ? real(resolvePath(dirname(importer), source))
          : source
      const resolved = await this.resolve(target, realImporter, {
        ...options,
        skipSelf: true,
      })
      if (!resolved || resolved.external || explicit?.[1] === 'fr') return resolved
      // Vite's dependency scan (which marks its calls `scan`, untyped) reads the files on disk, where no English copy
      // exists; the file written imports the same packages. A scan that fails leaves the dev server to find them page by
      // page, reloading the open pages each time it does.
      if ((options as { scan?: boolean }).scan) return resolved
      // In the browser build, the English app has its own copy of the packages too (but React): a package shared by
      // both apps would be bundled with the first app that reaches it, and the other app's pages would fetch that
      // app's chunk (the router with the French layout) to get it.
      const path = resolved.id.split('?')[0] ?? ''
      if (building && this.environment?.name === 'client' && path.startsWith(`${root}node_modules/`))
        return SHARED_PACKAGES.test(path)
          ? resolved
          : { ...resolved, id: `${mirrorRoot()}${resolved.id.slice(root.length)}` }
      const id = mirrored(
        resolved.id,
        explicit?.[1] === 'en' || Boolean(importer?.startsWith(`${mirrorRoot()}src/build/`)),
      )
      return id ? { ...resolved, id } : resolved
    },
    async load(id) {
      if (id === `${PRELOAD_HELPER}?lang=${LANGUAGE}`) return (await this.load({ id: PRELOAD_HELPER })).code
      if (!id.startsWith(mirrorRoot())) return null
      const [path = '', query] = id.split('?')
      const file = path.slice(mirrorRoot().length)
      if (file.startsWith('content/')) {
        const translation = `content/${LANGUAGE}/${file.slice('content/'.length)}`
        const chosen = existsSync(join(root, translation)) ? translation : file
        this.addWatchFile(join(root, chosen))
        try {
          return contentModule(root, chosen, query)
        } catch (error) {
          this.error((error as Error).message)
        }
      }
      const real = join(root, file)
      this.addWatchFile(real)
      const source = readFileSync(real, 'utf8')
      const code =
        file === 'src/lang.ts'
          ? source.replace("export const lang = 'fr' as Language", `export const lang = '${LANGUAGE}' as Language`)
          : source
      if (code === source && file === 'src/lang.ts')
        this.error(`${relative(root, real)} : la ligne « export const lang = 'fr' as Language » manque`)
      // Line for line the file written, which debuggers and stack traces then show.
      const lines = code.split('\n').length
      const mappings = `AAAA${';AACA'.repeat(lines - 1)}`
      return { code, map: { version: 3, sources: [real], sourcesContent: [source], names: [], mappings } }
    },
  }
}
