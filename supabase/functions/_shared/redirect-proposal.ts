/**
 * Each missing page of the weekly report comes with the page to redirect it to, when one is that page under another
 * address: the published page of the same language and section whose last segment is closest (« /services/seo-lokal »
 * → « /services/seo-local »). Else none: Google asks to redirect only what moved, and counts a redirect to another
 * page (the home page, a section) as a soft 404; the page is better left missing. The published pages are those of
 * the site's sitemap, read on the site as the translation list is (./translation-status.ts).
 */
import { readSiteFile } from './site-file.ts'

export const publishedPaths = (siteUrl: string, timeoutMs = 3000): Promise<string[] | null> =>
  readSiteFile(
    siteUrl,
    '/sitemap.xml',
    async (response) =>
      [...(await response.text()).matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)]
        .map(([, url]) => {
          try {
            return decodeURI(new URL(url!).pathname)
          } catch {
            return ''
          }
        })
        .filter(Boolean),
    timeoutMs,
  )

const decoded = (path: string) => {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/** A path as its language (`/en`, or '' for French), its section (`/blog`) and its last segment. */
function partsOf(path: string) {
  const [, language = '', rest = ''] = /^(\/en)?(\/.*)?$/.exec(decoded(path).replace(/\/+$/, '')) ?? []
  const segments = rest.split('/').filter(Boolean)
  return { language, section: segments.length > 1 ? `${language}/${segments[0]}` : '', last: segments.at(-1) ?? '' }
}

/** How alike two words are, 0 to 1: the share of their pairs of letters in common (Dice's coefficient). */
function likeness(a: string, b: string): number {
  const pairs = (word: string) => Array.from({ length: Math.max(word.length - 1, 0) }, (_, i) => word.slice(i, i + 2))
  const [left, right] = [pairs(a.toLowerCase()), pairs(b.toLowerCase())]
  if (!left.length || !right.length) return a.toLowerCase() === b.toLowerCase() ? 1 : 0
  const rest = [...right]
  let shared = 0
  for (const pair of left) {
    const index = rest.indexOf(pair)
    if (index >= 0) {
      shared++
      rest.splice(index, 1)
    }
  }
  return (2 * shared) / (left.length + right.length)
}

/** Below this, a page is not the missing one under another spelling. */
const ALIKE = 0.5

export function proposedRedirect(missing: string, published: readonly string[]): string | null {
  const wanted = partsOf(missing)
  const candidates = published.filter((path) => {
    const parts = partsOf(path)
    return parts.language === wanted.language && parts.section === wanted.section && path !== decoded(missing)
  })
  const [best] = candidates
    .map((path) => ({ path, score: likeness(partsOf(path).last, wanted.last) }))
    .sort((a, b) => b.score - a.score)
  return best && best.score >= ALIKE ? best.path : null
}
