/**
 * Each page's translation: the same page in the other language, from the route tables of both (a route names its
 * English path, src/routes/table.ts). Two pages are the same page when they are of the same route with the same
 * parameters, or with the same `counterpart` (an article's id, a category's place). Read at build only: it loads
 * both languages' tables, and the browser takes what it shows of it from the page's HTML.
 */
import { type Language, languageOfPath, localPath } from '@/lang'
import * as english from '@en/src/routes/pages'
import * as french from '@fr/src/routes/pages'
import type { SitePage } from './pages'

const tables = { fr: french, en: english } as const satisfies Record<Language, typeof french>

const keyOf = (page: SitePage) =>
  `${page.route.id} ${page.route.handle.counterpart?.(page.params) ?? JSON.stringify(page.params)}`

type Index = { byPath: Map<string, string>; byKey: Map<string, Partial<Record<Language, SitePage>>> }
let index: Index | undefined

function built(): Index {
  if (index) return index
  const next: Index = { byPath: new Map(), byKey: new Map() }
  for (const [language, table] of Object.entries(tables) as [Language, typeof french][])
    for (const page of table.sitePages()) {
      const key = keyOf(page)
      next.byPath.set(page.path, key)
      next.byKey.set(key, { ...next.byKey.get(key), [language]: page })
    }
  index = next
  return next
}

/** The page at `path` in every language it exists in (itself included); empty for a path that names no page. */
export function translationsOf(path: string): Partial<Record<Language, SitePage>> {
  const { byPath, byKey } = built()
  const key = byPath.get(path)
  return (key && byKey.get(key)) || {}
}

const isEmpty = (page: SitePage | undefined) => page?.route.handle.empty?.(page.params) ?? false

/**
 * The path of the same page in the other language, or null when it has none (then the switch leads home, and says so).
 * When that page is empty and this one is not (a category whose articles are not translated yet), the other language's
 * blog: the switch says so too (src/layout/LanguageSwitch.tsx).
 */
export function counterpartOf(path: string): string | null {
  const pages = Object.values(translationsOf(path))
  const other = pages.find((page) => page.path !== path)
  if (!other) return null
  if (isEmpty(other) && !isEmpty(pages.find((page) => page.path === path)))
    return localPath('/blog', languageOfPath(other.path))
  return other.path
}

/** Whether a page may be announced to search engines: in the sitemap, and not noindex. */
export async function isIndexable(page: SitePage): Promise<boolean> {
  return page.route.handle.sitemap !== false && !(await page.route.handle.meta(page.params)).noindex
}

/**
 * The hreflang alternates of an indexable page: its own and its translation's paths, when the translation exists and
 * is indexable too (never a link to a 404 or a noindex page); none when the page has no translation.
 */
export async function alternatesOf(path: string): Promise<Partial<Record<Language, string>>> {
  const pages = translationsOf(path)
  const found = Object.entries(pages) as [Language, SitePage][]
  if (found.length < 2) return {}
  const indexable = await Promise.all(found.map(([, page]) => isIndexable(page)))
  return indexable.every(Boolean) ? Object.fromEntries(found.map(([language, page]) => [language, page.path])) : {}
}
