/**
 * The fields of the editor (Decap CMS) for a content schema, so that the editor refuses what the build refuses
 * wherever Decap can say it: required fields, patterns (with the build's French message), lengths (as patterns:
 * Decap has no length limit of its own), enumerations (select), bounds of numbers, sizes of lists, typed lists (a
 * `type` key: list `types`). What Decap cannot say (a rule across fields, a checksum, an unknown `{{site.…}}`) the
 * editor's page checks before saving with the schema itself (scripts/cms/admin/check.ts), and the build again.
 *
 * Where a schema leaves the shape open (a record, a loose object, free-form copy), the fields follow the file's
 * current data: its keys become fields, its texts required ones.
 */
import { DATE_MESSAGE } from './admin/owner-words.ts'
import { isAnything, type JsonSchema, normalise, patternsOf, typeOf, variantsOf } from './json-schema.ts'
import { HOUSE_FORMS } from './admin/natural-input.ts'
import { itemWords, optionWords, readableKey, typeWords, wordsFor } from './labels.ts'

export type DecapField = {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  default?: unknown
  pattern?: [string, string]
  options?: (string | { label: string; value: string })[]
  multiple?: boolean
  value_type?: 'int' | 'float'
  min?: number
  max?: number
  step?: number
  field?: DecapField
  fields?: DecapField[]
  types?: DecapField[]
  typeKey?: string
  summary?: string
  collapsed?: boolean
  label_singular?: string
  [key: string]: unknown
}

/** Changes to the generated fields, by path from the file's root (`image.src`; list items have no index). */
export type FieldTweaks = Record<string, Partial<DecapField>>

