/**
 * A content schema (zod 4) as JSON Schema, the form the editor's configuration is derived from (./fields.ts), with
 * what JSON Schema leaves out and the editor can still use: the French message of each pattern and length limit, as
 * the build words it (zod's French locale, src/content/check-source.ts), and whether a text made only of spaces is
 * refused (a trimmed `min(1)`). Runs in Node and in the editor's page.
 */
import { z } from 'zod'

export type JsonSchema = z.core.JSONSchema.JSONSchema & {
  /** The build's French messages for the string checks JSON Schema keeps (pattern, format, lengths). */
  'x-messages'?: { pattern?: string[]; format?: string; minLength?: string; maxLength?: string }
  /** A text of spaces only is refused (the schema trims before it counts). */
  'x-nonBlank'?: boolean
  /** Whether the schema takes an empty text (a url() or a refinement refuses it without saying so in JSON Schema). */
  'x-acceptsEmpty'?: boolean
  /** Every pattern a text must match, when there are several (JSON Schema puts them in `allOf`). */
  'x-patterns'?: string[]
}

/** Every pattern a text must match. */
export const patternsOf = (json: JsonSchema): string[] => json['x-patterns'] ?? (json.pattern ? [json.pattern] : [])

type Check = { _zod: { def: Record<string, unknown> & { check: string; error?: (issue: unknown) => unknown } } }

const french = z.locales.fr().localeError

/**
 * A regex source that matches as the same source with the `i` flag (Decap compiles patterns without flags): each
 * ASCII letter outside a class becomes `[xX]`, each a-z or A-Z range inside one gains the other case.
 */
export function caseInsensitive(source: string): string {
  let out = ''
  let inClass = false
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!
    if (char === '\\') {
      out += char + (source[index + 1] ?? '')
      index++
    } else if (inClass) {
      const range = /^([a-zA-Z])-([a-zA-Z])/.exec(source.slice(index))
      if (range) {
        const [, from, to] = range as unknown as [string, string, string]
        const other =
          from === from.toLowerCase()
            ? `${from.toUpperCase()}-${to.toUpperCase()}`
            : `${from.toLowerCase()}-${to.toLowerCase()}`
        out += `${from}-${to}${other}`
        index += 2
      } else {
        if (char === ']') inClass = false
        out += char
      }
    } else if (char === '[') {
      inClass = true
      out += char
    } else if (/[a-zA-Z]/.test(char)) {
      out += `[${char.toLowerCase()}${char.toUpperCase()}]`
    } else out += char
  }
  return out
}

/** The message the build gives for a failed check: the schema's own, else zod's French one. */
function messageOf(check: Check, issue: Record<string, unknown>): string {
  const custom = check._zod.def.error?.(issue)
  const text = typeof custom === 'string' ? custom : (custom as { message?: string } | undefined)?.message
  if (text) return text
  const fallback = french(issue as never)
  return typeof fallback === 'string' ? fallback : (fallback?.message ?? 'valeur refusée')
}

function annotateString(schema: z.core.$ZodType, json: JsonSchema) {
  const checks = ((schema._zod.def as { checks?: Check[] }).checks ?? []) as Check[]
  const messages: NonNullable<JsonSchema['x-messages']> = {}
  let overwrites = false
  for (const check of checks) {
    const def = check._zod.def
    if (def.check === 'string_format' && def.format === 'regex') {
      const issue = { code: 'invalid_format', format: 'regex', pattern: String(def.pattern), input: '' }
      messages.pattern = [...(messages.pattern ?? []), messageOf(check, issue)]
      // JSON Schema keeps the source of a regex, not its flags: a case-insensitive one is spelt out.
      const regex = def.pattern as RegExp
      if (regex.flags.includes('i')) {
        const spelt = caseInsensitive(regex.source)
        if (json.pattern === regex.source) json.pattern = spelt
        for (const part of json.allOf ?? [])
          if ((part as JsonSchema).pattern === regex.source) (part as JsonSchema).pattern = spelt
      }
    } else if (def.check === 'string_format') {
      messages.format = messageOf(check, { code: 'invalid_format', format: def.format, input: '' })
    } else if (def.check === 'min_length' || def.check === 'length_equals') {
      const minimum = (def.minimum ?? def.length) as number
      messages.minLength = messageOf(check, {
        code: 'too_small',
        origin: 'string',
        minimum,
        inclusive: true,
        input: '',
      })
    }
    if (def.check === 'max_length' || def.check === 'length_equals') {
      const maximum = (def.maximum ?? def.length) as number
      messages.maxLength = messageOf(check, { code: 'too_big', origin: 'string', maximum, inclusive: true, input: '' })
    }
    if (def.check === 'overwrite') overwrites = true
  }
  if (Object.keys(messages).length) json['x-messages'] = messages
  json['x-acceptsEmpty'] = z.safeParse(schema, '').success
  // A trimmed minimum length refuses spaces alone; the editor's own "required" lets them through.
  const minLength = json.minLength ?? 0
  if (overwrites && minLength > 0 && !z.safeParse(schema, ' '.repeat(minLength)).success) json['x-nonBlank'] = true
}

/** The JSON Schema of what a content file holds (the input of the schema: a default makes a field optional). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    reused: 'inline',
    cycles: 'ref',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'string') annotateString(zodSchema, jsonSchema as JsonSchema)
    },
  }) as JsonSchema
}

/** One schema of a union, `allOf` merged, a `$ref` to a definition (a recursive schema) read as anything. */
export function normalise(json: JsonSchema | boolean | undefined): JsonSchema {
  if (json === undefined || json === true) return {}
  if (json === false) return { not: {} }
  if (json.$ref) return {}
  if (!json.allOf) return json
  const { allOf, ...rest } = json
  return allOf.map((part) => normalise(part as JsonSchema)).reduce(merge, rest as JsonSchema)
}

function merge(a: JsonSchema, b: JsonSchema): JsonSchema {
  const merged: JsonSchema = { ...a, ...b }
  if (a.properties || b.properties) merged.properties = { ...a.properties, ...b.properties }
  if (a.required || b.required) merged.required = [...new Set([...(a.required ?? []), ...(b.required ?? [])])]
  // Two objects of which one is loose: the strict one's list of properties wins, the loose one's anything stays.
  if (a.additionalProperties === false || b.additionalProperties === false) {
    const other = a.additionalProperties === false ? b.additionalProperties : a.additionalProperties
    merged.additionalProperties = other === undefined ? false : other
  }
  if (a.type && !b.type) merged.type = a.type
  if (a['x-messages'] || b['x-messages']) merged['x-messages'] = { ...a['x-messages'], ...b['x-messages'] }
  const patterns = [...patternsOf(a), ...patternsOf(b)]
  if (patterns.length) merged['x-patterns'] = [...new Set(patterns)]
  return merged
}

/** The schemas of a union (anyOf / oneOf), without the `null` a nullable field adds. */
export function variantsOf(json: JsonSchema): JsonSchema[] | null {
  const variants = json.anyOf ?? json.oneOf
  if (!variants) return null
  return variants.map((variant) => normalise(variant as JsonSchema)).filter((variant) => variant.type !== 'null')
}

/** Whether the schema says nothing: a free-form copy object, z.unknown(), a recursive reference. */
export const isAnything = (json: JsonSchema) =>
  !json.type && !json.anyOf && !json.oneOf && !json.enum && json.const === undefined && !json.properties

export const typeOf = (json: JsonSchema): string | undefined =>
  Array.isArray(json.type) ? json.type.find((type) => type !== 'null') : json.type
