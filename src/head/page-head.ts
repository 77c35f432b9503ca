/**
 * The head of a page as data: built once from the route's metadata, written into the pre-rendered HTML by the
 * renderer and re-applied to the live document on each client navigation, so both always agree.
 */
import site from '@content/site.json'
import { shareImage } from '@content/machine-readable.json'
import { shareImagePath, shareTitle, socialImagePath } from '@/lib/images'
import { fill } from '@/lib/text'
import { markdownTwinPath } from '@/lib/url'
import { breadcrumbTrail } from '@/routes/breadcrumbs'
import { matchPath, pageExists } from '@/routes/pages'
import { routeTable } from '@/routes/table'
import { alternatesOf } from '@/routes/translations'
import { locale as englishLocale } from '@en/content/site.json'
import { locale as frenchLocale } from '@fr/content/site.json'
import { type Language, lang, languages, localPath } from '@/lang'

/** The locale of each language's site (its content/…/site.json), for og:locale:alternate. */
const otherLocales: Record<Language, string> = { fr: frenchLocale, en: englishLocale }
import type { AppRoute, RouteMeta } from '@/routes/types'
import { absoluteUrl, breadcrumbLd, businessLd, websiteLd } from './structured-data'
import { documentTitle } from './title'

export { documentTitle }

export type HeadTag =
  | { tag: 'meta'; attrs: { name: string; content: string } | { property: string; content: string } }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: { type: 'application/ld+json' }; json: object }

export type PageHead = { title: string; tags: HeadTag[] }

const meta = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { name, content } })
const property = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { property: name, content } })

export async function buildHead(pathname: string, table: readonly AppRoute[] = routeTable): Promise<PageHead> {
  const { route, params } = matchPath(pathname, table)
  // A route answers for parameters it does not know too (an unknown slug): its meta says what to show then.
  const page: RouteMeta = await route.handle.meta(params)
  const exists = pageExists(pathname, table)
  const isHome = pathname === localPath('/')
  const isMissing = !exists
  const indexable = !isMissing && !page.noindex
  const url = absoluteUrl(pathname)
  const alternates = indexable ? await alternatesOf(pathname) : {}
  const ogLocale = (locale: string) => locale.replace('-', '_')
  // Every indexable page has its own share image, drawn at build with its title; the others share the default one.
  const image = indexable
    ? {
        src: shareImagePath(pathname),
        width: 1200,
        height: 630,
        alt: fill(shareImage.alt, { title: shareTitle(page.title, site.brand), brand: site.brand }),
      }
    : { ...site.defaultSocialImage, src: socialImagePath(site.defaultSocialImage.src) }

  const tags: HeadTag[] = [
    meta('description', page.description),
    meta('keywords', page.keywords.join(', ')),
    meta('robots', indexable ? 'index, follow, max-image-preview:large' : 'noindex, follow'),
  ]
  if (indexable) {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } })
    // The same page in each language, where both exist and are indexable; French for any other language.
    for (const language of languages) {
      const path = alternates[language]
      if (path) tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: language, href: absoluteUrl(path) } })
    }
    if (alternates.fr)
      tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(alternates.fr) } })
    for (const rel of ['prev', 'next'] as const) {
      const target = page.pagination?.[rel]
      if (target) tags.push({ tag: 'link', attrs: { rel, href: absoluteUrl(target) } })
    }
    if (route.handle.markdownTwin)
      tags.push({
        tag: 'link',
        attrs: { rel: 'alternate', type: 'text/markdown', href: absoluteUrl(markdownTwinPath(pathname)) },
      })
  }
  tags.push(
    property('og:type', page.ogType ?? 'website'),
    property('og:site_name', site.brand),
    property('og:locale', ogLocale(site.locale)),
    ...languages
      .filter((language) => language !== lang && alternates[language])
      .map((language) => property('og:locale:alternate', ogLocale(otherLocales[language]))),
    property('og:title', page.title),
    property('og:description', page.description),
    property('og:url', url),
    property('og:image', absoluteUrl(image.src)),
    property('og:image:type', 'image/png'),
    property('og:image:width', String(image.width)),
    property('og:image:height', String(image.height)),
    property('og:image:alt', image.alt),
    meta('twitter:card', 'summary_large_image'),
    meta('twitter:title', page.title),
    meta('twitter:description', page.description),
    meta('twitter:image', absoluteUrl(image.src)),
    meta('twitter:image:alt', image.alt),
  )
  if (page.article) {
    tags.push(
      property('article:published_time', page.article.publishedTime),
      property('article:modified_time', page.article.modifiedTime),
      property('article:author', page.article.author),
      property('article:section', page.article.section),
      ...page.article.tags.map((tag) => property('article:tag', tag)),
    )
  }
  const jsonLd: object[] = isHome
    ? [websiteLd(), businessLd()]
    : isMissing
      ? []
      : [breadcrumbLd(breadcrumbTrail(pathname, table))]
  for (const entity of page.jsonLd ?? []) jsonLd.push({ '@context': 'https://schema.org', ...entity })
  for (const json of jsonLd) tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, json })
  return { title: documentTitle(page.title), tags }
}
