/**
 * The editor: its page, its script (./admin/main.ts, bundled with the schemas it checks entries against), config.json
 * (./config.ts), the site's stylesheet for its preview and Decap CMS's ready-made bundle, copied from node_modules
 * (never committed). `npm run build:editor` (./build.ts) writes them to editor/dist/, a site of its own on its own
 * origin (docs/cms-sign-in.md): the public site runs third-party scripts, which must never reach the Git token Decap
 * keeps in its origin's localStorage. `npm run dev` serves the same at /admin/ from memory (src/build/vite/admin.ts),
 * where the local backend has no token. No public page links or loads any of it.
 */
import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import type { Plugin } from 'vite'
import { readContentFile } from '../../src/build/content-files.ts'
import { diskTree } from '../../src/content/disk-tree.ts'
import { accent } from '../../src/ui/accent.ts'
import { ICONS } from '../../src/ui/icon-names.ts'
import { PUBLISHED_URLS } from '../../src/content/published-urls.ts'
import { LOCAL_BACKEND_URL } from '../../src/leads/local-backend.ts'
import { cmsConfig, type ConfigOptions, configJson, readEditorContent, readSiteFacts } from './config.ts'

export const ADMIN_PATH = '/admin/'
export const DECAP_DIST = 'node_modules/decap-cms/dist'

type Directives = Record<string, string[]>

/**
 * The editor's Content-Security-Policy, its own: Decap compiles its configuration's schema at run time (ajv:
 * 'unsafe-eval') and styles its interface with inline styles (emotion: 'unsafe-inline'); it talks to GitHub's API
 * (the `github` backend; in development to decap-server instead), shows the signed-in owner's avatar, previews
 * images from memory (blob:), asks the site's functions for the writing analysis, and renders the preview in a frame of its own page.
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
      // The writing analysis (scripts/cms/admin/writing-panel.ts): the site's functions, as the build points the
      // editor's script at them (src/leads/config.ts).
      new URL(process.env.VITE_SUPABASE_URL || LOCAL_BACKEND_URL).origin,
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

/**
 * The content the check before saving validates (./admin/check.ts): every JSON and MDX file under content/, and the
 * ledger of published addresses, as text.
 * `live`: read from the working tree at each request (development), where the editor's own saves are already on
 * disk; otherwise the repository as this build of the editor found it, to which the editor adds its saves since
 * (./admin/content.ts).
 */
export function contentSnapshot(root: string, live: boolean): string {
  const tree = diskTree(root)
  const files = Object.fromEntries(
    [...tree.files.filter((file) => /\.(json|mdx)$/.test(file)), PUBLISHED_URLS].map((file) => [
      file,
      tree.read(file) ?? '',
    ]),
  )
  return JSON.stringify({ live, files })
}

/**
 * The site's icons as the editor shows them in its icon choice (./admin/widgets.ts): each of src/ui/icon-names.ts,
 * Lucide's drawing without its licence comment (about 25 KB in all).
 */
export function iconPictures(root: string): Record<string, string> {
  const dir = join(root, 'node_modules/lucide-static/icons')
  return Object.fromEntries(
    Object.entries(ICONS).map(([name, file]) => [
      name,
      readFileSync(join(dir, `${file}.svg`), 'utf8')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ]),
  )
}

/**
 * Each accent colour as the site paints a service's icon with it (src/ui/accent.ts, its light classes): background
 * and ink, read from Tailwind's palette, for the editor's colour choice.
 */
export function accentSwatches(root: string): Record<string, { background: string; ink: string }> {
  const theme = readFileSync(join(root, 'node_modules/tailwindcss/theme.css'), 'utf8')
  const colour = (name: string) => new RegExp(`--color-${name}:\\s*([^;]+);`).exec(theme)?.[1] ?? 'transparent'
  return Object.fromEntries(
    Object.entries(accent).map(([name, classes]) => [
      name,
      {
        background: colour(/(?:^| )bg-([a-z]+-\d+)/.exec(classes)?.[1] ?? ''),
        ink: colour(/(?:^| )text-([a-z]+-\d+)/.exec(classes)?.[1] ?? ''),
      },
    ]),
  )
}

const LIVE = '\0live-content:'

/**
 * The content files in the editor's script, each a module whose values the preview can replace for one render by the
 * entry being edited (./admin/live-content.ts): the site's components then draw the page as it will be.
 */
function liveContent(root: string): Plugin {
  return {
    name: 'live-content',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved?.id.startsWith(`${root}/content/`) || resolved.id.includes('?')) return null
      return `${LIVE}${relative(root, resolved.id)}.js`
    },
    load(id) {
      if (!id.startsWith(LIVE)) return null
      const file = id.slice(LIVE.length, -'.js'.length)
      const data = readContentFile(file, root) as Record<string, unknown>
      const keys = Object.keys(data).filter((key) => /^[A-Za-z_$][\w$]*$/.test(key))
      return [
        `import { live } from ${JSON.stringify(join(root, 'scripts/cms/admin/live-content.ts'))}`,
        `let data = ${JSON.stringify(data)}`,
        ...keys.map((key) => `export let ${key} = data.${key}`),
        'export { data as default }',
        `live(${JSON.stringify(file)}, (next) => { data = next; ${keys.map((key) => `${key} = next.${key}`).join('; ')} }, data)`,
      ].join('\n')
    },
  }
}

/**
 * The editor's script, bundled for the browser with zod, the schemas, the build's validation and the site's
 * components (the preview draws the pages with them). A few seconds.
 */
export async function buildAdminScript(root: string): Promise<string> {
  const [{ build }, { aliases, sharedConfig, sitePlugins }] = await Promise.all([
    import('vite'),
    import('../../src/build/vite/shared.ts'),
  ])
  const output = await build({
    ...sharedConfig,
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    // The site's plugins but React's, whose JSX follows the dev server's NODE_ENV: this script is a production build.
    plugins: [liveContent(root), ...sitePlugins().filter((plugin) => !plugin.name.startsWith('vite:react'))],
    oxc: { jsx: { runtime: 'automatic', development: false } },
    define: {
      ...sharedConfig.define,
      // A library build leaves it to its user: React's production build, as the site's.
      'process.env.NODE_ENV': JSON.stringify('production'),
      __ICON_PICTURES__: JSON.stringify(iconPictures(root)),
      __SWATCHES__: JSON.stringify(accentSwatches(root)),
    },
    resolve: {
      alias: [...aliases, { find: /^node:(fs|path)$/, replacement: join(root, 'scripts/cms/admin/node-stub.ts') }],
    },
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
    'config.json': configJson(config),
    'admin.js': script,
    'content.json': contentSnapshot(root, false),
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
