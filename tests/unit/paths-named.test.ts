/**
 * Every repository path that the documentation or a code comment names must exist: README.md, docs/*.md and
 * supabase/README.md (code spans and relative links), and the comment lines of the code (.ts, .tsx, .mjs, .js, .css;
 * # lines of .sh and .toml, -- lines of .sql). A path is a token that starts with a top-level folder of the repository
 * (src/, scripts/, content/…) or is a root file (package.json…); one holding a placeholder (<id>, *, …, {) is a
 * pattern, not a path, and is skipped. A module named without its extension (src/ui/Icon) counts when a file with one
 * exists; a path .gitignore names (a build's output, editor/dist/) need not. Each missing path is printed with the file and the line that name it.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))

const FOLDERS = [
  '.ci',
  'content',
  'docs',
  'editor',
  'pages',
  'public',
  'renderer',
  'scripts',
  'src',
  'supabase',
  'tests',
]
const ROOT_FILES = [
  '.gitignore',
  '.htmlvalidate.mjs',
  '.node-version',
  'README.md',
  'biome.json',
  'package-lock.json',
  'package.json',
  'playwright.admin.config.ts',
  'playwright.config.ts',
  'tsconfig.json',
  'vite.config.ts',
  'vitest.config.ts',
]
const PLACEHOLDER = /[<>*…{}$]/
const MODULE_ENDINGS = ['.ts', '.tsx', '.mjs', '.js', '.json', '/index.ts', '/index.tsx']

type Named = { file: string; line: number; path: string }

/**
 * The repository path a token names, or null: punctuation around it and a line number after it dropped;
 * `./<name>` and `../<name>` (in a comment: a module beside the file) resolved from the file's folder;
 * `owner/repo#123` (a GitHub issue) and addresses skipped.
 */
function pathOf(token: string, from?: string): string | null {
  const path = token
    .replace(/^[^\p{L}\p{N}._@+/-]+/u, '')
    .replace(/(?::\d+(?:-\d+)?)+$/, '')
    .replace(/[.:!?]+$/, '')
    .replace(/(?::\d+(?:-\d+)?)+$/, '')
  if (PLACEHOLDER.test(path) || path.includes('://') || /^[\w.-]+\/[\w.-]+#\d+$/.test(path)) return null
  if (/^\.\.?\//.test(path)) {
    if (!from || !/^[^.]*(\.(tsx?|mjs|js|json|css))?$/.test(path.replace(/^(\.\.?\/)+/, ''))) return null
    const resolved = normalize(join(dirname(from), path)).replace(/\\/g, '/')
    return resolved.startsWith('..') ? null : resolved
  }
  if (ROOT_FILES.includes(path) || /^\.[a-z][\w-]*\.(json|mjs|js|ts|toml|ya?ml)$/.test(path)) return path
  const top = path.split('/')[0] ?? ''
  return path.includes('/') && FOLDERS.includes(top) ? path : null
}

const tokens = (text: string) => text.split(/[\s`'"()[\],;«»’]+/u).filter(Boolean)

/** The paths named by a Markdown file: in code spans (outside fenced blocks) and as relative link targets. */
function namedInMarkdown(file: string, text: string): Named[] {
  const named: Named[] = []
  let fenced = false
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced
      return
    }
    if (fenced) return
    for (const span of line.matchAll(/`([^`]+)`/g)) {
      for (const token of tokens(span[1] ?? '')) {
        const path = pathOf(token)
        if (path) named.push({ file, line: index + 1, path })
      }
    }
    for (const link of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
      const target = link[1] ?? ''
      if (/^[a-z]+:/i.test(target) || target.startsWith('/') || PLACEHOLDER.test(target)) continue
      const path = normalize(join(dirname(file), target)).replace(/\\/g, '/')
      if (!path.startsWith('..')) named.push({ file, line: index + 1, path })
    }
  })
  return named
}

/** The comment lines of a code file, with their numbers. */
function commentLines(file: string, text: string): { line: number; text: string }[] {
  const marker = /\.(sh|toml)$/.test(file) ? /^\s*#/ : file.endsWith('.sql') ? /^\s*--/ : /^\s*(\/\/|\/\*|\*|\{\/\*)/
  return text
    .split('\n')
    .map((line, index) => ({ line: index + 1, text: line }))
    .filter(({ text }) => marker.test(text))
}

/** The paths named by the comments of a code file. */
function namedInCode(file: string, text: string): Named[] {
  return commentLines(file, text).flatMap(({ line, text }) =>
    tokens(text).flatMap((token) => {
      const path = pathOf(token, file)
      return path ? [{ file, line, path }] : []
    }),
  )
}

