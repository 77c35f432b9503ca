/**
 * The modules route loaders read by id (service files and special blocks; articles are read through #articles): an id
 * is the module's path, as Vite's manifest names it. Each is loaded once and kept.
 */
import { moduleCache } from '@/lib/tracked'

type Loader = () => Promise<unknown>

/** Each service's file and the special blocks of service pages: a page loads its own only (src/services/section-kinds.ts). */
const services = import.meta.glob('/content/services/*.json')
const serviceBlocks = import.meta.glob('/src/services/blocks/*.tsx')

const loaders: Record<string, Loader> = { ...services, ...serviceBlocks }

const load = moduleCache((id) => {
  const loader = loaders[id]
  return loader ? loader() : Promise.reject(new Error(`Module introuvable : ${id}`))
})

let listener: ((id: string) => void) | undefined

/** At build, the renderer hears which modules a page's loader asks for: a hydrated page's HTML preloads them. */
export function onModuleRequest(listen: (id: string) => void) {
  listener = listen
}

export function loadModule(id: string): Promise<unknown> {
  listener?.(id)
  return load(id)
}
