/**
 * Permanent redirects for a static host, generated from the route table: the old URLs each route declares, and the
 * spellings visitors and old links use (trailing slash, capitals), sent where the spec's normalisation rule sends them.
 */
import { normalisePath } from '@/lib/slug'
import { sitePages, type SitePage } from './pages'

export type Redirect = { from: string; to: string }

const titleCase = (path: string) =>
  path.replace(/(^|\/|-)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())

/** The spellings of a canonical path that visitors and old links use: trailing slash, capitals. */
export function variantsOf(path: string): string[] {
  if (path === '/') return []
  const spellings = new Set([
    path,
    path.toUpperCase(),
    titleCase(path),
    path.charAt(0) + path.charAt(1).toUpperCase() + path.slice(2),
  ])
  const variants = [...spellings].flatMap((spelling) => [spelling, `${spelling}/`])
  return variants.filter((variant) => variant !== path)
}

export function redirectRules(pages: readonly SitePage[] = sitePages()): Redirect[] {
  const canonical = new Set(pages.map((page) => page.path))
  const rules = new Map<string, string>()
  const add = (from: string, to: string) => {
    if (from === to || canonical.has(from) || rules.has(from)) return
    rules.set(from, to)
  }
  for (const page of pages) {
    for (const alias of page.route.handle.aliases?.(page.params) ?? []) {
      add(alias, page.path)
      for (const variant of variantsOf(alias)) add(variant, page.path)
    }
    for (const variant of variantsOf(page.path)) {
      const target = normalisePath(variant)
      if (canonical.has(target)) add(variant, target)
    }
  }
  for (const route of new Set(pages.map((page) => page.route))) {
    for (const { from, to } of route.handle.moved?.() ?? []) if (canonical.has(to)) add(from, to)
  }
  return [...rules].map(([from, to]) => ({ from, to }))
}

/** Percent-encodes what a `_redirects` line cannot hold raw (spaces, non-ASCII). */
const encodePath = (path: string) => encodeURI(path)

export function redirectsFile(rules: readonly Redirect[]): string {
  return `${rules.map(({ from, to }) => `${encodePath(from)} ${encodePath(to)} 301`).join('\n')}\n`
}
