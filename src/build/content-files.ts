/**
 * Reads a JSON content file as the site uses it: parsed, then each reference in a string replaced by the value it
 * names, so that a fact is written once: `{{site.phone.display}}` (a business fact of content/site.json),
 * `{{this.amount}}` (a field of the same file: a service's price in its own copy), `{{services.seo-local.amount}}` (a
 * field of a service file), `{{figures.clients-satisfaits.value}}` (a figure of the register, content/figures.json:
 * the number, its label and what it counts are written there once). Errors are in French and name the file, and the
 * line or the field.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const SITE_FILE = 'content/site.json'
export const FIGURES_FILE = 'content/figures.json'
const REFERENCE = /\{\{\s*([^{}]*?)\s*\}\}/g
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

const fieldPath = (path: readonly (string | number)[]) =>
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

/** Replaces the references of every string in `data`; an unknown one is an error naming the field. */
export function resolveReferences(file: string, data: unknown, roots: ReferenceRoots): unknown {
  const problems: string[] = []
  const lookUp = (name: string, path: (string | number)[]) => {
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
    if ((typeof value === 'string' && !REFERENCE_START.test(value)) || typeof value === 'number') return String(value)
    problems.push(
      `${file} : champ « ${fieldPath(path)} » : référence inconnue « {{${name}}} » (attendu {{site.…}}, {{this.…}}, {{services.<id>.…}} ou {{figures.<id>.…}} : un texte ou un nombre qui ne contient pas lui-même de référence)`,
    )
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

/** One content file of the repository at `root`, as the site sees it. */
export function readContentFile(file: string, root = process.cwd()): unknown {
  const read = (name: string) => parseJsonFile(name, readFileSync(join(root, name), 'utf8'))
  const source = readFileSync(join(root, file), 'utf8')
  const data = parseJsonFile(file, source)
  // The other files are read for a file that names one only.
  if (!source.includes('{{')) return data
  const service = (id: string) =>
    /^[a-z0-9-]+$/.test(id) && existsSync(join(root, serviceFile(id))) ? read(serviceFile(id)) : undefined
  return resolveReferences(file, data, {
    site: file === SITE_FILE ? data : read(SITE_FILE),
    this: data,
    service,
    figure: (id) => {
      const register = (file === FIGURES_FILE ? data : read(FIGURES_FILE)) as { figures?: Record<string, unknown> }
      return register.figures && Object.hasOwn(register.figures, id) ? register.figures[id] : undefined
    },
  })
}

const serviceFile = (id: string) => `content/services/${id}.json`

/**
 * A content file as the site sees it, for code that runs outside Vite (the audit, the browser tests): a JSON import
 * there would keep the {{site.…}} references as written. T is the file's own type: typeof import('…/file.json').
 */
export function contentFile<T>(file: string, root = process.cwd()): T {
  return readContentFile(file, root) as T
}
