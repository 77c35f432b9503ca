/**
 * /llms.txt (llmstxt.org): who the consultant is and what he sells, then every service, article and company page
 * with an absolute link and one line, for answer engines. Made at build from the route table, the service
 * catalogue and the articles, so it lists what the site holds, no more and no less.
 */
import { llmsTxt as copy } from '@content/machine-readable.json'
import site from '@content/site.json'
import services from 'virtual:service-catalogue'
import { articlePath, getArticleMetadata } from '#articles'
import { shareTitle } from '@/lib/images'
import { fill } from '@/lib/text'
import { absoluteUrl, markdownTwinPath } from '@/lib/url'
import { routeTable } from '@/routes/table'
import type { PageWithMeta } from './static-files'

/** Pages worth reading only after the rest: the legal texts, the site map, the blog's category lists. */
const OPTIONAL_ROUTES = new Set(['privacy', 'terms', 'sitemap', 'blog-categories', 'blog-category'])

// Ordinary white space only: the non-breaking spaces of French typography stay.
const oneLine = (text: string) => text.replace(/[ \t\r\n]+/g, ' ').trim()
const entry = (name: string, url: string, note: string) => `- [${name.replace(/[[\]]/g, '')}](${url}): ${oneLine(note)}`

/** The lowest price of a service as the catalogue writes it ("79 €/mois"); unit prices (15 €/backlink) are not one. */
function lowestPrice() {
  const priced = services.flatMap((service) => {
    const match = /(\d[\d\s\u202f]*)\s?€(?:\/mois)?(?![/\p{L}])/u.exec(service.price)
    return match ? [{ value: Number(match[1]!.replace(/\D/g, '')), text: match[0], service: service.title }] : []
  })
  return priced.sort((a, b) => a.value - b.value)[0]
}

export function llmsTxt(indexable: readonly PageWithMeta[]): string {
  const byPath = new Map(indexable.map((page) => [page.path, page]))
  const twinUrl = (page: PageWithMeta) =>
    absoluteUrl(page.route.handle.markdownTwin ? markdownTwinPath(page.path) : page.path)
  const listed = new Set<string>()
  const take = (path: string) => {
    const page = byPath.get(path)
    if (page) listed.add(path)
    return page
  }

  const serviceLines = services.flatMap((service) => {
    const page = take(`/services/${service.id}`)
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
  const rest = indexable.filter((page) => !listed.has(page.path))
  const pageLine = (page: PageWithMeta) =>
    entry(shareTitle(page.meta.title, site.brand), twinUrl(page), page.meta.description)
  const lowest = lowestPrice()
  const contactPath = routeTable.find((route) => route.id === 'contact')?.path ?? '/'

  const about = fill(copy.about, {
    areaServed: site.areaServed,
    offices: site.addresses
      .map((address) => (address.countryCode === 'FR' ? address.locality : `${address.locality} (${address.country})`))
      .join(' et '),
    fromPrice: lowest?.text ?? '',
    fromService: lowest?.service ?? '',
    contactUrl: absoluteUrl(contactPath),
    phone: site.phone.display,
    email: site.email,
  })
  const summary = fill(copy.summary, {
    founder: site.founder.name,
    jobTitle: site.founder.jobTitle.charAt(0).toLowerCase() + site.founder.jobTitle.slice(1),
    foundingYear: site.foundingYear,
    description: site.description,
  })
  const section = (title: string, lines: string[]) => (lines.length ? [`## ${title}`, lines.join('\n')] : [])
  return `${[
    `# ${site.brand}`,
    `> ${oneLine(summary)}`,
    oneLine(about),
    ...section(copy.sections.services, serviceLines),
    ...section(copy.sections.articles, articleLines),
    ...section(copy.sections.company, rest.filter((page) => !OPTIONAL_ROUTES.has(page.route.id)).map(pageLine)),
    ...section(copy.sections.optional, rest.filter((page) => OPTIONAL_ROUTES.has(page.route.id)).map(pageLine)),
  ].join('\n\n')}\n`
}
