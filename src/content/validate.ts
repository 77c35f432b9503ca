/**
 * The check of everything under content/, the files together: before pre-rendering (and in the tests), so that a
 * broken content file stops the build with the file and the field named; and in the editor before each save, over
 * the repository as it would be after it (scripts/cms/admin/check.ts), so that the editor never saves what the build
 * refuses. Pure over a tree of files (./tree.ts): relative imports only, no node:fs. Not imported by the site's
 * client code: zod stays out of its bundle. What needs the MDX compiler (an article body's components) is checked
 * where the build compiles the body (src/build/vite/article-meta.ts).
 */
import { contentFiles, translationLanguages } from '../../content/files.ts'
import { articleMetaSchema, SERVICE_VALUE_FORMAT } from '../../content/schema.ts'
import { SERVICE_ID_FORMAT } from '../../content/schema/services.ts'
import {
  inheritedFields,
  ownFields,
  parseJsonFile,
  readContentFile,
  SITE_FILE,
  translatedFile,
} from '../build/content-files.ts'
import { ICONS } from '../ui/icon-names.ts'
import { articleWithFacts, checkArticlePrices } from './article-facts.ts'
import { checkArticleLanguageLinks, checkLanguageLinks } from './language-links.ts'
import { parseArticleSource } from './article-source.ts'
import { checkArticleText } from './check-article-text.ts'
import { isContentPath, PUBLISHED_URLS, parseLedger, vanishedProblems } from './published-urls.ts'
import { checkServicePrices } from './check-prices.ts'
import { checkSource, describeIssues, type ContentSource } from './check-source.ts'
import { checkPayments } from './check-payments.ts'
import { checkNewsletter } from './check-newsletter.ts'
import { checkStatsCiteRegister } from './check-stats.ts'
import {
  type ArticleTranslation,
  articleLag,
  checkArticleTranslation,
  checkTranslation,
  followFrench,
  translationIssues,
  untranslatedItems,
} from './check-translation.ts'
import { type ContentTree, filesIn } from './tree.ts'

export { checkSource, type ContentSource } from './check-source.ts'
export { checkStatsCiteRegister } from './check-stats.ts'

export class ContentError extends Error {
  override name = 'ContentError'
}

/** Cross-file rules of the blog: unique ids and slugs, known categories. */
export function checkArticles(
  list: readonly ({ file: string; derived?: unknown } & Record<string, unknown>)[],
  categoryNames: readonly string[],
): string[] {
  const problems = list.flatMap(({ file, derived: _derived, ...data }) =>
    checkSource({ file, schema: articleMetaSchema, data }),
  )
  const seen = new Map<string, string>()
  const live = new Set(
    list.filter((article) => article.draft !== true).map((article) => `/blog/${String(article.slug)}`),
  )
  for (const article of list) {
    const aliases = Array.isArray(article.aliases) ? article.aliases.map(String) : []
    aliases.forEach((alias, index) => {
      if (live.has(alias))
        problems.push(
          `${article.file} : champ « aliases[${index}] » : « ${alias} » est l’adresse d’un article en ligne`,
        )
    })
    for (const key of [`slug:${article.slug}`, `id:${article.id}`, ...aliases.map((alias) => `aliases:${alias}`)]) {
      const other = seen.get(key)
      const [field, value] = key.split(/:(.*)/)
      if (other) problems.push(`${article.file} : champ « ${field} » : « ${value} » déjà utilisé par ${other}`)
      else seen.set(key, article.file)
    }
    if (!categoryNames.includes(String(article.category)))
      problems.push(
        `${article.file} : champ « category » : catégorie inconnue « ${article.category} » (voir content/categories.json)`,
      )
  }
  return problems
}

/** Every sprite icon a content file names (fields called `icon` holding a name, not an emoji) must be in the sprite. */
export function checkIcons({ file, data }: ContentSource): string[] {
  const problems: string[] = []
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value))
      value.forEach((item, index) => {
        visit(item, `${path}[${index}]`)
      })
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        const field = path ? `${path}.${key}` : key
        if (key === 'icon' && typeof item === 'string' && /^[a-z0-9-]+$/.test(item) && !(item in ICONS))
          problems.push(`${file} : champ « ${field} » : icône inconnue « ${item} » (voir src/ui/icon-names.ts)`)
        else visit(item, field)
      }
  }
  visit(data, '')
  return problems
}

