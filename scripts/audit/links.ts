/**
 * Links: every internal link, image, script, stylesheet, icon sprite, share image and font (read from the
 * stylesheets) answers 200; no internal link goes through a redirect; every `_redirects` rule is a single 301 to a
 * URL that answers 200; a page links to the pages of its own language, unless the link says it leads to the other
 * (the language switch's hreflang, « (in French) » after a link of an English page).
 */
import {
  base,
  type CheckResult,
  get,
  inParallel,
  isMissingPath,
  localUrl,
  type RawPage,
  redirectRequests,
  siteUrl,
  TEST_IMAGES,
} from './site'
import { languageOf } from './language'
import type { Snapshot } from './snapshot'
import { OTHER_LANGUAGE } from '../../src/content/language-links'

const internal = (url: string) => url.startsWith(base) || url.startsWith(siteUrl)
/** The URL to ask the local server for, without its fragment (a page's anchors are not separate resources). */
const target = (url: string) => localUrl(url).replace(/#.*$/, '')

export async function checkLinks(pages: RawPage[], snaps: Snapshot[]): Promise<CheckResult> {
  const problems: string[] = []
  const linkSources = new Map<string, string>()
  const resourceSources = new Map<string, string>()
  for (const snap of snaps) {
    const ownAnchor = (link: string) => link.startsWith(`${base}${snap.path}#`)
    for (const link of snap.links.filter((link) => internal(link) && !ownAnchor(link)))
      if (!linkSources.has(target(link))) linkSources.set(target(link), snap.path)
    const expectedMissing = (url: string) => snap.path === TEST_IMAGES.page && url === `${base}${TEST_IMAGES.missing}`
    for (const url of snap.resources.filter((url) => internal(url) && !expectedMissing(url)))
      if (!resourceSources.has(target(url))) resourceSources.set(target(url), snap.path)
  }
  // Fonts and images a stylesheet names.
  const stylesheets = [...resourceSources.keys()].filter((url) => url.endsWith('.css'))
  for (const sheet of stylesheets) {
    const css = await (await get(sheet)).text()
    for (const [, url] of css.matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
      if (url!.startsWith('data:')) continue
      const absolute = new URL(url!, sheet).href
      if (!resourceSources.has(absolute)) resourceSources.set(absolute, sheet.slice(base.length))
    }
  }

  await inParallel([...linkSources], 8, async ([url, from]) => {
    const response = await get(url)
    if (response.status !== 200)
      problems.push(`lien ${decodeURI(url.slice(base.length))} (depuis ${decodeURI(from)}) : ${response.status}`)
  })
  await inParallel([...resourceSources], 8, async ([url, from]) => {
    const response = await get(url)
    if (response.status !== 200)
      problems.push(`ressource ${decodeURI(url.slice(base.length))} (depuis ${decodeURI(from)}) : ${response.status}`)
  })

  const rules = redirectRequests()
  await inParallel(rules, 8, async (rule) => {
    const response = await get(rule.from)
    const location = response.headers.get('location')
    const to = location && new URL(location, base).pathname
    if (response.status !== 301 || to !== rule.to) {
      problems.push(
        `redirection ${rule.from} : ${response.status} vers ${location ?? '—'} (attendu 301 vers ${rule.to})`,
      )
      return
    }
    const final = await get(rule.to)
    if (final.status !== 200) problems.push(`redirection ${rule.from} → ${rule.to} : la cible répond ${final.status}`)
  })

  // A page's links to the pages of the other language, unless they say so.
  const pagePaths = new Set(pages.map((page) => page.path))
  let crossLinks = 0
  for (const snap of snaps) {
    const language = languageOf(snap.path)
    const unmarked = new Set<string>()
    for (const link of snap.linkDetails) {
      if (!link.href.startsWith(base)) continue
      const path = new URL(link.href).pathname
      if (!pagePaths.has(path) || languageOf(path) === language) continue
      const marked = (link.hreflang && link.hreflang !== language) || OTHER_LANGUAGE[language].test(link.text)
      if (marked) crossLinks++
      else unmarked.add(decodeURI(path))
    }
    if (unmarked.size)
      problems.push(
        `${decodeURI(snap.path)} : ${unmarked.size} lien(s) vers l’autre langue sans le dire : ${[...unmarked].join(', ')}`,
      )
  }

  const notPages = pages.filter((page) => page.status !== 200 && !isMissingPath(page.path))
  for (const page of notPages) problems.push(`page ${decodeURI(page.path)} : ${page.status}`)
  return {
    name: 'links',
    summary: `${linkSources.size} liens internes (${crossLinks} vers l’autre langue, signalés), ${resourceSources.size} ressources, ${rules.length} redirections ; ${problems.length} en échec`,
    problems,
  }
}
