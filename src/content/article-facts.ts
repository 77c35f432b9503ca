/**
 * An article quotes a fact as the other content files do: `{{services.seo-local.amount}}`, `{{site.phone.display}}`,
 * `{{figures.<id>.value}}`, replaced by its value before the MDX is read, so that « 79 € par mois » follows the service's
 * amount (src/build/content-files.ts). Only a name that starts with one of these roots is a reference: a component's
 * `style={{ a: 1 }}` stays JavaScript.
 */
import { factRoots, languageOfContentFile, referenceValue } from '../build/content-files.ts'
import { localPath } from '../lang.ts'
import { filesIn, type ContentTree } from './tree.ts'

export const ARTICLE_REFERENCE = /\{\{\s*((?:site|services|figures)\.[\w.-]+)\s*\}\}/g

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length

/**
 * An article file's text with its references replaced; an unknown one is an error naming the file and the line, or,
 * given `unknown`, what it returns in its place (the editor's preview, while the owner types).
 */
export function articleWithFacts(
  file: string,
  source: string,
  tree: ContentTree,
  unknown?: (reference: string) => string,
): string {
  if (!source.includes('{{')) return source
  const roots = factRoots(file, tree)
  const language = languageOfContentFile(file)
  const problems: string[] = []
  const resolved = source.replace(ARTICLE_REFERENCE, (reference, name: string, index: number) => {
    const value = referenceValue(name, roots, language)
    if (value === undefined && unknown) return unknown(reference)
    if (value === undefined)
      problems.push(
        `${file} : ligne ${lineOf(source, index)} : référence inconnue « ${reference} » (attendu {{site.…}}, {{services.<id>.…}} ou {{figures.<id>.…}} : un texte ou un nombre)`,
      )
    // A component's prop given as an expression (`value={{…}}`) gets its value as a JavaScript string.
    if (value !== undefined && source[index - 1] === '=') return `{${JSON.stringify(value)}}`
    return value ?? reference
  })
  if (problems.length) throw new Error(problems.join('\n  - '))
  return resolved
}

/**
 * The content files an article's references read (a translation's, and their French files), for the dev server to
 * draw the article again when one changes: a price raised in the editor shows in the article at once.
 */
export function quotedFiles(file: string, source: string): string[] {
  const folders =
    languageOfContentFile(file) === 'fr' ? ['content/'] : [`content/${languageOfContentFile(file)}/`, 'content/']
  const files = [...source.matchAll(ARTICLE_REFERENCE)].flatMap(([, name]) => {
    const [root, id] = name!.split('.')
    const inFolder = root === 'services' ? `services/${id}.json` : root === 'site' ? 'site.json' : 'figures.json'
    return folders.map((folder) => `${folder}${inFolder}`)
  })
  return [...new Set(files)]
}

/** « 1 097 » as any spacing writes it: « 1097 », « 1 097 », « 1,097 ». */
const digits = (amount: number) => String(amount).replace(/\B(?=(\d{3})+$)/g, '[ ,\\u00a0\\u202f]?')

/** A service's own price typed: « 79 € », « 79€ » in French, « €79 » in English; not « 179 € » nor « 79,50 € ». */
const typedAmount = (amount: number, language: string) =>
  language === 'fr'
    ? new RegExp(`(?<![\\d,.])${digits(amount)}(?!,\\d)[ \\u00a0\\u202f]?€`, 'g')
    : new RegExp(`€${digits(amount)}(?![\\d.,]\\d)`, 'g')

/** The whole euros, as any language writes them: « 1 097 € », « €1,097 », « 1 097,50 € ». */
const euros = (amount: string) => Number(amount.replace(/[.,]\d{1,2}(?!\d)/, '').replace(/\D/g, ''))

type LinkedService = { id: string; title: string; amount: string; value: number }

/** Each service page of the article's language, by its path, with its price as that language writes it. */
function servicesByPath(file: string, tree: ContentTree): Map<string, LinkedService> {
  const language = languageOfContentFile(file)
  const roots = factRoots(file, tree)
  const services = new Map<string, LinkedService>()
  for (const serviceFile of filesIn(tree, 'content/services', '.json')) {
    const id = serviceFile.slice('content/services/'.length, -'.json'.length)
    let amount: string | undefined
    let service: { slug?: unknown; title?: unknown } | undefined
    try {
      amount = referenceValue(`services.${id}.amount`, roots, language)
      service = roots.service(id) as typeof service
    } catch {
      continue // A service file that does not read: the build names it.
    }
    const value = euros(amount ?? '')
    if (!amount || !value) continue
    const slug = typeof service?.slug === 'string' ? service.slug : id
    const path = language === 'fr' ? `/services/${id}` : localPath(`/services/${slug}`, language)
    services.set(path, { id, title: typeof service?.title === 'string' ? service.title : id, amount, value })
  }
  return services
}

