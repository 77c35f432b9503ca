/**
 * The app's scripts for a page's HTML, read from the client build's manifest: its entry (src/browser/start.ts) and
 * the chunks to fetch with it (what the entry imports, at once or in its later steps, and what the page renders with
 * when it is hydrated), so that
 * the browser fetches them together rather than discovering them one import after another. The boot script starts
 * them once the page has painted (src/browser/boot.ts). None in development, where Vike serves the entry itself.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MIRROR } from '@/build/vite/language-mirror'
import type { Language } from '@/lang'

/** The app's entry in a language: the English app is the English module graph of the same entry. */
export const entryModule = (language: Language) => `${language === 'fr' ? '' : `/${MIRROR}`}/src/browser/start.ts`

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string }
type Manifest = Record<string, ManifestChunk>

let manifest: Manifest | null | undefined

function readManifest(): Manifest | null {
  if (manifest === undefined) {
    const path = join(process.cwd(), 'dist', 'assets.json')
    manifest = import.meta.env.PROD && existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null
  }
  return manifest
}

function closure(keys: readonly string[], chunks: Manifest, seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !chunks[key]) continue
    seen.add(key)
    closure(chunks[key].imports ?? [], chunks, seen)
  }
  return seen
}

export type AppScripts = { entry: string; preload: string[] }

export function appScripts(moduleIds: readonly string[], language: Language = 'fr'): AppScripts | null {
  const chunks = readManifest()
  if (!chunks) return null
  const source = entryModule(language).slice(1)
  const entries = Object.keys(chunks).filter((key) => chunks[key]!.isEntry && chunks[key]!.src === source)
  if (entries.length !== 1)
    throw new Error(`Entrée du client introuvable dans dist/assets.json (${entries.length} trouvées)`)
  // A module of the English app is the English copy of the module the page names.
  const prefix = language === 'fr' ? '' : `${MIRROR}/`
  const keys = moduleIds.map((id) => prefix + id.replace(/^\//, ''))
  const missing = keys.filter((key) => !chunks[key])
  if (missing.length) throw new Error(`Modules absents du manifeste du client : ${missing.join(', ')}`)
  // The entry imports its later steps (the framework, the app) dynamically, to evaluate them in tasks of their own.
  const steps = chunks[entries[0]!]!.dynamicImports ?? []
  const [entry, ...preload] = [...closure([...entries, ...steps, ...keys], chunks)].map(
    (key) => `/${chunks[key]!.file}`,
  )
  return { entry: entry!, preload }
}
