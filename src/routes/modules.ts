/**
 * Every module a page may load on demand (screens, article metadata, article bodies), by id. A route names the
 * modules its page needs; they are loaded before the first render (at build and before hydration, where the HTML
 * also preloads them) and read during render with useModule(), which then returns at once.
 */
import { use } from 'react'
import { moduleCache } from '@/lib/tracked'

type Loader = () => Promise<unknown>

const screens = import.meta.glob(['/pages/**/*Page.tsx', '!/pages/services/**'])
/**
 * The service pages list their screens in a chunk of their own (pages/services/screens.ts), so that the list of
 * chunks each of them depends on stays out of the shared bundle that every page loads.
 */
const serviceScreen = (id: string) => import('../../pages/services/screens').then((area) => area.loadScreen(id))
const articleBodies = import.meta.glob('/content/articles/*.mdx')
const articleMetas = import.meta.glob('/content/articles/*.mdx', { query: '?meta', import: 'default' })

const loaders: Record<string, Loader> = {
  ...screens,
  ...articleBodies,
  ...Object.fromEntries(Object.entries(articleMetas).map(([file, load]) => [`${file}?meta`, load])),
}

/** The id of a screen module: `pages/<screen>.tsx`, as the glob and Vite's manifest name it. */
export const screenModule = (screen: string) => `/pages/${screen}.tsx`

export const loadModule = moduleCache((id) => {
  const load = loaders[id] ?? (id.startsWith('/pages/services/') ? () => serviceScreen(id) : undefined)
  return load ? load() : Promise.reject(new Error(`Module introuvable : ${id}`))
})

/** Reads a module during render; suspends only if it was not loaded beforehand. */
export function useModule<T>(id: string): T {
  return use(loadModule(id)) as T
}
