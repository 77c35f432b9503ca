/**
 * The check the editor's page runs before it saves an entry: the entry's own schema, as the build runs it, with the
 * build's French messages (`file : champ « field » : message`, src/content/check-source.ts), after the `{{site.…}}`
 * references are resolved as the build resolves them. It catches what Decap's fields cannot say: a rule across
 * fields (an article's title over 60 characters without a shorter metaTitle), a refinement (a URL ending in /, a
 * SIRET's Luhn key, a day that does not exist), an unknown reference. What needs the other files (a duplicate id or
 * slug, an MDX component's props) stays the build's to catch.
 *
 * A translation (content/<language>/…) is checked as the build checks it (src/content/validate.ts): the same fields
 * as its French file (none lacking or added, numbers unchanged, the same references in each text), then its schema
 * (a French fixed wording aside) on the file as the site reads it, merged with the facts it inherits and its
 * references resolved against its language's files.
 */
import type { z } from 'zod'
import { checkSource, describeIssues } from '../../../src/content/check-source.ts'
import { checkStatsCiteRegister } from '../../../src/content/check-stats.ts'
import { checkArticleTranslation, checkTranslation, translationIssues } from '../../../src/content/check-translation.ts'
import { SERVICE_ID_FORMAT } from '../../../content/schema/services.ts'
import {
  inheritedFields,
  resolveReferences,
  SITE_FILE,
  translatedFile,
  withInheritedFacts,
} from '../../../src/build/content-files.ts'
import { blankOptionalPaths, withoutBlankOptionals } from '../clean.ts'
import { folderCollections } from '../collections.ts'
import { contentFiles } from '../content-files.ts'
import { type JsonSchema, jsonSchemaOf } from '../json-schema.ts'

export type Target = {
  file: string
  schema: z.ZodType
  frontMatter: boolean
  /** A translation: its French file, the top-level fields it takes from it and those only it has (a service's slug). */
  translation?: { language: string; original: string; inherited: readonly string[]; own: readonly string[] }
}

/** What a translation is checked against, read when the editor's script is built (scripts/cms/admin-files.ts). */
export type TranslationFacts = {
  /**
   * The French JSON files that have a translation: their shape, numbers and inherited fields as written, each other
   * text reduced to the references it cites (scripts/cms/admin-files.ts, frenchShape).
   */
  originals: Record<string, unknown>
  /** The French articles that have a translation: front matter, and the outline of the body (headings, components). */
  articles: Record<string, { frontMatter: Record<string, unknown>; body: string }>
  /** Each language's facts, as its files read them (with the French inherited ones): site, services, figures. */
  languages: Record<
    string,
    { site: unknown; services: Record<string, unknown>; figures: unknown; categories: readonly string[] }
  >
}

const translationOf = (file: string, own: readonly string[] = []): Target['translation'] => {
  const translation = translatedFile(file)
  return translation ? { ...translation, inherited: inheritedFields(translation.original), own } : undefined
}

/** The schema an entry of `collection` at `path` (absent for a new entry) must satisfy. */
export function targetOf(collection: string, path: string | undefined, data: Record<string, unknown>): Target | null {
  const folder = folderCollections.find((candidate) => candidate.name === collection)
  if (folder?.schema) {
    const file = path || `${folder.folder}/${String(data.slug ?? data.id ?? 'nouveau')}.${folder.extension}`
    const translation = folder.translationOf
      ? translationOf(file, folder.extension === 'json' ? ['slug'] : [])
      : undefined
    return { file, schema: folder.schema, frontMatter: folder.extension === 'mdx', ...(translation && { translation }) }
  }
  const translation = path ? translationOf(path) : undefined
  const entry = contentFiles.find((candidate) => candidate.file === (translation?.original ?? path))
  if (!entry || !path) return null
  return { file: path, schema: entry.schema, frontMatter: false, ...(translation && { translation }) }
}

const schemas = new WeakMap<z.ZodType, JsonSchema>()
const jsonOf = (schema: z.ZodType) => {
  if (!schemas.has(schema)) schemas.set(schema, jsonSchemaOf(schema))
  return schemas.get(schema)!
}

