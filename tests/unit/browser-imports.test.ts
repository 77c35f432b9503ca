/**
 * The browser never imports the build (src/build/): its modules read files, run compilers and know every article,
 * and one import from a screen would drag them, or the article index, into the bundle of every page. The test walks
 * the import graph as the client build sees it, from the browser's entry (src/browser/start.ts), the screens
 * (pages/**\/*Page.tsx, which src/routes/modules.ts globs) and the ambient types (src/env.d.ts): static and dynamic
 * imports, type-only ones too, `import.meta.glob` patterns, the path aliases and package.json "imports" under the
 * `browser` condition. Packages and virtual modules are not followed.
 */
import { existsSync, globSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const BUILD = 'src/build/'
const ALIASES: Record<string, string> = { '@/': 'src/', '@content/': 'content/', '@functions/': 'supabase/functions/' }
const ENDINGS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']
const CODE = /\.(ts|tsx|mjs|js)$/
const packageImports = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).imports as Record<
  string,
  string | Record<string, string>
>

type Import = { specifier: string; glob?: boolean; typeOnly?: boolean }

/** What a module imports: `from '…'` (type-only or not), `import '…'`, `import('…')`, `import.meta.glob('…')`. */
function specifiersOf(source: string): Import[] {
  const found: Import[] = []
  for (const [, type, specifier] of source.matchAll(
    /^\s*(?:import|export)\s+(type\s)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  ))
    found.push({ specifier: specifier!, typeOnly: !!type })
  for (const [, specifier] of source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.push({ specifier: specifier! })
  for (const [, specifier] of source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]/g))
    found.push({ specifier: specifier! })
  for (const [, patterns] of source.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*(\[[^\]]*\]|['"][^'"]+['"])/g))
    for (const [, pattern] of patterns!.matchAll(/['"]([^'"]+)['"]/g)) found.push({ specifier: pattern!, glob: true })
  return found
}

/** The repository files a specifier names from `from` (several for a glob), or none for a package or a virtual module. */
function resolve(specifier: string, glob: boolean, from: string): string[] {
  let path = specifier.split('?')[0]!
  const mapped = packageImports[path]
  // The package's own "imports" name files from the repository's root.
  if (mapped) path = (typeof mapped === 'string' ? mapped : (mapped.browser ?? mapped.default!)).replace(/^\.\//, '/')
  const alias = Object.keys(ALIASES).find((prefix) => path.startsWith(prefix))
  if (alias) path = ALIASES[alias] + path.slice(alias.length)
  else if (path.startsWith('/')) path = path.slice(1)
  else if (path.startsWith('.')) path = relative(root, join(root, dirname(from), path))
  else return []
  if (glob) return globSync(path, { cwd: root })
  const file = ENDINGS.map((ending) => path + ending).find(
    (name) => existsSync(join(root, name)) && statSync(join(root, name)).isFile(),
  )
  return file ? [file] : []
}

/**
 * Every repository module reachable from `entries`, with the module that first imports it. A module imported for its
 * types only counts (a screen must not name the build even so), but what it imports does not reach the browser.
 */
function reachable(entries: readonly string[]): Map<string, string | null> {
  const seen = new Map<string, string | null>(entries.map((entry) => [entry, null]))
  // A module first named for its types is still followed once another module imports its values.
  const followed = new Set(entries)
  const queue = [...entries]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (!CODE.test(file)) continue
    for (const { specifier, glob = false, typeOnly = false } of specifiersOf(readFileSync(join(root, file), 'utf8')))
      for (const target of resolve(specifier, glob, file)) {
        if (!seen.has(target)) seen.set(target, file)
        if (!typeOnly && !followed.has(target)) {
          followed.add(target)
          queue.push(target)
        }
      }
  }
  return seen
}

describe('the browser code and the build', () => {
  const entries = ['src/browser/start.ts', 'src/env.d.ts', ...globSync('pages/**/*Page.tsx', { cwd: root })]
  const graph = reachable(entries)

  it('reaches the screens, the router and the article views from the browser entry', () => {
    for (const module of ['src/browser/mount.tsx', 'src/routes/table.ts', 'src/blog/views/ArticleView.tsx'])
      expect(graph.has(module), module).toBe(true)
    // The browser's face of the articles, not the build's (package.json "imports", condition "browser").
    expect(graph.has('src/content/articles.browser.ts')).toBe(true)
    expect(graph.get('src/content/articles.ts')).toBe('src/content/articles.browser.ts')
  })

  it('imports nothing of src/build/', () => {
    const chain = (file: string): string[] => {
      const importer = graph.get(file)
      return importer ? [...chain(importer), file] : [file]
    }
    const imported = [...graph.keys()].filter((file) => file.startsWith(BUILD)).map((file) => chain(file).join(' → '))
    expect(imported).toEqual([])
  })

  it('would see an import of the build, however it is written', () => {
    const names = (source: string) => specifiersOf(source).map(({ specifier }) => specifier)
    expect(names("import type { X } from '@/build/vite/article-bodies'")).toEqual(['@/build/vite/article-bodies'])
    expect(names("const m = await import('../../build/csp')")).toEqual(['../../build/csp'])
    expect(names("export { a } from './x'\nimport './y.css'")).toEqual(['./x', './y.css'])
    expect(names("const modules = import.meta.glob(['/src/build/*.ts'])")).toEqual(['/src/build/*.ts'])
    expect(resolve('../build/csp', false, 'src/content/x.ts')).toEqual(['src/build/csp.ts'])
  })
})