/** Whether a named path exists, as written or as a module without its extension. */
function exists(path: string, base = root): boolean {
  const full = join(base, path.replace(/\/$/, ''))
  return existsSync(full) || MODULE_ENDINGS.some((ending) => existsSync(full + ending))
}

/**
 * The absent paths that .gitignore names: what a build writes (editor/dist/), there only after it. Each is asked as a
 * folder (a trailing slash), since `dist/` ignores folders only and an absent path is no folder yet.
 */
function buildOutputs(paths: string[], base: string): Set<string> {
  if (!paths.length) return new Set()
  const { stdout } = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
    cwd: base,
    input: paths.map((path) => path.replace(/\/?$/, '/')).join('\n'),
    encoding: 'utf8',
  })
  return new Set(
    (stdout ?? '')
      .split('\n')
      .filter(Boolean)
      .map((path) => path.replace(/\/$/, '')),
  )
}

function missing(named: Named[], base = root): string[] {
  const absent = named.filter(({ path }) => !exists(path, base))
  const outputs = buildOutputs([...new Set(absent.map(({ path }) => path))], base)
  return absent
    .filter(({ path }) => !outputs.has(path.replace(/\/$/, '')))
    .map(({ file, line, path }) => `${file}:${line} names ${path}`)
}

const repositoryFiles = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)))

describe('paths named in the documentation and the comments', () => {
  const files = repositoryFiles()
  const docs = files.filter(
    (file) => file === 'README.md' || /^docs\/.*\.md$/.test(file) || file === 'supabase/README.md',
  )
  const code = files.filter((file) => /\.(tsx?|mjs|js|css|sh|toml|sql)$/.test(file))

  it('reads the README, the docs and the code', () => {
    expect(docs).toContain('README.md')
    expect(docs.length).toBeGreaterThan(3)
    expect(code.length).toBeGreaterThan(100)
  })

  it('finds every path that README.md, docs/ and supabase/README.md name', () => {
    const named = docs.flatMap((file) => namedInMarkdown(file, readFileSync(join(root, file), 'utf8')))
    expect(named.length).toBeGreaterThan(50)
    const absent = missing(named)
    if (absent.length) console.error(`Chemins introuvables :\n${absent.join('\n')}`)
    expect(absent).toEqual([])
  })

  it('finds every path that a code comment names', () => {
    const named = code.flatMap((file) => namedInCode(file, readFileSync(join(root, file), 'utf8')))
    expect(named.length).toBeGreaterThan(50)
    const absent = missing(named)
    if (absent.length) console.error(`Chemins introuvables :\n${absent.join('\n')}`)
    expect(absent).toEqual([])
  })

  it('reports a comment that names a file that does not exist, with its file and line', () => {
    const source = [
      'import { x } from "./x"',
      '/**',
      ' * Shared with src/build/no-such-file.ts and src/routes/table.ts, and with src/ui/Icon (supabase/cli#3467).',
      ' * Beside ./gone.ts and ../routes/table.ts, configured by .htmlvalidate.json.',
      ' */',
      'const y = "src/not-a-comment.ts"',
      '// Read at build by src/nowhere/missing.mjs:12, not by content/articles/<slug>.mdx',
    ].join('\n')
    expect(missing(namedInCode('src/fake/x.ts', source))).toEqual([
      'src/fake/x.ts:3 names src/build/no-such-file.ts',
      'src/fake/x.ts:4 names src/fake/gone.ts',
      'src/fake/x.ts:4 names .htmlvalidate.json',
      'src/fake/x.ts:7 names src/nowhere/missing.mjs',
    ])
  })

  it('reports a Markdown code span or link that names a path that does not exist', () => {
    const markdown = [
      'See `src/routes/table.ts` and `docs/nowhere.md`, run `node scripts/gone.mjs <folder>`.',
      '```sh',
      'cat src/inside-a-fence.ts',
      '```',
      'The [editor](editor.md), the [lost page](lost.md) and `content/services/<id>.json`.',
      'A link in code, `[label](href)`, and an issue, `supabase/auth#2295`, name no file.',
    ].join('\n')
    expect(missing(namedInMarkdown('docs/fake.md', markdown))).toEqual([
      'docs/fake.md:1 names docs/nowhere.md',
      'docs/fake.md:1 names scripts/gone.mjs',
      'docs/fake.md:5 names docs/lost.md',
    ])
  })
})
