/**
 * A translation is a second set of content files (content/<language>/<path>), not a second set of components: the
 * components read either set the same way, so a translation has exactly the fields of its French file — arrays of the
 * same length, numbers and booleans unchanged, every text translated — except the fields it inherits (facts written
 * once, in French). Problems are in French and name the file and the field, as for any content file.
 */
import type { z } from 'zod'

export type TranslationSource = {
  /** The translation, from the repository's root: content/en/pages/home.json. */
  file: string
  /** Its French file: content/pages/home.json. */
  original: string
  data: unknown
  originalData: unknown
  /** Top-level fields taken from the French file (content/files.ts, `inherited`). */
  inherited?: readonly string[]
  /** Top-level fields only a translation has (a service's English `slug`). */
  own?: readonly string[]
}

const REFERENCE = /\{\{[^{}]*\}\}/g

const join = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key

export function checkTranslation({ file, original, data, originalData, inherited = [], own = [] }: TranslationSource) {
  const problems: string[] = []
  const say = (path: string, message: string) => problems.push(`${file} : champ « ${path || '(racine)'} » : ${message}`)
  const kind = (value: unknown) => (Array.isArray(value) ? 'liste' : value === null ? 'null' : typeof value)
  const visit = (french: unknown, translated: unknown, path: string, top: boolean) => {
    if (kind(french) !== kind(translated))
      return say(path, `${kind(translated)} au lieu de ${kind(french)} comme dans ${original}`)
    if (Array.isArray(french)) {
      const list = translated as unknown[]
      if (list.length !== french.length)
        say(path, `${list.length} éléments, ${original} en a ${french.length} : une traduction en a autant`)
      french.forEach((item, index) => {
        if (index < list.length) visit(item, list[index], join(path, index), false)
      })
    } else if (french && typeof french === 'object') {
      const object = translated as Record<string, unknown>
      for (const [key, item] of Object.entries(french)) {
        const field = join(path, key)
        if (top && inherited.includes(key)) {
          if (key in object) say(field, `repris de ${original} : ne le répétez pas dans la traduction`)
        } else if (!(key in object)) say(field, `manque (présent dans ${original})`)
        else visit(item, object[key], field, false)
      }
      for (const key of Object.keys(object))
        if (!(key in french) && !(top && own.includes(key)))
          say(join(path, key), `absent de ${original} : une traduction n’ajoute pas de champ`)
    } else if (typeof french === 'string') {
      const cited = (text: string) =>
        (text.match(REFERENCE) ?? []).map((reference) => reference.replace(/\s/g, '')).sort()
      if (cited(french).join() !== cited(translated as string).join())
        say(
          path,
          `cite ${cited(translated as string).join(', ') || 'aucune référence'} au lieu de ${cited(french).join(', ') || 'aucune référence'} comme ${original} : une traduction cite les mêmes faits`,
        )
    } else if (french !== translated)
      say(path, `${JSON.stringify(translated)} au lieu de ${JSON.stringify(french)} : seuls les textes se traduisent`)
  }
  visit(originalData, data, '', true)
  return problems
}

/** The translation as the site reads it: its fields, and the inherited ones from the French file. */
export function withInherited(data: unknown, originalData: unknown, inherited: readonly string[] = []): unknown {
  if (!data || typeof data !== 'object' || !originalData || typeof originalData !== 'object') return data
  const french = originalData as Record<string, unknown>
  return { ...Object.fromEntries(inherited.filter((key) => key in french).map((key) => [key, french[key]])), ...data }
}

/**
 * The schema's problems with a translation, leaving out one kind: a fixed French wording the schema requires (a
 * `z.literal('Populaire')`, or a `frenchWording` rule of content/schema.ts), which the translation says in its language. A fixed value that is an identifier
 * (lowercase letters, digits and dashes: a section's `type`, an icon) is not text, and stays as the French has it.
 */
export function translationIssues(schema: z.ZodType, data: unknown): z.core.$ZodIssue[] {
  const result = schema.safeParse(data)
  if (result.success) return []
  return result.error.issues.filter((issue) => {
    if (issue.code === 'custom' && issue.params?.frenchWording) return false
    if (issue.code !== 'invalid_value') return true
    const values = issue.values as unknown[]
    return !values.every((value) => typeof value === 'string' && !/^[a-z0-9-]+$/.test(value))
  })
}
