/**
 * The format of the JSON content files in the editor: Decap's own JSON (two-space indent) with the final newline the
 * files are written with, and the keys in the order the file had them. Decap holds an entry in Immutable.js maps,
 * which keep no order beyond eight keys: saved as is, a file would come back shuffled. The order comes from the file
 * as it was (`template`, read before saving by scripts/cms/admin/main.ts), else from the fields of the configuration
 * (Decap's `sortedKeys`, dotted paths). Registered by scripts/cms/admin/main.ts, named by scripts/cms/config.ts.
 */
export const JSON_FORMAT = 'json-nl'

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

/** `value` with the keys of each object in the order of `template` (then of `names`, then as they come). */
export function ordered(value: unknown, template: unknown, names: readonly string[] = [], prefix = ''): unknown {
  if (Array.isArray(value))
    return value.map((item, index) =>
      ordered(item, Array.isArray(template) ? (template[index] ?? template[0]) : undefined, names, prefix),
    )
  if (!isObject(value)) return value
  const rank = (key: string) => {
    const inTemplate = isObject(template) ? Object.keys(template).indexOf(key) : -1
    if (inTemplate >= 0) return inTemplate
    const inNames = names.indexOf(`${prefix}${key}`)
    return inNames >= 0 ? 10_000 + inNames : 1_000_000
  }
  const keys = Object.keys(value)
  const sorted = keys
    .map((key, index) => ({ key, index }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.index - b.index)
    .map(({ key }) => key)
  return Object.fromEntries(
    sorted.map((key) => [
      key,
      ordered(value[key], isObject(template) ? template[key] : undefined, names, `${prefix}${key}.`),
    ]),
  )
}

/**
 * A new service's address (./collections.ts): a field of the form that names the file (Decap's `slug` template),
 * never written in it.
 */
export const ADDRESS_FIELD = 'adresseDeLaPage'

const withoutAddress = (data: unknown) => {
  if (!isObject(data) || !(ADDRESS_FIELD in data)) return data
  const { [ADDRESS_FIELD]: _, ...rest } = data
  return rest
}

export const jsonFormat = {
  fromFile: (content: string): unknown => JSON.parse(content),
  toFile: (data: unknown, sortedKeys: readonly string[] = [], template?: unknown): string =>
    `${JSON.stringify(ordered(withoutAddress(data), template, sortedKeys), null, 2)}\n`,
}
