/**
 * The chunks of the modules a page loads before hydration (its screen, article data), read from the client build's
 * manifest, for `<link rel="modulepreload">`: the browser fetches them alongside the entry instead of discovering them
 * after it runs. Vike already preloads what its page entry imports statically; only what the page adds is listed.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean }
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

export function modulePreloads(moduleIds: readonly string[]): string[] {
  const chunks = readManifest()
  if (!chunks) return []
  const entries = Object.keys(chunks).filter((key) => chunks[key]!.isEntry)
  const loadedByEntry = closure(entries, chunks)
  const keys = moduleIds.map((id) => id.replace(/^\//, ''))
  const missing = keys.filter((key) => !chunks[key])
  if (missing.length) throw new Error(`Modules absents du manifeste du client : ${missing.join(', ')}`)
  const own = [...closure(keys, chunks)].filter((key) => !loadedByEntry.has(key))
  return own.map((key) => `/${chunks[key]!.file}`)
}