/** Cross-file rules of the services: an id fit for an address, one service per contact form value, name and old address. */
export function checkServices(files: readonly Pick<ContentSource, 'file' | 'data'>[]): string[] {
  const problems: string[] = []
  const taken = new Map<string, string>()
  for (const { file, data } of files) {
    const id = file
      .split('/')
      .at(-1)!
      .replace(/\.json$/, '')
    if (!SERVICE_ID_FORMAT.test(id))
      problems.push(
        `${file} : nom de fichier : « ${id} » n’est pas un identifiant de service (minuscules, chiffres, tirets)`,
      )
    // The contact form sends it when the service names no value of its own: the functions take 40 characters.
    else if (!SERVICE_VALUE_FORMAT.test(id))
      problems.push(`${file} : nom de fichier : « ${id} » dépasse 40 caractères : raccourcissez l’adresse du service`)
    const service = (data ?? {}) as {
      contactForm?: { value?: unknown; label?: unknown }
      aliases?: unknown
      menuLabel?: unknown
      meta?: { title?: unknown; description?: unknown }
    }
    // A visitor tells two services apart by their names, in the menus and in the contact form's list; a search engine
    // by their titles and descriptions (a copy of a service, not yet rewritten, would compete with it).
    const claims = [
      ['contactForm.value', `valeur « ${String(service.contactForm?.value ?? id)} »`],
      ...(typeof service.menuLabel === 'string' ? [['menuLabel', `nom « ${service.menuLabel} » dans les menus`]] : []),
      ...(typeof (service.contactForm?.label ?? service.menuLabel) === 'string'
        ? [
            [
              'contactForm.label',
              `nom « ${String(service.contactForm?.label ?? service.menuLabel)} » dans le formulaire`,
            ],
          ]
        : []),
      ...(['title', 'description'] as const).flatMap((key) =>
        typeof service.meta?.[key] === 'string'
          ? [[`meta.${key}`, `${key === 'title' ? 'titre' : 'description'} « ${service.meta[key]} » pour les moteurs`]]
          : [],
      ),
      ...(Array.isArray(service.aliases) ? service.aliases : []).map((alias, index) => [
        `aliases[${index}]`,
        `adresse « ${String(alias)} »`,
      ]),
    ]
    for (const [field, claim] of claims) {
      const other = taken.get(claim!)
      if (other)
        problems.push(
          `${file} : champ « ${field} » : ${claim} déjà ${/^(nom|titre)/.test(claim!) ? 'pris' : 'prise'} par ${other}`,
        )
      else taken.set(claim!, file)
    }
  }
  return problems
}

/** A testimonial names the service the client bought: one of content/services/. */
export function checkTestimonials(testimonials: ContentSource | undefined, serviceIds: readonly string[]): string[] {
  const list = (testimonials?.data as { testimonials?: { bought?: unknown }[] } | undefined)?.testimonials ?? []
  return list.flatMap((testimonial, index) =>
    typeof testimonial.bought === 'string' && !serviceIds.includes(testimonial.bought)
      ? [
          `${testimonials!.file} : champ « testimonials[${index}].bought » : « ${testimonial.bought} » n’est pas un service (${serviceIds.join(', ')})`,
        ]
      : [],
  )
}

/** The content/files.ts entry a file (or, for a translation, its French file) belongs to. */
const entryOf = (file: string) =>
  contentFiles.find((candidate) =>
    'folder' in candidate ? file.startsWith(`${candidate.folder}/`) : candidate.file === file,
  )

/** Only a translated service has its own field: the slug of its address in that language. */
const SERVICE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A translation's problems: its French file missing, a fact it repeats that it inherits (src/content/check-translation.ts),
 * and its schema's (a French fixed wording aside), on the file as the site shows it: as far as it follows its French
 * file, the rest waiting « à traduire ».
 */
function checkTranslationFile(file: string, original: string, tree: ContentTree): string[] {
  const entry = entryOf(original)
  const originalSource = tree.read(original)
  if (!entry || originalSource === undefined)
    return [`${file} : traduction de ${original}, qui n’existe pas (le fichier français vient d’abord)`]
  const data = parseJsonFile(file, tree.read(file) ?? '')
  const isService = 'folder' in entry && entry.folder === 'content/services'
  const problems = [
    ...checkTranslation(
      {
        file,
        original,
        data,
        originalData: parseJsonFile(original, originalSource),
        inherited: inheritedFields(original),
        own: ownFields(original),
      },
      'build',
    ),
    ...checkStatsCiteRegister(file, data),
  ]
  if (problems.length) return problems
  const read = readContentFile(file, tree) as Record<string, unknown>
  if (!isService) return describeIssues(file, translationIssues(entry.schema, read), read)
  const { slug, ...service } = read
  if (!(typeof slug === 'string' && SERVICE_SLUG.test(slug)))
    problems.push(`${file} : champ « slug » : l’adresse de la page dans cette langue (minuscules, chiffres, tirets)`)
  return [...problems, ...describeIssues(file, translationIssues(entry.schema, service), service)]
}

