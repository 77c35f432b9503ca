/**
 * The check the editor's page runs before it saves an entry: the build's own validation of the whole content
 * (src/content/validate.ts, contentProblems), over the repository as it would be after the save — every file, both
 * languages, the rules across files (unique numbers and slugs, a translation against its French file, a testimonial's
 * service, icons, payments, references). What it would refuse that the repository does not already refuse is not
 * written, and the owner reads why (./owner-words.ts). A translation saved is held to its French file exactly; one
 * that a French save leaves behind is shown as far as it follows, and waits « à traduire ». Optional fields left blank
 * are dropped rather than written empty. A price quoted in an article's text, replaced by another amount, is refused
 * too: the article would say one price and the service's page another. The repository comes from ./content.ts.
 */
import { stringify } from 'yaml'
import { parseArticleSource } from '../../../src/content/article-source.ts'
import { slugify } from '../../../src/lib/slug.ts'
import {
  contentProblems,
  paymentCharges,
  translationLagOf,
  translationSaveProblems,
} from '../../../src/content/validate.ts'
import { translationLanguages } from '../../../content/files.ts'
import { memoryTree } from '../../../src/content/tree.ts'
import { ARTICLE_REFERENCE, replacedArticlePrices } from '../../../src/content/article-facts.ts'
import { bodySyntaxError, parseBody } from '../../../src/build/article-components.ts'
import { blankOptionalPaths, withoutBlankOptionals } from '../clean.ts'
import { folderCollections } from '../collections.ts'
import { contentFiles } from '../content-files.ts'
import { jsonSchemaOf, type JsonSchema } from '../json-schema.ts'
import { translatedFile } from '../../../src/build/content-files.ts'
import type { z } from 'zod'

export type Target = { file: string; schema: z.ZodType; frontMatter: boolean }

/** The content files by path, as text: the repository as the editor knows it. */
export type Files = Readonly<Record<string, string>>

/**
 * A new entry's file, as Decap names it: its slug field, or its title made ASCII (the collection's `slug` setting);
 * taken names get `-1`, `-2`… as Decap does.
 */
export function newEntryFile(folder: string, extension: string, stem: string, files: Files): string {
  const base = `${folder}/${stem}`
  let file = `${base}.${extension}`
  for (let n = 1; Object.hasOwn(files, file); n++) file = `${base}-${n}.${extension}`
  return file
}

/** The file and schema an entry of `collection` at `path` (absent for a new entry) is saved to. */
export function targetOf(
  collection: string,
  path: string | undefined,
  data: Record<string, unknown>,
  files: Files = {},
): Target | null {
  const folder = folderCollections.find((candidate) => candidate.name === collection)
  if (folder?.schema) {
    const named = /^\{\{fields\.(\w+)\}\}$/.exec(folder.slug)?.[1]
    const stem = String((named && data[named]) || slugify(String(data.title ?? '')))
    const file = path || newEntryFile(folder.folder, folder.extension, stem || 'nouveau', files)
    return { file, schema: folder.schema, frontMatter: folder.extension === 'mdx' }
  }
  const original = path ? (translatedFile(path)?.original ?? path) : undefined
  const entry = contentFiles.find((candidate) => candidate.file === original)
  if (!entry || !path) return null
  return { file: path, schema: entry.schema, frontMatter: false }
}

const schemas = new WeakMap<z.ZodType, JsonSchema>()
const jsonOf = (schema: z.ZodType) => {
  if (!schemas.has(schema)) schemas.set(schema, jsonSchemaOf(schema))
  return schemas.get(schema)!
}

/** The text the check puts in the file: what Decap writes, to the values (key order and quoting aside). */
export function fileText(target: Target, values: unknown, body: unknown): string {
  if (!target.frontMatter) return `${JSON.stringify(values, null, 2)}\n`
  return `---\n${stringify(values)}---\n${String(body ?? '')}`
}

/** A file's texts by their paths (`sections[2].title`): a JSON file's strings, an article's front matter and body. */
function textsOf(file: string, source: string | undefined): Map<string, string> {
  const texts = new Map<string, string>()
  if (source === undefined) return texts
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') texts.set(path, value)
    else if (Array.isArray(value)) for (const [index, item] of value.entries()) walk(item, `${path}[${index}]`)
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key)
  }
  try {
    if (!file.endsWith('.mdx')) walk(JSON.parse(source), '')
    else {
      const { data, body } = parseArticleSource(file, source)
      walk(data, '')
      texts.set('body', body)
    }
  } catch {}
  return texts
}

/**
 * The texts a save of a French file changes that its translation has in its own words: the translation keeps the old
 * meaning until the owner brings it in line. (A French text changed is no error: the translated page still reads
 * well, only behind.) By translation file, the paths changed.
 */