type Context = {
  path: string[]
  /** The value at this place in the file, when the fields are made for one file (undefined for a folder). */
  data: unknown
  /** Inside an optional object: Decap would demand its required fields even when the object is left empty. */
  optional: boolean
  tweaks: FieldTweaks
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER
/** What zod's `url()` accepts, near enough: a scheme, then no space. */
const URL_PATTERN = '^[a-zA-Z][a-zA-Z0-9+.-]*:[^\\s]+$'
const LONG_KEYS = new Set(['text', 'description', 'excerpt', 'answer', 'intro', 'definition'])
const SUMMARY_KEYS = ['title', 'name', 'question', 'label', 'term', 'company', 'caption', 'text']
const DATE_PATTERN = /^\^\\d\{4\}-\\d\{2\}-\\d\{2\}/

const unique = (values: readonly string[]) => [...new Set(values.filter(Boolean))]
const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

function child(ctx: Context, key: string | null, data: unknown, optional = ctx.optional): Context {
  return { ...ctx, path: key === null ? ctx.path : [...ctx.path, key], data, optional }
}

function tweak(field: DecapField, ctx: Context): DecapField {
  const tweaks = ctx.tweaks[ctx.path.join('.')]
  return tweaks ? { ...field, ...tweaks } : field
}

function hintOf(...parts: (string | undefined)[]): { hint?: string } {
  const text = unique(parts.map((part) => part ?? '')).join(' ')
  return text ? { hint: text } : {}
}

/** Decap's one pattern for every condition on a text, with the build's messages. */
function patternOf(json: JsonSchema): [string, string] | undefined {
  const messages = json['x-messages'] ?? {}
  const conditions: { re: string; message: string }[] = []
  if (json['x-nonBlank'])
    conditions.push({ re: '(?=[\\s\\S]*\\S)', message: messages.minLength ?? 'ne doit pas être vide' })
  const min = json.minLength ?? 0
  const max = json.maxLength
  // A text citing a fact ({{this.amount}}) is measured once its references are resolved, by the check before saving
  // (./admin/check.ts): as written, it may be longer than the page's text.
  if (max !== undefined || min > 1)
    conditions.push({
      re: `(?:(?=[\\s\\S]*\\{\\{)|(?=[\\s\\S]{${min},${max ?? ''}}$))`,
      message: (max !== undefined ? messages.maxLength : messages.minLength) ?? `de ${min} à ${max ?? '…'} caractères`,
    })
  const patterns = patternsOf(json)
  // zod's own wording quotes the pattern: the owner reads what is wrong, not the regex.
  const patternMessages = [...(messages.pattern ?? []), ...(messages.format ? [messages.format] : [])].map((message) =>
    message.replace(
      /^(Chaîne de caractères invalide : )?doit correspondre au motif \/.*\/$/,
      'n’a pas la forme attendue',
    ),
  )
  patterns.forEach((pattern, index) => {
    conditions.push({
      re: `(?=[\\s\\S]*?(?:${pattern}))`,
      message: patternMessages[index] ?? patternMessages.join(' ; ') ?? 'format refusé',
    })
  })
  if (json.format === 'uri' && patterns.length === 0)
    conditions.push({ re: `(?=${URL_PATTERN})`, message: messages.format ?? 'URL absolue attendue' })
  if (conditions.length === 0) return undefined
  const message = unique(conditions.map((condition) => condition.message)).join(' ; ')
  if (conditions.length === 1 && patterns.length === 1) return [patterns[0]!, message]
  return [`^${conditions.map((condition) => condition.re).join('')}`, message]
}

/** Whether an empty value is refused (Decap's `required`): an empty text, list or number. */
function refusesEmpty(json: JsonSchema): boolean {
  const type = typeOf(json)
  if (type === 'string') {
    if (json.enum || json.const !== undefined) return true
    if (json['x-acceptsEmpty'] !== undefined) return !json['x-acceptsEmpty']
    if ((json.minLength ?? 0) > 0) return true
    return patternsOf(json).some((pattern) => !new RegExp(pattern).test(''))
  }
  if (type === 'array') return (json.minItems ?? 0) > 0
  if (type === 'object') return true
  return type === 'number' || type === 'integer' || type === 'boolean'
}

function options(values: readonly unknown[]) {
  return values.map((value) =>
    optionWords[String(value)] ? { label: optionWords[String(value)]!, value: String(value) } : String(value),
  )
}

function stringField(base: DecapField, json: JsonSchema, ctx: Context, parent?: JsonSchema): DecapField {
  const key = ctx.path.at(-1) ?? ''
  // An icon by its picture, a colour by its swatch (./admin/widgets.ts).
  const pictured = key === 'icon' ? 'icone' : key === 'color' ? 'couleur' : 'select'
  if (json.enum) return { ...base, widget: pictured, options: options(json.enum) }
  if (json.const !== undefined)
    return {
      ...base,
      widget: 'select',
      options: options([json.const]),
      default: json.const,
      ...hintOf(base.hint, 'Valeur imposée.'),
    }
  // A text with a length limit shows its count as it is typed, and refuses itself above it (./admin/widgets.ts).
  const counted = json.maxLength !== undefined && json.maxLength !== json.minLength
  // A price, a month, an hour typed as the owner likes (127€, octobre 2026, 9h): put in the house form before the
  // check (./admin/natural-input.ts, HOUSE_FORMS), which refuses what remains wrong.
  const natural = Object.hasOwn(HOUSE_FORMS, key)
  const pattern = natural ? undefined : patternOf(counted ? { ...json, maxLength: undefined } : json)
  const limits =
    json.maxLength === undefined
      ? undefined
      : json.maxLength === json.minLength
        ? `${json.maxLength} caractères exactement.`
        : `${json.maxLength} caractères au plus.`
  const field: DecapField = { ...base, ...hintOf(base.hint, limits), ...(pattern && { pattern }) }
  const isImage = key === 'src' && isImageObject(parent)
  // Decap tests an image field's pattern against the file's name, not its path: the check before saving does it.
  if (isImage) {
    const { pattern: _, ...image } = field
    return { ...image, widget: 'image', choose_url: true }
  }
  // The owner picks a date in the browser's calendar: an unreadable one is one typed in full, a digit too many.
  if (patternsOf(json).some((p) => DATE_PATTERN.test(p)))
    return {
      ...field,
      widget: 'date-fr',
      ...(field.pattern && { pattern: [field.pattern[0], DATE_MESSAGE] }),
    }
  const text = typeof ctx.data === 'string' ? ctx.data : ''
  const long = LONG_KEYS.has(key) || text.length > 90 || text.includes('\n')
  // A text that quotes facts shows their values, picked from a list (./admin/facts.ts), and counts what it shows; so
  // does copy of some length, and, in a folder's entries (no data to tell), every free text, counted ones too.
  const format = patternOf({ ...json, maxLength: undefined, 'x-nonBlank': false })
  // Free copy: no format, or one that lets a text quote a fact (a price: an amount or `{{this.amount}}`).
  const free = !natural && (!format || format[0].includes('\\{\\{'))
  if (text.includes('{{') || (free && ctx.data === undefined) || (!counted && free && long))
    return {
      ...field,
      widget: 'texte-faits',
      ...(long && { multiline: true }),
      ...(counted && { limit: json.maxLength }),
    }
  if (counted) return { ...field, widget: 'compte', limit: json.maxLength, ...(long && { multiline: true }) }
  return { ...field, widget: long ? 'text' : 'string' }
}

function numberField(base: DecapField, json: JsonSchema): DecapField {
  const int = typeOf(json) === 'integer'
  const bound = (inclusive: unknown, exclusive: unknown, step: number): number | undefined => {
    if (typeof inclusive === 'number') return inclusive
    if (typeof exclusive === 'number') return exclusive + step
    return undefined
  }
  const min = bound(json.minimum, json.exclusiveMinimum, int ? 1 : 0)
  const max = bound(json.maximum, json.exclusiveMaximum, int ? -1 : 0)
  return {
    ...base,
    widget: 'number',
    value_type: int ? 'int' : 'float',
    ...(int ? {} : { step: 0.000001 }),
    ...(min !== undefined && Math.abs(min) < MAX_SAFE && { min }),
    ...(max !== undefined && Math.abs(max) < MAX_SAFE && { max }),
  }
}

function summaryOf(fields: readonly DecapField[]): { summary?: string } {
  const key = SUMMARY_KEYS.find((name) =>
    fields.some((field) => field.name === name && ['string', 'text', 'select'].includes(field.widget)),
  )
  return key ? { summary: `{{fields.${key}}}` } : {}
}

/** The key every variant of a union fixes to a constant of its own: `type` (or `kind`…). */
function discriminator(variants: readonly JsonSchema[]): string | undefined {
  if (variants.length < 2 || !variants.every((variant) => typeOf(variant) === 'object')) return undefined
  const keys = Object.keys(variants[0]!.properties ?? {}).filter((key) =>
    variants.every((variant) => normalise(variant.properties?.[key] as JsonSchema).const !== undefined),
  )
  return keys.includes('type') ? 'type' : keys[0]
}

function listField(base: DecapField, json: JsonSchema, ctx: Context): DecapField {
  const key = ctx.path.at(-1) ?? ''
  const singular = itemWords[key] ?? 'élément'
  const items = normalise(json.items as JsonSchema)
  const dataItems = Array.isArray(ctx.data) ? ctx.data : []
  const sized = {
    ...(json.minItems !== undefined && json.minItems > 0 && { min: json.minItems }),
    ...(json.maxItems !== undefined && { max: json.maxItems }),
  }
  const exact =
    json.minItems !== undefined && json.minItems === json.maxItems ? `${json.minItems} exactement.` : undefined
  const list = { ...base, ...hintOf(base.hint, exact), widget: 'list', label_singular: singular, ...sized }
  // A few values of a fixed set: one select of several.
  if (items.enum) return { ...base, widget: 'select', multiple: true, options: options(items.enum), ...sized }
  const variants = variantsOf(items)
  const typeKey = variants && discriminator(variants)
  if (variants && typeKey) {
    const types = variants.map((variant) => {
      const value = String(normalise(variant.properties?.[typeKey] as JsonSchema).const)
      const { [typeKey]: _, ...properties } = variant.properties ?? {}
      const ofType = dataItems.filter((item) => isObject(item) && item[typeKey] === value)
      const fields = objectFields({ ...variant, properties }, child(ctx, null, mergeItems(ofType), false))
      return {
        name: value,
        label: typeWords[value] ?? readableKey(value),
        widget: 'object',
        fields,
        ...summaryOf(fields),
      } satisfies DecapField
    })
    return { ...list, typeKey, types, collapsed: true }
  }
  // Objects of several shapes without a key that names the shape (a button: a link, a payment or a dialog): one
  // object with every shape's fields, those of all shapes required; the check before saving holds the shapes.
  if (variants?.every((variant) => typeOf(variant) === 'object')) {
    const fields = objectFields(mergedVariants(variants), child(ctx, null, mergeItems(dataItems), false))
    return { ...list, fields, collapsed: true, ...summaryOf(fields) }
  }
  if (typeOf(items) === 'object' || (isAnything(items) && dataItems.every(isObject) && dataItems.length)) {
    const fields = isAnything(items)
      ? dataFields(mergeItems(dataItems), child(ctx, null, undefined, false))
      : objectFields(items, child(ctx, null, mergeItems(dataItems), false))
    return { ...list, fields, collapsed: true, ...summaryOf(fields) }
  }
  const itemContext = child(
    ctx,
    null,
    dataItems.find((item) => item !== undefined),
    false,
  )
  const field = isAnything(items)
    ? dataField(singular, itemContext.data, itemContext)
    : fieldFor(singular, items, itemContext, true)
  if (!field) return { ...base, widget: 'hidden' }
  const { hint: _, ...item } = field
  return { ...list, field: { ...item, name: 'item', label: readableKey(singular) } }
}

/** One object schema with the fields of every variant, required where every variant requires them. */
function mergedVariants(variants: readonly JsonSchema[]): JsonSchema {
  const required = variants
    .map((variant) => variant.required ?? [])
    .reduce((common, keys) => common.filter((key) => keys.includes(key)))
  return { type: 'object', properties: Object.assign({}, ...variants.map((variant) => variant.properties)), required }
}

/** One object with every key the items of a list hold (the first value of each), for the fields of its items. */
function mergeItems(items: readonly unknown[]): Record<string, unknown> | undefined {
  const objects = items.filter(isObject)
  if (!objects.length) return undefined
  const merged: Record<string, unknown> = {}
  for (const item of objects) for (const [key, value] of Object.entries(item)) if (!(key in merged)) merged[key] = value
  return merged
}

function objectFields(json: JsonSchema, ctx: Context): DecapField[] {
  const data = isObject(ctx.data) ? ctx.data : undefined
  const properties = json.properties ?? {}
  const required = new Set(json.required ?? [])
  const fields = Object.entries(properties).flatMap(([key, property]) => {
    const field = fieldFor(key, property as JsonSchema, child(ctx, key, data?.[key]), required.has(key), json)
    return field ? [field] : []
  })
  // A record, or a loose object: the keys the file holds besides the named ones.
  const extra = json.additionalProperties
  if (data && extra !== undefined && extra !== false) {
    const schema = normalise(extra as JsonSchema)
    for (const [key, value] of Object.entries(data)) {
      if (key in properties) continue
      const context = child(ctx, key, value)
      const field = isAnything(schema) ? dataField(key, value, context) : fieldFor(key, schema, context, true, json)
      if (field) fields.push(field)
    }
  }
  return fields
}

/** An image of the content (content/schema.ts, imageSchema): its file, its size and its text. */
const isImageObject = (schema: JsonSchema | undefined) => !!schema?.properties?.src && !!schema.properties.alt

/** The field of one key of an object. `parent` is the object's schema. */
export function fieldFor(
  key: string,
  raw: JsonSchema,
  ctx: Context,
  requiredBySchema: boolean,
  parent?: JsonSchema,
): DecapField | null {
  let json = normalise(raw)
  const words = wordsFor(ctx.path, ctx.data)
  const variants = variantsOf(json)
  if (variants?.length === 1) json = { ...variants[0]!, ...(json.default !== undefined && { default: json.default }) }
  const optional = !requiredBySchema || json.default !== undefined
  const base: DecapField = {
    name: key,
    label: json.title ?? words.label,
    widget: 'string',
    ...hintOf(json.description ?? words.hint),
  }
  const required = !optional && !ctx.optional
  const made = ((): DecapField | null => {
    if (variants && variants.length > 1) return unionField(base, variants, ctx)
    const inner = child(ctx, null, ctx.data, ctx.optional || optional)
    switch (typeOf(json)) {
      case 'string':
        return stringField(base, json, ctx, parent)
      case 'number':
      case 'integer':
        // An image's size is read from the file chosen, at save (./admin/image-sizes.ts): nothing to type.
        return isImageObject(parent) && (key === 'width' || key === 'height')
          ? { ...base, widget: 'hidden', required: false }
          : numberField(base, json)
      case 'boolean':
        return { ...base, widget: 'boolean', ...(typeof json.default === 'boolean' && { default: json.default }) }
      case 'array':
        return listField(base, json, ctx)
      case 'object': {
        const fields = objectFields(json, inner)
        return { ...base, widget: 'object', fields, ...(ctx.path.length > 1 && { collapsed: true }) }
      }
      default:
        return null
    }
  })()
  // A schema that says nothing here (free-form copy): the data says what to edit, or the value is kept as it is.
  if (!made)
    return ctx.data === undefined
      ? tweak({ ...base, widget: 'hidden', required: false }, ctx)
      : dataField(key, ctx.data, ctx)
  const withRequired = { ...made, required: made.widget !== 'hidden' && required && refusesEmpty(json) }
  if (json.default !== undefined && withRequired.default === undefined) withRequired.default = json.default
  return tweak(withRequired, ctx)
}

/** A field that takes one of several shapes, outside a list: texts of several formats, or a fixed value or a text. */
function unionField(base: DecapField, variants: JsonSchema[], ctx: Context): DecapField | null {
  if (variants.every((variant) => typeOf(variant) === 'string' || variant.enum || variant.const !== undefined)) {
    const fixed = variants.flatMap((variant) =>
      variant.enum ? variant.enum : variant.const !== undefined ? [variant.const] : [],
    )
    const free = variants.filter((variant) => !variant.enum && variant.const === undefined)
    if (free.length === 0) return { ...base, widget: 'select', options: options(fixed) }
    const suggestions = fixed.length ? `Par exemple : ${fixed.join(', ')}.` : undefined
    // A text that must match one of the formats: their patterns as alternatives (each says what it accepts).
    const formats = free.map((variant) => patternOf({ ...variant, 'x-nonBlank': false }))
    const pattern: [string, string] | undefined =
      fixed.length === 0 && formats.every(Boolean)
        ? [formats.map((format) => `(?:${format![0]})`).join('|'), unique(formats.map((f) => f![1])).join(' ou ')]
        : undefined
    return { ...base, widget: 'string', ...hintOf(base.hint, suggestions), ...(pattern && { pattern }) }
  }
  // Shapes Decap cannot offer side by side (outside a list): the first, the check before saving does the rest.
  return fieldFor(base.name, variants[0]!, ctx, true)
}

/** A field shaped by the data alone (free-form copy): texts are required and not blank. */
export function dataField(key: string, value: unknown, ctx: Context): DecapField | null {
  const words = wordsFor(ctx.path.length ? ctx.path : [key], value)
  const base: DecapField = { name: key, label: words.label, widget: 'string', ...hintOf(words.hint) }
  const made = ((): DecapField | null => {
    if (typeof value === 'string') {
      const long = LONG_KEYS.has(key) || value.length > 90 || value.includes('\n')
      // Free copy: its facts shown as their values, picked from a list (./admin/facts.ts).
      return {
        ...base,
        widget: 'texte-faits',
        ...(long && { multiline: true }),
        required: true,
        pattern: ['(?=[\\s\\S]*\\S)', 'ne doit pas être vide'],
      }
    }
    if (typeof value === 'number')
      return { ...base, widget: 'number', value_type: Number.isInteger(value) ? 'int' : 'float', required: true }
    if (typeof value === 'boolean') return { ...base, widget: 'boolean', required: false }
    if (Array.isArray(value)) {
      if (value.length && value.every((item) => typeof item === 'string'))
        return {
          ...base,
          widget: 'list',
          label_singular: itemWords[key] ?? 'élément',
          required: false,
          field: {
            name: 'item',
            label: 'Texte',
            widget: 'texte-faits',
            ...(value.some((item) => item.length > 90) && { multiline: true }),
            required: true,
            pattern: ['(?=[\\s\\S]*\\S)', 'ne doit pas être vide'],
          },
        }
      if (value.length && value.every(isObject)) {
        const fields = dataFields(mergeItems(value), child(ctx, null, undefined))
        return { ...base, widget: 'list', required: false, collapsed: true, fields, ...summaryOf(fields) }
      }
      // Empty, or of several kinds: kept as it is.
      return { ...base, widget: 'hidden' }
    }
    if (isObject(value)) {
      const fields = dataFields(value, ctx)
      return { ...base, widget: 'object', required: true, fields, ...(ctx.path.length > 1 && { collapsed: true }) }
    }
    return { ...base, widget: 'hidden' }
  })()
  return made && tweak(made, ctx)
}

function dataFields(data: Record<string, unknown> | undefined, ctx: Context): DecapField[] {
  return Object.entries(data ?? {}).flatMap(([key, value]) => {
    const field = dataField(key, value, child(ctx, key, value))
    return field ? [field] : []
  })
}

/** The fields of a file (or of every file of a folder, `data` undefined) whose content the schema describes. */
export function fieldsOf(json: JsonSchema, data?: unknown, tweaks: FieldTweaks = {}): DecapField[] {
  const root = normalise(json)
  const ctx: Context = { path: [], data, optional: false, tweaks }
  if (typeOf(root) === 'object' || root.properties) return objectFields(root, ctx)
  if (isObject(data)) return dataFields(data, ctx)
  throw new Error('le schéma d’un fichier de contenu doit décrire un objet')
}

/** A French wording, not an identifier: a space, an accent or a capital first (« Populaire », « 1 jour », « Débutant »). */
const isWording = (value: string) => /[\s\u00a0]|[^\x20-\x7e]|^[A-Z]/.test(value)

/**
 * The fields of a translation (content/<language>/…): those of its French file, but a choice of fixed French wordings
 * (a `z.literal('Populaire')` or `z.literal('fr-FR')`, a level « Débutant »…) is a text to write in the translation's language, as the build
 * allows it (src/content/check-translation.ts, translationIssues). A choice of identifiers (a section's `type`, an
 * icon, a payment link's key) stays a choice, and so do the fields named in `kept` (choices the configuration gives: an English category).
 */
export function translationFields(fields: readonly DecapField[], kept: ReadonlySet<string> = new Set()): DecapField[] {
  return fields.map((field) => {
    if (kept.has(field.name)) return field
    const values = (field.options ?? []).map((option) => (typeof option === 'string' ? option : option.value))
    // A fixed value (z.literal) as the build tells it from an identifier; a choice of several, only of wordings.
    const literal = values.length === 1 && field.default === values[0] && !/^[a-z0-9-]+$/.test(values[0]!)
    if (field.widget === 'select' && !field.multiple && values.length && (literal || values.every(isWording))) {
      const { options: _, default: __, hint: ___, ...text } = field
      return {
        ...text,
        widget: 'string',
        pattern: ['(?=[\\s\\S]*\\S)', 'ne doit pas être vide'],
        hint: `En français : « ${values.join(' », « ')} ». Traduisez-le.`,
      }
    }
    return {
      ...field,
      ...(field.fields && { fields: translationFields(field.fields) }),
      ...(field.field && { field: translationFields([field.field])[0] }),
      ...(field.types && { types: translationFields(field.types) }),
    }
  })
}