/** Each JSON content file with its data as the site reads it; a file that no entry of content/files.ts names is a problem. */
export function contentSources(tree: ContentTree): { sources: ContentSource[]; problems: string[] } {
  const sources: ContentSource[] = []
  const problems: string[] = []
  for (const file of tree.files.filter((name) => name.startsWith('content/') && name.endsWith('.json'))) {
    try {
      const translation = translatedFile(file)
      if (translation) {
        problems.push(...checkTranslationFile(file, translation.original, tree))
        continue
      }
      const entry = entryOf(file)
      if (!entry) {
        problems.push(`${file} : fichier de contenu inconnu (ajoutez-le à content/files.ts avec son schéma)`)
        continue
      }
      problems.push(...checkStatsCiteRegister(file, parseJsonFile(file, tree.read(file) ?? '')))
      sources.push({ file, schema: entry.schema, data: readContentFile(file, tree) })
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  return { sources, problems }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The names of a language's blog categories (content/categories.json, content/en/categories.json). */
function categoryNames(tree: ContentTree, file: string): string[] {
  if (tree.read(file) === undefined) return []
  const { categories } = readContentFile(file, tree) as { categories?: { name: string }[] }
  return (categories ?? []).map((category) => category.name)
}

type ArticleText = { file: string; data: Record<string, unknown>; body: string; firstLine: number }

/**
 * The articles of a folder, front matter and body as the site shows them (the facts they quote in their values), each
 * with its file; an unreadable one, a price of a service typed instead of quoted, are problems.
 */
function articleSources(tree: ContentTree, folder: string): { articles: ArticleText[]; problems: string[] } {
  const articles: ArticleText[] = []
  const problems: string[] = []
  for (const file of filesIn(tree, folder, '.mdx'))
    try {
      const written = tree.read(file) ?? ''
      problems.push(...checkArticlePrices(file, written, tree))
      const source = articleWithFacts(file, written, tree)
      const { data, body } = parseArticleSource(file, source)
      articles.push({ file, data, body, firstLine: source.slice(0, source.length - body.length).split('\n').length })
    } catch (error) {
      problems.push((error as Error).message)
    }
  return { articles, problems }
}

/**
 * What each payment page charges, as the site says it: a monthly charge (content/site.json, `monthlyCharges`, « 79 € par
 * mois ») or a plan's deposit (its service's `deposits`). The payment page itself is the payment provider's: a charge
 * changed here is to be changed there too (the editor says so after the save).
 */
export function paymentCharges(tree: ContentTree): Record<string, string> {
  const charges: Record<string, string> = {}
  const read = (file: string) => {
    try {
      return readContentFile(file, tree) as {
        monthlyCharges?: Record<string, unknown>
        deposits?: Record<string, unknown>
      }
    } catch {
      return {} // A file that does not read: the build names it.
    }
  }
  for (const [payment, charge] of Object.entries(read(SITE_FILE).monthlyCharges ?? {}))
    charges[payment] = `${String(charge)} par mois`
  for (const file of filesIn(tree, 'content/services', '.json'))
    for (const [payment, charge] of Object.entries(read(file).deposits ?? {}))
      if (payment !== 'percent') charges[payment] = String(charge)
  return charges
}

/** An article's translation and its French article, from their files' text. */
function articleTranslation(
  file: string,
  original: string,
  source: string,
  originalSource: string,
): ArticleTranslation {
  const [translated, french] = [parseArticleSource(file, source), parseArticleSource(original, originalSource)]
  return {
    file,
    original,
    frontMatter: translated.data,
    originalFrontMatter: french.data,
    body: translated.body,
    originalBody: french.body,
  }
}

/** The article translations (content/<language>/articles/*.mdx), each against its French article. */
export function checkArticleTranslations(tree: ContentTree): string[] {
  return translationLanguages.flatMap((language) => {
    const folder = `content/${language}/articles`
    const names = categoryNames(tree, `content/${language}/categories.json`)
    const slugs = new Map<string, string>()
    return filesIn(tree, folder, '.mdx').flatMap((file) => {
      const original = `content/articles/${file.slice(folder.length + 1)}`
      const originalSource = tree.read(original)
      if (originalSource === undefined)
        return [`${file} : traduction de ${original}, qui n’existe pas (l’article français vient d’abord)`]
      try {
        const article = articleTranslation(file, original, tree.read(file) ?? '', originalSource)
        const problems = checkArticleTranslation(article, names, 'build')
        const slug = String(article.frontMatter.slug)
        if (!SLUG.test(slug))
          problems.push(`${file} : champ « slug » : « ${slug} » : minuscules sans accent, chiffres et tirets`)
        else if (slugs.has(slug))
          problems.push(`${file} : champ « slug » : « ${slug} » déjà utilisé par ${slugs.get(slug)}`)
        else slugs.set(slug, file)
        return problems
      } catch (error) {
        return [(error as Error).message]
      }
    })
  })
}

/**
 * What the editor refuses when the owner saves a translation (`file`, in `tree`) that the build would show as lagging
 * behind its French file: a save of the translation follows the French file exactly (src/content/check-translation.ts,
 * mode 'save'). Empty for a French file, or a translation whose French file is missing (the build says so).
 */
export function translationSaveProblems(file: string, tree: ContentTree): string[] {
  const translation = translatedFile(file)
  const source = tree.read(file)
  const originalSource = translation ? tree.read(translation.original) : undefined
  if (!translation || source === undefined || originalSource === undefined) return []
  const { original, language } = translation
  try {
    if (file.endsWith('.mdx'))
      return checkArticleTranslation(
        articleTranslation(file, original, source, originalSource),
        categoryNames(tree, `content/${language}/categories.json`),
        'save',
      )
    return checkTranslation({
      file,
      original,
      data: parseJsonFile(file, source),
      originalData: parseJsonFile(original, originalSource),
      inherited: inheritedFields(original),
      own: ownFields(original),
    })
  } catch {
    return [] // A file that does not parse: the build's own problem names it.
  }
}

/**
 * How many fields or items of each translated service and article wait for their translation: what the site shows
 * of the French file's changes as far as the translation follows them (src/content/check-translation.ts), for the
 * list « à traduire ».
 */
export function folderTranslationLag(tree: ContentTree): { file: string; original: string; count: number }[] {
  return translationLanguages.flatMap((language) =>
    [
      ...filesIn(tree, `content/${language}/services`, '.json'),
      ...filesIn(tree, `content/${language}/articles`, '.mdx'),
    ].flatMap((file) => {
      const count = translationLagOf(file, tree)
      return count ? [{ file, original: translatedFile(file)!.original, count }] : []
    }),
  )
}

/**
 * How many fields or items of a translation (`file`) wait for their translator; 0 for a French file, or one that does
 * not parse (the build names it).
 */
export function translationLagOf(file: string, tree: ContentTree): number {
  const original = translatedFile(file)?.original
  const [source, originalSource] = [tree.read(file), original && tree.read(original)]
  if (!original || source === undefined || !originalSource) return 0
  try {
    if (!file.endsWith('.mdx'))
      return translationWaits(original, parseJsonFile(file, source), parseJsonFile(original, originalSource))
    const lag = articleLag(articleTranslation(file, original, source, originalSource))
    return new Set(lag.map(({ field }) => field)).size
  } catch {
    return 0
  }
}

/** The fields and items of a JSON translation that wait for their translator (followFrench, untranslatedItems). */
export function translationWaits(original: string, data: unknown, french: unknown): number {
  const { lag } = followFrench(data, french, { inherited: inheritedFields(original), own: ownFields(original) })
  return lag.length + untranslatedItems(data, french).reduce((sum, list) => sum + list.count, 0)
}

/** The addresses the articles and services answer, pages and old addresses, drafts left out. */
function answeringPaths(tree: ContentTree, articles: Record<string, readonly ArticleText[]>): Set<string> {
  const paths = new Set<string>()
  for (const [language, list] of Object.entries(articles)) {
    const prefix = language === 'fr' ? '' : `/${language}`
    for (const { data } of list) {
      if (data.draft !== true) paths.add(`${prefix}/blog/${String(data.slug)}`)
      for (const alias of Array.isArray(data.aliases) ? data.aliases : []) paths.add(String(alias))
    }
    const folder = `content${prefix}/services`
    for (const file of filesIn(tree, folder, '.json')) {
      let data: { slug?: unknown; aliases?: unknown } = {}
      try {
        data = parseJsonFile(file, tree.read(file) ?? '{}') as typeof data
      } catch {}
      const id = typeof data.slug === 'string' ? data.slug : file.slice(folder.length + 1, -'.json'.length)
      paths.add(`${prefix}/services/${id}`)
      for (const alias of Array.isArray(data.aliases) ? data.aliases : []) paths.add(String(alias))
    }
  }
  return paths
}

/** The English files' links and buttons to French pages that do not say so (./language-links.ts), as written. */
function englishLinks(tree: ContentTree): string[] {
  return tree.files
    .filter((file) => file.startsWith('content/en/') && file.endsWith('.json'))
    .flatMap((file) => {
      try {
        return checkLanguageLinks(file, parseJsonFile(file, tree.read(file) ?? ''))
      } catch {
        return [] // An unreadable file: said by contentSources.
      }
    })
}

/** The addresses the site has published, or none if the ledger cannot be read (checkPublished says why). */
function ledger(tree: ContentTree): string[] {
  try {
    return parseLedger(tree.read(PUBLISHED_URLS))
  } catch {
    return []
  }
}

/** The published addresses of articles and services that the content would no longer answer. */
function checkPublished(tree: ContentTree, answering: ReadonlySet<string>): string[] {
  try {
    return vanishedProblems(parseLedger(tree.read(PUBLISHED_URLS)).filter(isContentPath), (path) => answering.has(path))
  } catch (error) {
    return [(error as Error).message]
  }
}

/**
 * Every problem of the content of `tree`, the files together, each said once: not again for a field the schema
 * already refused, nor for a translation that inherits the French file's fact; `extra` sources are checked beside
 * them (tests).
 */
export function contentProblems(tree: ContentTree, extra: readonly ContentSource[] = []): string[] {
  const files = contentSources(tree)
  const sources = [...files.sources, ...extra]
  const services = files.sources.filter((source) => source.file.startsWith('content/services/'))
  const articles = articleSources(tree, 'content/articles')
  const translations = translationLanguages.map(
    (language) => [language, articleSources(tree, `content/${language}/articles`)] as const,
  )
  const translated = Object.fromEntries(translations.map(([language, read]) => [language, read.articles]))
  const byLanguage = { fr: articles.articles, ...translated }
  const answering = answeringPaths(tree, byLanguage)
  const texts = [...articles.articles, ...Object.values(translated).flat()].flatMap((article) => [
    ...checkArticleText(article.file, article.body, article.firstLine, answering),
    ...checkArticleLanguageLinks(article.file, article.body, article.firstLine),
  ])
  const refused = sources.flatMap(checkSource)
  const fieldOf = (problem: string) => /^(.+? : champ « [^»]+ »)/.exec(problem)?.[1]
  const fields = new Set(refused.map(fieldOf))
  const problems = [
    ...files.problems,
    ...refused,
    ...sources.flatMap(checkIcons).filter((problem) => !fields.has(fieldOf(problem))),
    ...checkServices(services),
    ...checkTestimonials(
      files.sources.find((source) => source.file === 'content/testimonials.json'),
      services.map((source) => source.file.slice('content/services/'.length, -'.json'.length)),
    ),
    ...checkPayments(
      files.sources.find((source) => source.file === SITE_FILE),
      services,
      new Set(ledger(tree)),
    ),
    ...checkArticleTranslations(tree),
    ...checkNewsletter(tree, byLanguage),
    ...articles.problems,
    // An unreadable translation is also said by checkArticleTranslations: once (below).
    ...translations.flatMap(([, read]) => read.problems),
    ...checkArticles(
      articles.articles.map((article) => ({ ...article.data, file: article.file })),
      categoryNames(tree, 'content/categories.json'),
    ),
    ...texts,
    // Read as written: a price the build resolved from {{services.<id>.amount}} is quoted, not typed.
    ...services.flatMap(({ file }) => checkServicePrices({ file, data: parseJsonFile(file, tree.read(file) ?? '') })),
    ...englishLinks(tree),
    ...checkPublished(tree, answering),
  ]
  const said = new Set(problems)
  return [...said].filter((problem) => {
    const french = problem.replace(/^content\/[a-z]{2}\//, 'content/')
    return french === problem || !said.has(french)
  })
}

/** Throws one error listing every problem found in content/. */
export function validateContent(tree: ContentTree, extra: readonly ContentSource[] = []): void {
  const problems = contentProblems(tree, extra)
  if (problems.length) throw new ContentError(`Contenu invalide :\n  - ${problems.join('\n  - ')}`)
}
