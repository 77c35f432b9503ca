/**
 * An article quotes a fact as the other content files do: `{{services.seo-local.amount}}`, `{{site.phone.display}}`,
 * `{{figures.<id>.value}}`, replaced by its value before the MDX is read, so that « 79 € par mois » follows the service's
 * amount (src/build/content-files.ts). Only a name that starts with one of these roots is a reference: a component's
 * `style={{ a: 1 }}` stays JavaScript.
 */
import { factRoots, REFERENCE_EXPECTED, referenceValue, languageOfContentFile } from '../build/content-files.ts'
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
        `${file} : ligne ${lineOf(source, index)} : référence inconnue « ${reference} » (${REFERENCE_EXPECTED})`,
      )
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
    // The whole euros, as any language writes them: « 1 097 € », « €1,097 », « 1 097,50 € ».
    const value = Number(amount?.replace(/[.,]\d{1,2}(?!\d)/, '').replace(/\D/g, ''))
    if (!amount || !value) continue
    const slug = typeof service?.slug === 'string' ? service.slug : id
    const path = language === 'fr' ? `/services/${id}` : localPath(`/services/${slug}`, language)
    services.set(path, { id, title: typeof service?.title === 'string' ? service.title : id, amount, value })
  }
  return services
}

const SERVICE_LINK = /(?:\]\(|href=["'])((?:\/[a-z]{2})?\/services\/[a-z0-9-]+)[#)"'/]/g

type TypedPrice = { line: number; typed: string; service: LinkedService }

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
    const linked = new Set([...line.matchAll(SERVICE_LINK)].flatMap(([, path]) => services.get(path!) ?? []))
    return [...linked].flatMap((service) =>
      [...line.matchAll(typedAmount(service.value, language))].map(([typed]) => ({ line: index + 1, typed, service })),
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

/**
 * The editor quotes them as it saves (scripts/cms/admin/natural-input.ts): the owner types the price as he reads it,
 * the file quotes it, and the build has nothing to refuse.
 */
export function quoteArticlePrices(file: string, source: string, tree: ContentTree): string {
  const lines = source.split('\n')
  for (const { line, service } of typedPrices(file, source, tree))
    lines[line - 1] = lines[line - 1]!.replace(
      typedAmount(service.value, languageOfContentFile(file)),
      `{{services.${service.id}.amount}}`,
    )
  return lines.join('\n')
}

/**
 * What the owner reads in the editor: a service's price quoted beside its link, as its value (« 79 € »), the
 * inverse of quoteArticlePrices; the editor quotes it again as he types. Other references stay as written.
 */
export function showArticlePrices(file: string, source: string, tree: ContentTree): string {
  if (!source.includes('{{services.')) return source
  const services = servicesByPath(file, tree)
  return source
    .split('\n')
    .map((line) => {
      const linked = new Map(
        [...line.matchAll(SERVICE_LINK)].flatMap(([, path]) => {
          const service = services.get(path!)
          return service ? [[service.id, service.amount] as const] : []
        }),
      )
      return line.replace(
        /\{\{services\.([a-z0-9-]+)\.amount\}\}/g,
        (reference, id: string) => linked.get(id) ?? reference,
      )
    })
    .join('\n')
}
