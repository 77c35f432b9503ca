/**
 * Head: the page's language on <html lang>, a unique title of at most 60 characters, a unique description of 70 to
 * 160 (the same limits in both languages), an absolute canonical that is the page's own URL and answers 200; noindex pages outside the sitemap,
 * indexable pages all inside it and reachable from their language's home page (`/`, `/en`) within 3 clicks (links of
 * the served HTML, as a crawler follows them); each language's unknown URL answers 404.
 */
import { DESCRIPTION_LENGTH, TITLE_MAX } from '../../content/seo-limits'
import { clicksFromHome } from '../lib/click-depth.mjs'
import { htmlLang } from '../../src/lang'
import { type Language, languageOf, languages, localPath } from './language'
import { base, type CheckResult, get, missingPaths, type RawPage, siteUrl, sitemapPaths } from './site'
import type { Snapshot } from './snapshot'

const MAX_CLICKS = 3

/** How many clicks from the home page of a language (`/`, `/en`) each page takes, following the links of the served HTML. */
function depthOf(snaps: Snapshot[], language: Language): Map<string, number> {
  const linksOf = new Map(
    snaps.map((snap) => [
      snap.path,
      snap.links.filter((link) => link.startsWith(base)).map((link) => new URL(link).pathname),
    ]),
  )
  return clicksFromHome((path) => linksOf.get(path) ?? [], localPath('/', language))
}

function duplicates(values: [path: string, value: string][]): string[] {
  const byValue = new Map<string, string[]>()
  for (const [path, value] of values) byValue.set(value, [...(byValue.get(value) ?? []), path])
  return [...byValue]
    .filter(([, paths]) => paths.length > 1)
    .map(([value, paths]) => `« ${value} » sur ${paths.map(decodeURI).join(', ')}`)
}

export async function checkHead(pages: RawPage[], snaps: Snapshot[]): Promise<CheckResult> {
  const problems: string[] = []
  const sitemap = new Set(sitemapPaths())
  const depths = new Map(languages.map((language) => [language, depthOf(snaps, language)]))
  const depthOfPage = (path: string) => depths.get(languageOf(path))!.get(path)
  for (const page of pages) {
    const lang = /<html[^>]*\slang="([^"]*)"/.exec(page.html)?.[1]
    if (lang !== htmlLang[languageOf(page.path)])
      problems.push(
        `${decodeURI(page.path)} : ${lang === undefined ? '<html> sans lang' : `<html lang="${lang}">`} au lieu de « ${htmlLang[languageOf(page.path)]} »`,
      )
  }
  for (const missingPath of Object.values(missingPaths)) {
    const missing = pages.find((page) => page.path === missingPath)
    if (missing?.status !== 404) problems.push(`${missingPath} répond ${missing?.status} au lieu de 404`)
  }

  const indexable = snaps.filter((snap) => !/noindex/.test(snap.robots))
  for (const snap of snaps) {
    const path = decodeURI(snap.path)
    const isIndexable = indexable.includes(snap)
    if (!snap.title) problems.push(`${path} : pas de titre`)
    if (!snap.description) problems.push(`${path} : pas de description`)
    if (!isIndexable) {
      if (sitemap.has(snap.path)) problems.push(`${path} : noindex mais dans le sitemap`)
      continue
    }
    if (snap.title.length > TITLE_MAX)
      problems.push(`${path} : titre de ${snap.title.length} caractères (« ${snap.title} »)`)
    const length = snap.description?.length ?? 0
    if (length < DESCRIPTION_LENGTH.min || length > DESCRIPTION_LENGTH.max)
      problems.push(`${path} : description de ${length} caractères`)
    if (!sitemap.has(snap.path)) problems.push(`${path} : indexable mais absente du sitemap`)
    if (decodeURI(snap.canonical ?? '') !== decodeURI(`${siteUrl}${snap.path}`))
      problems.push(`${path} : canonique ${snap.canonical}`)
    else if ((await get(snap.path)).status !== 200) problems.push(`${path} : la canonique ne répond pas 200`)
    const clicks = depthOfPage(snap.path)
    if (clicks === undefined || clicks > MAX_CLICKS)
      problems.push(`${path} : à ${clicks ?? '∞'} clics de l’accueil (${localPath('/', languageOf(snap.path))})`)
  }
  for (const path of sitemap)
    if (!snaps.some((snap) => snap.path === path))
      problems.push(`${decodeURI(path)} : dans le sitemap mais pas pré-rendue`)
  problems.push(
    ...duplicates(indexable.map((snap) => [snap.path, snap.title])).map((text) => `titre en double : ${text}`),
  )
  problems.push(
    ...duplicates(indexable.map((snap) => [snap.path, snap.description ?? ''])).map(
      (text) => `description en double : ${text}`,
    ),
  )

  const deepest = Math.max(...indexable.map((snap) => depthOfPage(snap.path) ?? Number.POSITIVE_INFINITY))
  return {
    name: 'head',
    summary: `${indexable.length} pages indexables (sitemap : ${sitemap.size}), ${snaps.length - indexable.length} noindex ; profondeur max ${deepest} clic(s) ; ${problems.length} problème(s)`,
    problems,
  }
}
