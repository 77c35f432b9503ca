/**
 * The check the editor's page runs before it saves an entry: the entry's own schema, as the build runs it, with the
 * build's French messages (`file : champ « field » : message`, src/content/check-source.ts), after the `{{site.…}}`
 * references are resolved as the build resolves them. It catches what Decap's fields cannot say: a rule across
 * fields (an article's title over 60 characters without a shorter metaTitle), a refinement (a URL ending in /, a
 * SIRET's Luhn key, a day that does not exist), an unknown reference. What needs the other files (a duplicate id or
 * slug, an MDX component's props) stays the build's to catch.
 */
import type { z } from 'zod'
import { checkSource } from '../../../src/content/check-source.ts'
import { checkStatsCiteRegister } from '../../../src/content/check-stats.ts'
import { resolveReferences, SITE_FILE } from '../../../src/build/content-files.ts'
import { blankOptionalPaths, withoutBlankOptionals } from '../clean.ts'
import { folderCollections } from '../collections.ts'
import { contentFiles } from '../content-files.ts'
import { type JsonSchema, jsonSchemaOf } from '../json-schema.ts'

export type Target = { file: string; schema: z.ZodType; frontMatter: boolean }

/** The schema an entry of `collection` at `path` (absent for a new entry) must satisfy. */
export function targetOf(collection: string, path: string | undefined, data: Record<string, unknown>): Target | null {
  const folder = folderCollections.find((candidate) => candidate.name === collection)
  if (folder?.schema) {
    const file = path || `${folder.folder}/${String(data.slug ?? data.id ?? 'nouveau')}.${folder.extension}`
    return { file, schema: folder.schema, frontMatter: folder.extension === 'mdx' }
  }
  const entry = contentFiles.find((candidate) => candidate.file === path)
  return entry ? { file: entry.file, schema: entry.schema, frontMatter: false } : null
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
): Checked {
  const { body: _, ...frontMatter } = data
  const values = target.frontMatter ? frontMatter : data
  const json = jsonOf(target.schema)
  const blanks = blankOptionalPaths(values, json)
  let written: unknown = withoutBlankOptionals(values, json)
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
