/**
 * Every module a page may load on demand (screens, service files and blocks, article metadata, article bodies), by id. A route names the
 * modules its page needs besides its screen; they are loaded before the page renders (at build; in the browser, a
 * hydrated page's screen before its hydration) and read during render with useModule(), which then returns at once.
 */
import { use } from 'react'
import { articleModules } from '#articles'
import { moduleCache } from '@/lib/tracked'

type Loader = () => Promise<unknown>

const screens = import.meta.glob('/pages/**/*Page.tsx')
/** Each service's file and the special blocks of service pages: a page loads its own only (src/services/section-kinds.ts). */
const services = import.meta.glob('/content/services/*.json')
const serviceBlocks = import.meta.glob('/src/services/blocks/*.tsx')

/** In the browser, no article: articles are kept as served there (src/content/articles.browser.ts). */
const loaders: Record<string, Loader> = { ...screens, ...services, ...serviceBlocks, ...articleModules }

/** The id of a screen module: `pages/<screen>.tsx`, as the glob and Vite's manifest name it. */
export const screenModule = (screen: string) => `/pages/${screen}.tsx`

export const loadModule = moduleCache((id) => {
  const load = loaders[id]
  return load ? load() : Promise.reject(new Error(`Module introuvable : ${id}`))
})

/** Reads a module during render; suspends only if it was not loaded beforehand. */
export function useModule<T>(id: string): T {
  return use(loadModule(id)) as T
}
