/**
 * The editor: its page, its script (./admin/main.ts, bundled with the schemas it checks entries against), config.yml
 * (./config.ts), the site's stylesheet for its preview and Decap CMS's ready-made bundle, copied from node_modules
 * (never committed). `npm run build:editor` (./build.ts) writes them to editor/dist/, a site of its own on its own
 * origin (docs/cms-sign-in.md): the public site runs third-party scripts, which must never reach the Git token Decap
 * keeps in its origin's localStorage. `npm run dev` serves the same at /admin/ from memory (src/build/vite/admin.ts),
 * where the local backend has no token. No public page links or loads any of it.
 */
import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { translationLanguages } from '../../content/files.ts'
import { FIGURES_FILE, inheritedFields, parseJsonFile, readContentFile } from '../../src/build/content-files.ts'
import { readServiceFiles } from '../../src/build/service-files.ts'
import type { TranslationFacts } from './admin/check.ts'
import { folderCollections } from './collections.ts'
import { contentFiles } from './content-files.ts'
import {
  cmsConfig,
  type ConfigOptions,
  configYaml,
  readEditorContent,
  readSiteFacts,
  translationPath,
} from './config.ts'

export const ADMIN_PATH = '/admin/'
export const DECAP_DIST = 'node_modules/decap-cms/dist'

type Directives = Record<string, string[]>

/**
 * The editor's Content-Security-Policy, its own: Decap compiles its configuration's schema at run time (ajv:
 * 'unsafe-eval') and styles its interface with inline styles (emotion: 'unsafe-inline'); it talks to GitHub's API
 * (the `github` backend; in development to decap-server instead), shows the signed-in owner's avatar, previews
 * images from memory (blob:), and renders the preview in a frame of its own page.
 */
export function adminDirectives(localBackend?: string): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      'blob:',
      'https://api.github.com',
      ...(localBackend ? [new URL(localBackend).origin] : []),
    ],
    'frame-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'form-action': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    // Not in development: the dev server and decap-server answer on plain HTTP.
    ...(localBackend ? {} : { 'upgrade-insecure-requests': [] }),
  }
}

export const adminPolicy = (localBackend?: string) =>
  Object.entries(adminDirectives(localBackend))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/**
 * The editor's _headers: its own policy; the sign-in popup keeps its opener (same-origin-allow-popups: same-origin
 * would cut the popup off from the editor as soon as it reaches GitHub, and the token could not come back); out of
 * search engines; never cached, so that a deploy's schemas reach the owner at the next reload.
 */
export const editorHeadersFile = () =>
  `/*\n${[
    `Content-Security-Policy: ${adminPolicy()}`,
    'Cross-Origin-Opener-Policy: same-origin-allow-popups',
    'X-Robots-Tag: noindex, nofollow',
    'X-Content-Type-Options: nosniff',
    'X-Frame-Options: DENY',
    'Referrer-Policy: no-referrer',
    'Strict-Transport-Security: max-age=31536000; includeSubDomains',
    'Cache-Control: no-cache',
  ]
    .map((line) => `  ${line}\n`)
    .join('')}`

