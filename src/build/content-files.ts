/**
 * Reads a JSON content file as the site uses it: parsed, then each reference in a string replaced by the value it
 * names, so that a fact is written once: `{{site.phone.display}}` (a business fact of content/site.json),
 * `{{this.amount}}` (a field of the same file: a service's price in its own copy), `{{services.seo-local.amount}}` (a
 * field of a service file), `{{figures.clients-satisfaits.value}}` (a figure of the register, content/figures.json:
 * the number, its label and what it counts are written there once). Errors are in French and name the file, and the
 * line or the field.
 */
import { contentFiles, translationLanguages } from '../../content/files.ts'
import { followFrench } from '../content/check-translation.ts'
import { diskTree } from '../content/disk-tree.ts'
import type { ContentTree } from '../content/tree.ts'
import { amountIn } from '../lib/format.ts'

export const SITE_FILE = 'content/site.json'
export const FIGURES_FILE = 'content/figures.json'
export const REFERENCE = /\{\{\s*([^{}]*?)\s*\}\}/g
const REFERENCE_START = /\{\{/

/** The data of one file; a syntax error names its line. */
export function parseJsonFile(file: string, source: string): unknown {
  try {
    return JSON.parse(source)
  } catch (error) {
    const message = (error as Error).message
    const position = Number(/position (\d+)/.exec(message)?.[1])
    const line = Number.isNaN(position) ? null : source.slice(0, position).split('\n').length
    throw new Error(`${file}${line ? `, ligne ${line}` : ''} : JSON illisible : ${message}`)
  }
}

/** A field's path as the build names it in its messages: `sections[2].intro`. */
export const fieldPath = (path: readonly (string | number)[]) =>
  path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`))
    .join('')
    .replace(/^\./, '') || '(racine)'

/** What a reference may start with: `site`, `this`, `services` (then the service's id), `figures` (then the figure's id). */
export type ReferenceRoots = {
  site: unknown
  this: unknown
  service: (id: string) => unknown
  figure: (id: string) => unknown
}

/**
 * A French phone number as a reader abroad dials it, from its E.164 form: « 01 99 00 27 45 » becomes
 * '+33 1 99 00 27 45' (the same spaces) in any language but French; another number stays as written.
 */
export function phoneIn(language: string, phone: unknown): unknown {
  if (language === 'fr' || !phone || typeof phone !== 'object') return phone
  const { display, e164 } = phone as { display?: unknown; e164?: unknown }
  const [, first, rest] = /^\+33(\d)(\d{8})$/.exec(typeof e164 === 'string' ? e164 : '') ?? []
  if (typeof display !== 'string' || !first || !rest) return phone
  const space = /\D/.exec(display)?.[0] ?? ' '
  return { ...phone, display: ['+33', first, ...(rest.match(/\d{2}/g) ?? [])].join(space) }
}

/** What a reference may be: a text or a number that holds no reference itself. */
const REFERENCE_EXPECTED =
  'attendu {{site.…}}, {{this.…}}, {{services.<id>.…}} ou {{figures.<id>.…}} : un texte ou un nombre qui ne contient pas lui-même de référence'

/**
 * The value `name` (`services.seo-local.amount`) stands for in a file of `language`, as the page shows it (an amount
 * as its language writes it), or undefined when it leads nowhere.
 */
export function referenceValue(name: string, roots: ReferenceRoots, language: string): string | undefined {
  const [root, ...keys] = name.split('.')
  let value: unknown =
    root === 'site'
      ? roots.site
      : root === 'this'
        ? roots.this
        : root === 'services'
          ? roots.service(keys.shift() ?? '')
          : root === 'figures'
            ? roots.figure(keys.shift() ?? '')
            : undefined
  for (const key of keys)
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  if (typeof value === 'string' && !REFERENCE_START.test(value))
    return keys.at(-1) === 'amount' ? amountIn(language, value) : value
  if (typeof value === 'number') return String(value)
  return undefined
}

/** Replaces the references of every string in `data`; an unknown one is an error naming the field. */
export function resolveReferences(file: string, data: unknown, roots: ReferenceRoots): unknown {
  const language = translatedFile(file)?.language ?? 'fr'
  const problems: string[] = []
  const lookUp = (name: string, path: (string | number)[]) => {
    const value = referenceValue(name, roots, language)
    if (value !== undefined) return value
    problems.push(`${file} : champ « ${fieldPath(path)} » : référence inconnue « {{${name}}} » (${REFERENCE_EXPECTED})`)
    return ''
  }
  const visit = (value: unknown, path: (string | number)[]): unknown => {
    if (typeof value === 'string') return value.replace(REFERENCE, (_, name: string) => lookUp(name, path))
    if (Array.isArray(value)) return value.map((item, index) => visit(item, [...path, index]))
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(item, [...path, key])]))
    return value
  }
  const resolved = visit(data, [])
  if (problems.length) throw new Error(problems.join('\n  - '))
  return resolved
}

/** The French file a translation translates (content/en/pages/home.json → content/pages/home.json), else null. */
export function translatedFile(file: string): { language: string; original: string } | null {
  const [, language, rest] = /^content\/([a-z]{2})\/(.+)$/.exec(file) ?? []
  return language && rest && (translationLanguages as readonly string[]).includes(language)
    ? { language, original: `content/${rest}` }
    : null
}

/** The language of a content file: that of its translation folder (content/en/…), else French. */
export function languageOfContentFile(file: string): 'fr' | 'en' {
  return translatedFile(file)?.language === 'en' ? 'en' : 'fr'
}

/** The top-level fields a translation of this French file takes from it (content/files.ts, `inherited`). */
export function inheritedFields(original: string): readonly string[] {
  return entryOf(original)?.inherited ?? []
}

/** The top-level fields only a translation of this French file has (content/files.ts, `own`). */
export function ownFields(original: string): readonly string[] {
  return entryOf(original)?.own ?? []
}

const entryOf = (original: string) =>
  contentFiles.find((candidate) =>
    'folder' in candidate ? original.startsWith(`${candidate.folder}/`) : candidate.file === original,
  )

/**
 * A translation's data (`file`: content/<language>/…) as its pages show it: with the fields it inherits from its French
 * file's data (`french`), an amount (a price, a deposit) and the phone number written as its language writes them, and
 * the rest as far as it follows the French file (src/content/check-translation.ts, followFrench). The build's reading and the editor's check before saving (scripts/cms/admin/check.ts) both merge a
 * translation so.
 */
export function withInheritedFacts(file: string, data: unknown, french: unknown): unknown {
  const translation = translatedFile(file)
  if (!translation || !data || typeof data !== 'object' || !french || typeof french !== 'object') return data
  const inherited = inheritedFields(translation.original).filter((key) => Object.hasOwn(french, key))
  const value = (key: string) => {
    const fact = (french as Record<string, unknown>)[key]
    if (key === 'phone') return phoneIn(translation.language, fact)
    const amount = (text: unknown) => (typeof text === 'string' ? amountIn(translation.language, text) : text)
    if (key === 'amount') return amount(fact)
    // A plan's deposit (a service's `deposits`), as its amount.
    if (key === 'deposits' && fact && typeof fact === 'object')
      return Object.fromEntries(Object.entries(fact).map(([plan, deposit]) => [plan, amount(deposit)]))
    return fact
  }
  const shown = followFrench(data, french, { inherited, own: ownFields(translation.original) }).data as object
  return { ...Object.fromEntries(inherited.map((key) => [key, value(key)])), ...shown }
}

const parsedFiles = new WeakMap<ContentTree, Map<string, unknown>>()

/**
 * One content file of the repository at `root` (or of a tree of files), as the site sees it. A translation gets the
 * fields it inherits from its French file, and its references name the files of its language: `{{site.…}}` in
 * content/en/ is the English site file, with the French one's facts.
 */
export function readContentFile(file: string, root: string | ContentTree = process.cwd()): unknown {
  const reader = treeReader(typeof root === 'string' ? diskTree(root) : root, file)
  const source = reader.text(file)
  const data = reader.read(file)
  // The other files are read for a file that names one only (itself, or a fact it inherits from its French file).
  if (!source.includes('{{') && !JSON.stringify(data).includes('{{')) return data
  return resolveReferences(file, data, referenceRoots(file, reader, data))
}

/** The references a file of `tree` may follow (`this` is `data`, the file's own), for code that resolves them itself. */
export function factRoots(file: string, root: string | ContentTree, data?: unknown): ReferenceRoots {
  return referenceRoots(file, treeReader(typeof root === 'string' ? diskTree(root) : root, file), data)
}

type TreeReader = { text: (name: string) => string; read: (name: string) => unknown; exists: (name: string) => boolean }

/** The files of a tree as `file` reads them: parsed once per tree, a translation with what it inherits. */
function treeReader(tree: ContentTree, file: string): TreeReader {
  // A tree's files are read for many others' references (site.json, figures.json): parsed once per tree.
  if (!parsedFiles.has(tree)) parsedFiles.set(tree, new Map())
  const parsed = parsedFiles.get(tree)!
  const text = (name: string) => {
    const source = tree.read(name)
    if (source === undefined)
      throw new Error(
        name === file
          ? `${file} : fichier introuvable`
          : `${file} : ses références lisent ${name}, qui n’existe pas (une traduction lit ceux de sa langue)`,
      )
    return source
  }
  const json = (name: string): unknown => {
    if (!parsed.has(name)) parsed.set(name, parseJsonFile(name, text(name)))
    return parsed.get(name)
  }
  const read = (name: string): unknown => {
    const data = json(name)
    const translation = translatedFile(name)
    if (!translation || !data || typeof data !== 'object') return data
    return withInheritedFacts(name, data, json(translation.original))
  }
  return { text, read, exists: (name) => tree.read(name) !== undefined }
}

/** The files of `file`'s language that its references name: content/en/ reads the English site file, and so on. */
function referenceRoots(file: string, reader: TreeReader, data: unknown): ReferenceRoots {
  const folder = translatedFile(file) ? `content/${translatedFile(file)!.language}/` : 'content/'
  const inFolder = (name: string) => `${folder}${name}`
  const own = (name: string) => (file === inFolder(name) ? data : reader.read(inFolder(name)))
  const serviceFile = (id: string) => inFolder(`services/${id}.json`)
  return {
    site: own('site.json'),
    this: data,
    service: (id) =>
      /^[a-z0-9-]+$/.test(id) && reader.exists(serviceFile(id)) ? reader.read(serviceFile(id)) : undefined,
    figure: (id) => {
      const register = own('figures.json') as { figures?: Record<string, unknown> }
      return register.figures && Object.hasOwn(register.figures, id) ? register.figures[id] : undefined
    },
  }
}

/**
 * A content file as the site sees it, for code that runs outside Vite (the audit, the browser tests): a JSON import
 * there would keep the {{site.…}} references as written. T is the file's own type: typeof import('…/file.json').
 */
export function contentFile<T>(file: string, root: string | ContentTree = process.cwd()): T {
  return readContentFile(file, root) as T
}
