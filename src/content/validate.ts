/**
 * Build-time check of everything under content/: runs before pre-rendering (and in the tests), so that a broken
 * content file stops the build with the file and the field named. Not imported by client code: zod stays out of
 * the bundle.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { contentFiles } from '@content/files'
import categoriesFile from '@content/categories.json'
import { articleMetaSchema } from '@content/schema'
import { SERVICE_ID_FORMAT } from '@content/schema/services'
import { parseJsonFile, readContentFile } from '../build/content-files.ts'
import { ICONS } from '@/ui/icon-names'
import { type ArticleSummary, getArticleMetadata } from '#articles'
import { checkSource, type ContentSource } from './check-source'
import { checkStatsCiteRegister } from './check-stats'

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

/** Every JSON file under content/, as paths from the repository's root. */
function jsonFiles(root: string, folder = join(root, 'content')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return jsonFiles(root, path)
    return entry.name.endsWith('.json') ? [relative(root, path)] : []
  })
}

/** Each JSON content file with its data as the site reads it; a file that no entry of content/files.ts names is a problem. */
export function contentSources(root = process.cwd()): { sources: ContentSource[]; problems: string[] } {
  const sources: ContentSource[] = []
  const problems: string[] = []
  for (const file of jsonFiles(root).sort()) {
    const entry = contentFiles.find((candidate) =>
      'folder' in candidate ? file.startsWith(`${candidate.folder}/`) : candidate.file === file,
    )
    if (!entry) {
      problems.push(`${file} : fichier de contenu inconnu (ajoutez-le à content/files.ts avec son schéma)`)
      continue
    }
    try {
      problems.push(...checkStatsCiteRegister(file, parseJsonFile(file, readFileSync(join(root, file), 'utf8'))))
      sources.push({ file, schema: entry.schema, data: readContentFile(file, root) })
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  return { sources, problems }
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
    ...checkArticles(
      getArticleMetadata(),
      categoriesFile.categories.map((category) => category.name),
    ),
  ]
  if (problems.length) throw new ContentError(`Contenu invalide :\n  - ${problems.join('\n  - ')}`)
}