/** Robots read robots.txt before the noindex header: nothing of the editor is for them. */
export const EDITOR_ROBOTS = 'User-agent: *\nDisallow: /\n'

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** The editor's page: our script first (it holds Decap back), then Decap's bundle. */
export function adminHtml({ brand, previewStyle }: { brand: string; previewStyle?: string }): string {
  const style = previewStyle ? ` data-preview-style="${escapeAttribute(previewStyle)}"` : ''
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Éditeur du site · ${brand.replace(/</g, '&lt;')}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script src="admin.js"${style}></script>
<script src="decap-cms.js"></script>
</head>
<body></body>
</html>
`
}

/** Decap's bundle and the chunks it loads on demand (CodeMirror's modes), and its licence notice. */
export function decapFiles(root: string): string[] {
  const dist = join(root, DECAP_DIST)
  return readdirSync(dist).filter((name) => /^(\d+\.)?decap-cms\.js$/.test(name) || name === 'decap-cms.js.LICENSE.txt')
}

const withoutSections = (data: unknown) =>
  Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([key]) => key !== 'sections'))

/** An article's front matter, and its body's outline only: the lines of its headings and its components' tags. */
function articleOutline(source: string): { frontMatter: Record<string, unknown>; body: string } {
  const [, front = '', body = ''] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source) ?? []
  return {
    frontMatter: (parseYaml(front) ?? {}) as Record<string, unknown>,
    body: (body.match(/^#{2,4} .*$|<[A-Z]\w*/gm) ?? []).join('\n'),
  }
}

/**
 * A French file as a translation is compared with it (src/content/check-translation.ts): its shape, numbers and
 * booleans, each text reduced to the references it cites (the only thing of a text a translation must keep); the
 * fields a translation inherits kept whole. A quarter of the files' size, in the editor's script.
 */
export function frenchShape(data: unknown, inherited: readonly string[] = []): unknown {
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return (value.match(/\{\{[^{}]*\}\}/g) ?? []).join(' ')
    if (Array.isArray(value)) return value.map(visit)
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(item)]))
    return value
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return visit(data)
  return Object.fromEntries(
    Object.entries(data).map(([key, item]) => [key, inherited.includes(key) ? item : visit(item)]),
  )
}

/**
 * What the check before saving compares a translation with (./admin/check.ts): the French files that have one, as
 * written; and each language's facts as its files read them, those inherited from the French files included.
 */
export function translationFacts(root: string): TranslationFacts {
  const content = (folder: string, extension: string) =>
    existsSync(join(root, folder)) ? readdirSync(join(root, folder)).filter((name) => name.endsWith(extension)) : []
  const originals: TranslationFacts['originals'] = {}
  const articles: TranslationFacts['articles'] = {}
  const languages: TranslationFacts['languages'] = {}
  const readIfThere = (file: string) => (existsSync(join(root, file)) ? readContentFile(file, root) : {})
  for (const language of translationLanguages) {
    for (const collection of folderCollections.filter((item) => item.translationOf)) {
      if (!collection.folder.startsWith(`content/${language}/`)) continue
      for (const name of content(collection.folder, `.${collection.extension}`)) {
        const original = `${collection.translationOf}/${name}`
        if (!existsSync(join(root, original))) continue
        const source = readFileSync(join(root, original), 'utf8')
        if (collection.extension === 'mdx') articles[original] = articleOutline(source)
        else originals[original] = frenchShape(parseJsonFile(original, source), inheritedFields(original))
      }
    }
    for (const { file } of contentFiles)
      if (existsSync(join(root, file)) && existsSync(join(root, translationPath(file, language))))
        originals[file] = frenchShape(
          parseJsonFile(file, readFileSync(join(root, file), 'utf8')),
          inheritedFields(file),
        )
    const services = `content/${language}/services`
    const categories = readIfThere(translationPath('content/categories.json', language)) as {
      categories?: { name: string }[]
    }
    languages[language] = {
      site: readIfThere(translationPath('content/site.json', language)),
      figures: readIfThere(translationPath(FIGURES_FILE, language)),
      services: Object.fromEntries(
        content(services, '.json').map((name) => [
          name.replace(/\.json$/, ''),
          withoutSections(readContentFile(`${services}/${name}`, root)),
        ]),
      ),
      categories: (categories.categories ?? []).map((category) => category.name),
    }
  }
  return { originals, articles, languages }
}

/**
 * The editor's script, bundled for the browser with zod, the schemas and the facts that `{{site.…}}`,
 * `{{services.<id>.…}}` and `{{figures.<id>.…}}` references stand for (public facts: the site shows them all). About a
 * second (Vite, in memory).
 */
export async function buildAdminScript(root: string): Promise<string> {
  const { build } = await import('vite')
  const facts = await readSiteFacts(root)
  // What {{services.<id>.…}} references stand for: each service file's own fields but its page's sections.
  const services = Object.fromEntries(readServiceFiles(root).map(({ id, data }) => [id, withoutSections(data)]))
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    define: {
      __SITE_FACTS__: JSON.stringify(facts),
      __SERVICE_FACTS__: JSON.stringify(services),
      __FIGURES__: JSON.stringify(readContentFile(FIGURES_FILE, root)),
      __TRANSLATIONS__: JSON.stringify(translationFacts(root)),
    },
    resolve: { alias: [{ find: /^node:(fs|path)$/, replacement: join(root, 'scripts/cms/admin/node-stub.ts') }] },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      reportCompressedSize: false,
      copyPublicDir: false,
      lib: {
        entry: join(root, 'scripts/cms/admin/main.ts'),
        formats: ['iife'],
        name: 'SiteEditor',
        fileName: () => 'admin.js',
      },
    },
  })
  const results = Array.isArray(output) ? output : [output]
  for (const result of results)
    if ('output' in result)
      for (const item of result.output) if (item.type === 'chunk' && item.isEntry) return item.code
  throw new Error('script de l’éditeur introuvable dans la sortie de Vite')
}

/**
 * The site's stylesheet, for the preview, built into `outDir`/preview/ with its font (Tailwind, half a second): the
 * editor's origin serves it itself rather than reach for the public site's hashed file. Answers its path.
 */
export async function writePreviewStylesheet(root: string, outDir: string): Promise<string> {
  const [{ build }, { default: tailwindcss }] = await Promise.all([import('vite'), import('@tailwindcss/vite')])
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    plugins: [tailwindcss()],
    build: {
      outDir,
      emptyOutDir: false,
      assetsDir: 'preview',
      reportCompressedSize: false,
      rolldownOptions: { input: { site: join(root, 'src/styles.css') } },
    },
  })
  for (const result of Array.isArray(output) ? output : [output])
    if ('output' in result)
      for (const item of result.output) if (item.fileName.endsWith('.css')) return `/${item.fileName}`
  throw new Error('feuille de style de l’aperçu introuvable dans la sortie de Vite')
}

export async function editorConfig(root: string, options: ConfigOptions = {}) {
  return cmsConfig(await readEditorContent(root), options)
}

/** Writes the editor, a site of its own, to `outDir`; returns its files and their total size. */
export async function writeEditor(
  root: string,
  outDir: string,
  options: ConfigOptions = {},
): Promise<{ files: string[]; bytes: number; notes: string[] }> {
  // The folder is emptied first: never the repository, nor a folder that holds it.
  if (!relative(outDir, root).startsWith('..'))
    throw new Error(`dossier de sortie refusé\u00a0: ${outDir} contient le dépôt`)
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  const [{ config, notes }, script, previewStyle, facts] = await Promise.all([
    editorConfig(root, options),
    buildAdminScript(root),
    writePreviewStylesheet(root, outDir),
    readSiteFacts(root),
  ])
  const written: Record<string, string> = {
    'index.html': adminHtml({ brand: facts.brand, previewStyle }),
    'config.yml': configYaml(config),
    'admin.js': script,
    _headers: editorHeadersFile(),
    'robots.txt': EDITOR_ROBOTS,
  }
  await Promise.all(Object.entries(written).map(([name, text]) => writeFile(join(outDir, name), text)))
  const copied = [...decapFiles(root).map((name) => join(DECAP_DIST, name)), 'public/favicon.svg']
  await Promise.all(copied.map((file) => copyFile(join(root, file), join(outDir, basename(file)))))
  const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size))
  return { files, bytes: sizes.reduce((sum, size) => sum + size, 0), notes }
}
