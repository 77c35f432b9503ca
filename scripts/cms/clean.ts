/**
 * What the editor leaves in a file that the build would refuse although the owner meant nothing: an optional field
 * typed in then emptied (`metaTitle: ""`), an emptied number, an optional object left blank. Decap writes them as
 * empty values; the schemas read an empty text as a text (too short), not as an absent field. These paths are
 * removed before saving (scripts/cms/admin/main.ts); a required field stays, empty, and is refused by name.
 */
import { type JsonSchema, normalise, typeOf, variantsOf } from './json-schema.ts'

type Path = (string | number)[]

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

/** Nothing written: an empty text, list or object, or one whose every value is blank. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (isObject(value)) return Object.values(value).every(isBlank)
  return false
}

/** The paths of the optional fields left blank in `data`, deepest first (so they can be removed in turn). */
export function blankOptionalPaths(data: unknown, schema: JsonSchema, path: Path = []): Path[] {
  let json = normalise(schema)
  const variants = variantsOf(json)
  if (variants) {
    // A typed item: the variant whose constant matches.
    const match = variants.find((variant) =>
      Object.entries(variant.properties ?? {}).every(([key, property]) => {
        const constant = normalise(property as JsonSchema).const
        return constant === undefined || (isObject(data) && data[key] === constant)
      }),
    )
    json = match ?? variants[0] ?? {}
  }
  const found: Path[] = []
  if (Array.isArray(data) && typeOf(json) === 'array') {
    data.forEach((item, index) => {
      found.push(...blankOptionalPaths(item, json.items as JsonSchema, [...path, index]))
    })
  } else if (isObject(data) && (typeOf(json) === 'object' || json.properties)) {
    const required = new Set(json.required ?? [])
    for (const [key, value] of Object.entries(data)) {
      const property = json.properties?.[key] ?? json.additionalProperties
      // A field the item's kind does not have, emptied by the owner (a button's payment page, cleared to make it a
      // link): dropped, not refused as a field too many.
      if (property === undefined || property === false) {
        if (isBlank(value)) found.push([...path, key])
        continue
      }
      const inner = blankOptionalPaths(value, property as JsonSchema, [...path, key])
      if (!required.has(key) && isBlank(value)) found.push([...path, key])
      else found.push(...inner)
    }
  }
  return found
}

/** A plain copy of `data` without its blank optional fields. */
export function withoutBlankOptionals<T>(data: T, schema: JsonSchema): T {
  const copy = structuredClone(data)
  for (const path of blankOptionalPaths(copy, schema)) {
    const parent = path.slice(0, -1).reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], copy)
    delete (parent as Record<string | number, unknown>)[path.at(-1)!]
  }
  return copy
}
