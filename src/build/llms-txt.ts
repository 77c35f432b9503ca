/**
 * /llms.txt (llmstxt.org): who the consultant is and what he sells, then every service, article and company page
 * with an absolute link and one line, for answer engines. Made at build from the route table, the service
 * catalogue and the articles, so it lists what the site holds, no more and no less.
 *
 * One file per language, at the root of its site: /llms.txt for the French pages, /en/llms.txt for the English ones,
 * made by the English copy of this module (`@en/src/build/llms-txt`, which reads content/en/); each names the
 * other in one line (docs/answer-engines.md says why).
 */
import { llmsTxt as copy } from '@content/machine-readable.json'
import site from '@content/site.json'
import services from 'virtual:service-catalogue'
import { articlePath, getArticleMetadata } from '#articles'
import { shareTitle } from '@/lib/images'
import { fill } from '@/lib/text'
import { absoluteUrl, markdownTwinPath } from '@/lib/url'
import { type Language, lang, languageOfPath, languages, localPath } from '@/lang'
import { routeTable } from '@/routes/table'
import type { PageWithMeta } from './static-files'

/** Pages worth reading only after the rest: the legal texts, the site map, the blog's category lists. */
const OPTIONAL_ROUTES = new Set(['privacy', 'terms', 'sitemap', 'blog-categories', 'blog-category'])

// Ordinary white space only: the non-breaking spaces of French typography stay.
const oneLine = (text: string) => text.replace(/[ \t\r\n]+/g, ' ').trim()
const entry = (name: string, url: string, note: string) => `- [${name.replace(/[[\]]/g, '')}](${url}): ${oneLine(note)}`

/** Where this language's file is served: the root of its site. */
export const LLMS_TXT_PATH = localPath('/llms.txt')

/**
 * A price as each language writes it, a month's or a one-off ("79 €/mois", "€79/month"); unit prices
 * (15 €/backlink, €15/backlink) are not one.
 */
const PRICE: Record<Language, RegExp> = {
  fr: /(\d[\d\s\u202f]*)\s?€(?:\/mois)?(?![/\p{L}])/u,
  en: /€(\d[\d,]*)(?:\/month)?(?![/\p{L}\d])/u,
}

/** The lowest price of a service as the catalogue writes it. */
function lowestPrice() {
  const priced = services.flatMap((service) => {
    const match = PRICE[lang].exec(service.price)
    return match ? [{ value: Number(match[1]!.replace(/\D/g, '')), text: match[0], service: service.title }] : []
  })
  return priced.sort((a, b) => a.value - b.value)[0]
}

/** A job title inside a sentence: its first letter lowered, unless it opens an acronym ("SEO consultant"). */
const lowerFirst = (title: string) =>
  /^\p{Lu}{2}/u.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1)

export function llmsTxt(indexable: readonly PageWithMeta[]): string {
  // The pages of this module's language (the French or the English copy), of those given.
  const own = indexable.filter((page) => languageOfPath(page.path) === lang)
  const byPath = new Map(own.map((page) => [page.path, page]))
  const twinUrl = (page: PageWithMeta) =>
    absoluteUrl(page.route.handle.markdownTwin ? markdownTwinPath(page.path) : page.path)
  const listed = new Set<string>()
  const take = (path: string) => {
    const page = byPath.get(path)
    if (page) listed.add(path)
    return page
  }

  const serviceLines = services.flatMap((service) => {
    // By its route: a service page's path is its id in French, its English slug in English.
    const page = take(own.find((entry) => entry.route.id === `service-${service.id}`)?.path ?? '')
    return page ? [entry(service.title, twinUrl(page), `${service.price}. ${service.description}`)] : []
  })
  const articleLines = getArticleMetadata().flatMap((article) => {
    const page = take(articlePath(article))
    const note = fill(copy.articleNote, {
      date: article.derived.publishDateText,
      category: article.category,
      excerpt: article.excerpt,
    })
    return page ? [entry(article.title, twinUrl(page), note)] : []
  })
  const rest = own.filter((page) => !listed.has(page.path))
  const pageLine = (page: PageWithMeta) =>
    entry(shareTitle(page.meta.title, site.brand), twinUrl(page), page.meta.description)
  const lowest = lowestPrice()
  const contactPath = routeTable.find((route) => route.id === 'contact')?.path ?? '/'

  const about = fill(copy.about, {
    areaServed: site.areaServed,
    offices: site.addresses
      .map((address) => (address.countryCode === 'FR' ? address.locality : `${address.locality} (${address.country})`))
      .join(lang === 'fr' ? ' et ' : ' and '),
    fromPrice: lowest?.text ?? '',
    fromService: lowest?.service ?? '',
    contactUrl: absoluteUrl(contactPath),
    phone: site.phone.display,
    email: site.email,
  })
  const summary = fill(copy.summary, {
    founder: site.founder.name,
    jobTitle: lowerFirst(site.founder.jobTitle),
    foundingYear: site.foundingYear,
    description: site.description,
  })
  const section = (title: string, lines: string[]) => (lines.length ? [`## ${title}`, lines.join('\n')] : [])
  return `${[
    `# ${site.brand}`,
    `> ${oneLine(summary)}`,
    oneLine(about),
    ...languages
      .filter((other) => other !== lang)
      .map((other) => fill(copy.otherLanguage, { url: absoluteUrl(localPath('/llms.txt', other)) })),
    ...section(copy.sections.services, serviceLines),
    ...section(copy.sections.articles, articleLines),
    ...section(copy.sections.company, rest.filter((page) => !OPTIONAL_ROUTES.has(page.route.id)).map(pageLine)),
    ...section(copy.sections.optional, rest.filter((page) => OPTIONAL_ROUTES.has(page.route.id)).map(pageLine)),
  ].join('\n\n')}\n`
}
