/**
 * Build-time check of everything under content/: runs before pre-rendering (and in the tests), so that a broken
 * content file stops the build with the file and the field named. Not imported by client code: zod stays out of
 * the bundle.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { contentFiles, translationLanguages } from '@content/files'
import categoriesFile from '@content/categories.json'
import { articleMetaSchema } from '@content/schema'
import { SERVICE_ID_FORMAT } from '@content/schema/services'
import { inheritedFields, parseJsonFile, readContentFile, SITE_FILE, translatedFile } from '../build/content-files.ts'
import { ICONS } from '@/ui/icon-names'
import { type ArticleSummary, getArticleMetadata } from '#articles'
import { checkSource, describeIssues, type ContentSource } from './check-source'
import { checkPayments } from './check-payments'
import { checkStatsCiteRegister } from './check-stats'
import { parse as parseYaml } from 'yaml'
import { checkArticleTranslation, checkTranslation, translationIssues } from './check-translation'

export { checkArticleBody } from './check-article-body'
export { checkSource, type ContentSource } from './check-source'
export { checkStatsCiteRegister } from './check-stats'

export class ContentError extends Error {
  override name = 'ContentError'
}

/** Cross-file rules of the blog: unique ids and slugs, known categories. */
export function checkArticles(list: readonly ArticleSummary[], categoryNames: readonly string[]): string[] {
  const problems = list.flatMap(({ file, derived: _derived, ...data }) =>
    checkSource({ file, schema: articleMetaSchema, data }),
  )
  const seen = new Map<string, string>()
  for (const article of list) {
    for (const key of [`slug:${article.slug}`, `id:${article.id}`]) {
      const other = seen.get(key)
      const [field, value] = key.split(/:(.*)/)
      if (other) problems.push(`${article.file} : champ « ${field} » : « ${value} » déjà utilisé par ${other}`)
      else seen.set(key, article.file)
    }
    if (!categoryNames.includes(article.category))
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

/** Cross-file rules of the services: an id fit for an address, one service per contact form value and old address. */
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
    const service = (data ?? {}) as { contactForm?: { value?: unknown }; aliases?: unknown }
    const claims = [
      ['contactForm.value', `valeur « ${String(service.contactForm?.value ?? id)} »`],
      ...(Array.isArray(service.aliases) ? service.aliases : []).map((alias, index) => [
        `aliases[${index}]`,
        `adresse « ${String(alias)} »`,
      ]),
    ]
    for (const [field, claim] of claims) {
      const other = taken.get(claim!)
      if (other) problems.push(`${file} : champ « ${field} » : ${claim} déjà prise par ${other}`)
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

/** Every JSON file under content/, as paths from the repository's root. */
function jsonFiles(root: string, folder = join(root, 'content')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return jsonFiles(root, path)
    return entry.name.endsWith('.json') ? [relative(root, path)] : []
  })
}

/** The content/files.ts entry a file (or, for a translation, its French file) belongs to. */
const entryOf = (file: string) =>
  contentFiles.find((candidate) =>
    'folder' in candidate ? file.startsWith(`${candidate.folder}/`) : candidate.file === file,
  )

/** Only a translated service has its own field: the slug of its address in that language. */
const SERVICE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A translation's problems: its French file missing, a field it lacks or adds (src/content/check-translation.ts), and
 * its schema's (a French fixed wording aside), on the file as the site reads it.
 */
function checkTranslationFile(file: string, original: string, root: string): string[] {
  const entry = entryOf(original)
  if (!entry || !existsSync(join(root, original)))
    return [`${file} : traduction de ${original}, qui n’existe pas (le fichier français vient d’abord)`]
  const raw = (name: string) => parseJsonFile(name, readFileSync(join(root, name), 'utf8'))
  const data = raw(file)
  const isService = 'folder' in entry && entry.folder === 'content/services'
  const problems = [
    ...checkTranslation({
      file,
      original,
      data,
      originalData: raw(original),
      inherited: inheritedFields(original),
      own: isService ? ['slug'] : [],
    }),
    ...checkStatsCiteRegister(file, data),
  ]
  if (problems.length) return problems
  const read = readContentFile(file, root) as Record<string, unknown>
  if (!isService) return describeIssues(file, translationIssues(entry.schema, read))
  const { slug, ...service } = read
  if (!(typeof slug === 'string' && SERVICE_SLUG.test(slug)))
    problems.push(`${file} : champ « slug » : l’adresse de la page dans cette langue (minuscules, chiffres, tirets)`)
  return [...problems, ...describeIssues(file, translationIssues(entry.schema, service))]
}

/** Each JSON content file with its data as the site reads it; a file that no entry of content/files.ts names is a problem. */
export function contentSources(root = process.cwd()): { sources: ContentSource[]; problems: string[] } {
  const sources: ContentSource[] = []
  const problems: string[] = []
  for (const file of jsonFiles(root).sort()) {
    try {
      const translation = translatedFile(file)
      if (translation) {
        problems.push(...checkTranslationFile(file, translation.original, root))
        continue
      }
      const entry = entryOf(file)
      if (!entry) {
        problems.push(`${file} : fichier de contenu inconnu (ajoutez-le à content/files.ts avec son schéma)`)
        continue
      }
      problems.push(...checkStatsCiteRegister(file, parseJsonFile(file, readFileSync(join(root, file), 'utf8'))))
      sources.push({ file, schema: entry.schema, data: readContentFile(file, root) })
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  return { sources, problems }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The article translations (content/<language>/articles/*.mdx), each against its French article. */
export function checkArticleTranslations(root = process.cwd()): string[] {
  const read = (file: string) => {
    const source = readFileSync(join(root, file), 'utf8')
    const [, front = '', body = ''] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source) ?? []
    return { frontMatter: (parseYaml(front) ?? {}) as Record<string, unknown>, body }
  }
  return translationLanguages.flatMap((language) => {
    const folder = `content/${language}/articles`
    if (!existsSync(join(root, folder))) return []
    const categoriesFile = `content/${language}/categories.json`
    const names = existsSync(join(root, categoriesFile))
      ? (readContentFile(categoriesFile, root) as { categories: { name: string }[] }).categories.map((c) => c.name)
      : []
    const slugs = new Map<string, string>()
    return readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.mdx'))
      .sort()
      .flatMap((name) => {
        const file = `${folder}/${name}`
        const original = `content/articles/${name}`
        if (!existsSync(join(root, original)))
          return [`${file} : traduction de ${original}, qui n’existe pas (l’article français vient d’abord)`]
        try {
          const [translated, french] = [read(file), read(original)]
          const problems = checkArticleTranslation(
            {
              file,
              original,
              frontMatter: translated.frontMatter,
              originalFrontMatter: french.frontMatter,
              body: translated.body,
              originalBody: french.body,
            },
            names,
          )
          const slug = String(translated.frontMatter.slug)
          if (!SLUG.test(slug))
            problems.push(`${file} : champ « slug » : « ${slug} » : minuscules sans accent, chiffres et tirets`)
          else if (slugs.has(slug))
            problems.push(`${file} : champ « slug » : « ${slug} » déjà utilisé par ${slugs.get(slug)}`)
          else slugs.set(slug, file)
          return problems
        } catch (error) {
          return [`${file} : ${(error as Error).message}`]
        }
      })
  })
}

/** Throws one error listing every problem found in content/. */
export function validateContent(extra: readonly ContentSource[] = []): void {
  const files = contentSources()
  const sources = [...files.sources, ...extra]
  const problems = [
    ...files.problems,
    ...sources.flatMap(checkSource),
    ...sources.flatMap(checkIcons),
    ...checkServices(files.sources.filter((source) => source.file.startsWith('content/services/'))),
    ...checkTestimonials(
      files.sources.find((source) => source.file === 'content/testimonials.json'),
      files.sources
        .filter((source) => source.file.startsWith('content/services/'))
        .map((source) => source.file.slice('content/services/'.length, -'.json'.length)),
    ),
    ...checkPayments(
      files.sources.find((source) => source.file === SITE_FILE),
      files.sources.filter((source) => source.file.startsWith('content/services/')),
    ),
    ...checkArticleTranslations(),
    ...checkArticles(
      getArticleMetadata(),
      categoriesFile.categories.map((category) => category.name),
    ),
  ]
  if (problems.length) throw new ContentError(`Contenu invalide :\n  - ${problems.join('\n  - ')}`)
}