export type Checked = {
  /** Paths of the optional fields left blank, to remove from the entry before it is written. */
  blanks: (string | number)[][]
  problems: string[]
}

/** What saving `data` (an entry's fields; `body` for an article) to `target` would give the build. */
export function checkEntry(
  target: Target,
  data: Record<string, unknown>,
  facts: unknown,
  services: Record<string, unknown> = {},
  figures: unknown = {},
  translations?: TranslationFacts,
): Checked {
  const { body, ...frontMatter } = data
  const values = target.frontMatter ? frontMatter : data
  const json = jsonOf(target.schema)
  const blanks = blankOptionalPaths(values, json)
  let written: unknown = withoutBlankOptionals(values, json)
  if (target.translation)
    return { blanks, problems: checkTranslationEntry(target, written, String(body ?? ''), translations) }
  if (target.file.endsWith('.json') && target.file !== SITE_FILE) {
    try {
      written = resolveReferences(target.file, written, {
        site: facts,
        this: written,
        service: (id) => (Object.hasOwn(services, id) ? services[id] : undefined),
        figure: (id) => {
          const register = (figures as { figures?: Record<string, unknown> }).figures ?? {}
          return Object.hasOwn(register, id) ? register[id] : undefined
        },
      })
    } catch (error) {
      return { blanks, problems: (error as Error).message.split('\n  - ') }
    }
  }
  const stats = target.file.endsWith('.json') ? checkStatsCiteRegister(target.file, values) : []
  return { blanks, problems: [...stats, ...checkSource({ file: target.file, schema: target.schema, data: written })] }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A translation's problems, as the build finds them (src/content/validate.ts: checkTranslationFile, checkArticleTranslations). */
function checkTranslationEntry(
  target: Target,
  written: unknown,
  body: string,
  translations: TranslationFacts | undefined,
): string[] {
  const { file, translation } = target
  const { language, original, inherited, own } = translation!
  const facts = translations?.languages[language]
  if (target.frontMatter) {
    const french = translations?.articles[original]
    if (!french || !facts)
      return [`${file} : traduction de ${original}, qui n’existe pas (l’article français vient d’abord)`]
    const frontMatter = written as Record<string, unknown>
    const problems = checkArticleTranslation(
      { file, original, frontMatter, originalFrontMatter: french.frontMatter, body, originalBody: french.body },
      facts.categories,
    )
    const slug = String(frontMatter.slug)
    if (!SLUG.test(slug))
      problems.push(`${file} : champ « slug » : « ${slug} » : minuscules sans accent, chiffres et tirets`)
    return problems
  }
  const french = translations?.originals[original]
  if (french === undefined || !facts)
    return [`${file} : traduction de ${original}, qui n’existe pas (le fichier français vient d’abord)`]
  const problems = [
    ...checkTranslation({ file, original, data: written, originalData: french, inherited, own }),
    ...checkStatsCiteRegister(file, written),
  ]
  if (problems.length) return problems
  const merged = withInheritedFacts(file, written, french)
  const inFolder = (name: string) => `content/${language}/${name}`
  let read: Record<string, unknown>
  try {
    read = resolveReferences(file, merged, {
      site: file === inFolder('site.json') ? merged : facts.site,
      this: merged,
      service: (id) => (Object.hasOwn(facts.services, id) ? facts.services[id] : undefined),
      figure: (id) => {
        const source = file === inFolder('figures.json') ? merged : facts.figures
        const register = (source as { figures?: Record<string, unknown> }).figures ?? {}
        return Object.hasOwn(register, id) ? register[id] : undefined
      },
    }) as Record<string, unknown>
  } catch (error) {
    return (error as Error).message.split('\n  - ')
  }
  if (!own.includes('slug')) return describeIssues(file, translationIssues(target.schema, read))
  const { slug, ...service } = read
  if (!(typeof slug === 'string' && SERVICE_ID_FORMAT.test(slug)))
    problems.push(`${file} : champ « slug » : l’adresse de la page dans cette langue (minuscules, chiffres, tirets)`)
  return [...problems, ...describeIssues(file, translationIssues(target.schema, service))]
}