export function retranslationsOf(file: string, before: string | undefined, after: string, files: Files) {
  if (translatedFile(file) || before === undefined) return []
  const [was, is] = [textsOf(file, before), textsOf(file, after)]
  // Words, not an address, a date or a file's path (which hold no space).
  const changed = [...is]
    .filter(([path, text]) => was.has(path) && was.get(path) !== text && /\s/.test(was.get(path)!.trim()))
    .map(([path]) => path)
  return translationLanguages.flatMap((language) => {
    const twin = file.replace(/^content\//, `content/${language}/`)
    const own = textsOf(twin, files[twin])
    const paths = changed.filter((path) => own.has(path) && own.get(path) !== was.get(path))
    return paths.length ? [{ twin, paths }] : []
  })
}

/** The line of an article file's text (`text`, front matter then `body`) its body starts on. */
export const bodyFirstLine = (text: string, body: string) => text.slice(0, text.length - body.length).split('\n').length

/**
 * An article's body that does not read as MDX (a component not closed, a straight quote inside a quoted text): the
 * build would stop on it, and the dev server would fail every page meanwhile. Named by its line in the file.
 */
function unreadableBody(file: string, text: string, body: string): string[] {
  try {
    // Its facts quoted (`{{…}}`) stand for values, replaced before the MDX is read (src/content/article-facts.ts).
    parseBody(body.replace(ARTICLE_REFERENCE, (_, _name, at: number) => (body[at - 1] === '=' ? '{"…"}' : '…')))
    return []
  } catch (error) {
    const { line, text: why } = bodySyntaxError(error)
    return [`${file} : ligne ${bodyFirstLine(text, body) + line - 1} : ${why}`]
  }
}

export type Checked = {
  /** Paths of the optional fields left blank, to remove from the entry before it is written. */
  blanks: (string | number)[][]
  /** The file's text as checked. */
  text: string
  /** What the build would refuse after the save and does not refuse before it, as the build words it. */
  problems: string[]
  /** The translations of a French file saved that wait for more of their translation after the save than before. */
  waiting: string[]
  /** The translations whose texts in their own words the save changes in French (retranslationsOf). */
  retranslate: { twin: string; paths: string[] }[]
  /** The payment pages whose charge the save changes, to change at the payment provider too. */
  repriced: { payment: string; before: string; after: string }[]
}

/**
 * A value two files claim is reported on the second the build reads; when the save made the clash, it is the saved
 * file's to change: « <other> : champ « id » : « 1 » déjà utilisé par <saved> » is said of the saved file.
 */
function blamingTheSave(problem: string, saved: string): string {
  const [, other, field, claim, taken, by] =
    /^(\S+) : champ « ([^»]+) » : (.+) déjà (utilisée?|prise?) par (\S+)$/.exec(problem) ?? []
  return by === saved && other ? `${saved} : champ « ${field} » : ${claim} déjà ${taken} par ${other}` : problem
}

const known = new WeakMap<Files, Set<string>>()
/** The repository's own problems, before the save: not the owner's doing, never a reason to refuse his. */
const problemsBefore = (files: Files) => {
  if (!known.has(files)) known.set(files, new Set(contentProblems(memoryTree(files))))
  return known.get(files)!
}

/** What saving `data` (an entry's fields; `body` for an article) to `target` would do to the build. */
export function checkEntry(target: Target, data: Record<string, unknown>, files: Files): Checked {
  const { body, ...frontMatter } = data
  const values = target.frontMatter ? frontMatter : data
  const json = jsonOf(target.schema)
  const blanks = blankOptionalPaths(values, json)
  const text = fileText(target, withoutBlankOptionals(values, json), body)
  const before = problemsBefore(files)
  const after = memoryTree({ ...files, [target.file]: text })
  // A translation saved follows its French file exactly; one a French save leaves behind waits « à traduire ».
  const lagBefore = new Set(translationSaveProblems(target.file, memoryTree(files)))
  const problems = [
    ...new Set([
      ...contentProblems(after).filter((problem) => !before.has(problem)),
      ...translationSaveProblems(target.file, after).filter((problem) => !lagBefore.has(problem)),
      ...(target.frontMatter && files[target.file] !== undefined
        ? replacedArticlePrices(target.file, files[target.file]!, text, after)
        : []),
      ...(target.frontMatter ? unreadableBody(target.file, text, String(body ?? '')) : []),
    ]),
  ].map((problem) => blamingTheSave(problem, target.file))
  const waiting = translationLanguages
    .map((language) => target.file.replace(/^content\//, `content/${language}/`))
    .filter(
      (twin) =>
        !translatedFile(target.file) && translationLagOf(twin, after) > translationLagOf(twin, memoryTree(files)),
    )
  const [charged, charging] = [paymentCharges(memoryTree(files)), paymentCharges(after)]
  const repriced = Object.entries(charging)
    .filter(([payment, charge]) => charged[payment] !== undefined && charged[payment] !== charge)
    .map(([payment, after]) => ({ payment, before: charged[payment]!, after }))
  const retranslate = retranslationsOf(target.file, files[target.file], text, files).filter(
    ({ twin }) => !waiting.includes(twin),
  )
  return { blanks, text, problems, waiting, retranslate, repriced }
}