const SERVICE_LINK = /(?:\]\(|href=["'])((?:\/[a-z]{2})?\/services\/[a-z0-9-]+)[#)"'/?\s]/g
/** A service's own price quoted, as showArticlePrices shows it: `{{services.seo-local.amount}}`, spaces allowed. */
const QUOTED_AMOUNT = /\{\{\s*services\.([a-z0-9-]+)\.amount\s*\}\}/g

type TypedPrice = { line: number; typed: string; at: number; service: LinkedService }

/** The services a line links to, each where its link is. */
const linksOn = (line: string, services: ReadonlyMap<string, LinkedService>) =>
  [...line.matchAll(SERVICE_LINK)].flatMap((match) => {
    const service = services.get(match[1]!)
    return service ? [{ at: match.index, service }] : []
  })

/**
 * The service a price at `at` on a line is said of, among those the line links to at that price: the nearest linked
 * before it, else the first after it (« le [SEO](…) à 97 € et le [SEO IA](…) à 97 € »: each its own).
 */
const ownerOf = <T extends { at: number }>(at: number, links: readonly T[]): T | undefined =>
  links.filter((link) => link.at < at).at(-1) ?? links.find((link) => link.at > at)

/**
 * The prices of services typed in an article on a line that links to that service (« notre [SEO local](/services/
 * seo-local), à 79 € par mois »): they would say the old price the day the amount changes. Read from the text as
 * written, before its references are replaced.
 */
function typedPrices(file: string, source: string, tree: ContentTree): TypedPrice[] {
  if (!source.includes('/services/')) return []
  const language = languageOfContentFile(file)
  const services = servicesByPath(file, tree)
  return source.split('\n').flatMap((line, index) => {
    const links = linksOn(line, services)
    const values = new Set(links.map(({ service }) => service.value))
    return [...values].flatMap((value) =>
      [...line.matchAll(typedAmount(value, language))].flatMap((match) => {
        const owner = ownerOf(
          match.index,
          links.filter(({ service }) => service.value === value),
        )
        return owner ? [{ line: index + 1, typed: match[0], at: match.index, service: owner.service }] : []
      }),
    )
  })
}

/** The build refuses them, saying what to write instead: the price quoted, which follows the amount. */
export function checkArticlePrices(file: string, source: string, tree: ContentTree): string[] {
  return typedPrices(file, source, tree).map(
    ({ line, typed, service: { id, title, amount } }) =>
      `${file} : ligne ${line} : prix tapé « ${typed} » du service « ${title} », lié sur cette ligne : écrivez {{services.${id}.amount}}, qui suit son montant (${amount})`,
  )
}

/** Any euro amount as the language writes it: « 99 € », « 1 097,50 € »; « €99 ». */
const AMOUNT = { fr: /(?<![\d,.])\d[\d \u00a0\u202f]*(?:,\d+)?[ \u00a0\u202f]?€/g, en: /€\d[\d,]*(?:\.\d+)?/g }

/**
 * Where a save of the body puts another amount in place of a service's price quoted beside its link: the owner
 * changed « 89 € » to « 99 € » in the text, which then no longer follows the service's amount, and says one price on
 * the article and another on the service's page. Told before the save (scripts/cms/admin/check.ts); `before` and
 * `after` are the file's texts as saved, their prices quoted, and the lines named are the file's.
 */
export function replacedArticlePrices(file: string, before: string, after: string, tree: ContentTree): string[] {
  if (!before.includes('{{')) return []
  const services = servicesByPath(file, tree)
  const quotes = (text: string, id: string) =>
    [...text.matchAll(QUOTED_AMOUNT)].filter(([, quoted]) => quoted === id).length
  const language = languageOfContentFile(file)
  const amounts = AMOUNT[language === 'fr' ? 'fr' : 'en']
  /** An amount the text already wrote, whole (« 99 € » is not in « 199 € »). */
  const written = (typed: string) =>
    new RegExp(`(?<![\\d,.])${typed.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d])`).test(before)
  const problems = after.split('\n').flatMap((line, index) =>
    linksOn(line, services)
      .filter(({ service }) => quotes(after, service.id) < quotes(before, service.id))
      .flatMap(({ service }) =>
        [...line.matchAll(amounts)]
          // Its own price typed, to the cent, is the build's to refuse (checkArticlePrices), and the editor quotes it.
          .filter(
            ([typed]) =>
              !written(typed) && !new RegExp(`^${typedAmount(service.value, language).source}$`).test(typed.trim()),
          )
          .map(
            ([typed]) =>
              `${file} : ligne ${index + 1} : « ${typed.trim()} » remplace le prix du service « ${service.title} » (${service.amount}), qui suit son montant : pour changer ce prix partout, changez le « Montant » du service ; pour citer un autre prix, gardez le sien à côté`,
          ),
      ),
  )
  return [...new Set(problems)]
}

/**
 * The editor quotes them as it saves (scripts/cms/admin/natural-input.ts): the owner types the price as he reads it,
 * the file quotes it, and the build has nothing to refuse.
 */
export function quoteArticlePrices(file: string, source: string, tree: ContentTree): string {
  const lines = source.split('\n')
  // From the end of each line: a replacement leaves the places of the prices before it as they were.
  for (const { line, typed, at, service } of typedPrices(file, source, tree).sort((a, b) => b.at - a.at)) {
    const text = lines[line - 1]!
    lines[line - 1] = `${text.slice(0, at)}{{services.${service.id}.amount}}${text.slice(at + typed.length)}`
  }
  return lines.join('\n')
}

/**
 * What the owner reads in the editor: a service's price quoted beside its link, as its value (« 79 € »), the
 * inverse of quoteArticlePrices; the editor quotes it again as he types. Other references stay as written.
 */
export function showArticlePrices(file: string, source: string, tree: ContentTree): string {
  if (!source.includes('{{')) return source
  const services = servicesByPath(file, tree)
  return source
    .split('\n')
    .map((line) => {
      const links = linksOn(line, services)
      return line.replace(QUOTED_AMOUNT, (reference, id: string, at: number) => {
        const same = links.filter(({ service }) => service.id === id)
        // Shown only where the save would quote it back the same: a price of the service that owns that place.
        const owner = ownerOf(
          at,
          links.filter(({ service }) => same[0] && service.value === same[0].service.value),
        )
        return owner && owner.service.id === id ? owner.service.amount : reference
      })
    })
    .join('\n')
}
