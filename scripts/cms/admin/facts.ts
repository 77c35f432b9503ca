/**
 * The facts a text may quote (a price, the phone number, a figure of the register), as the owner picks and reads
 * them: a text keeps `{{site.phone.display}}` in its file, so that the fact is written once (src/build/content-files.ts),
 * and the editor shows the value in its place (./widgets.ts, `texte-faits`).
 */
import { readContentFile, REFERENCE, translatedFile } from '../../../src/build/content-files.ts'
import { memoryTree } from '../../../src/content/tree.ts'
import type { Files } from './check.ts'

/** The insert menu of a text that may quote facts (./widgets.ts), and its entry for a service's own price. */
export const INSERT_FACT = 'Insérer un prix, un chiffre ou une coordonnée…'
export const THIS_AMOUNT = 'Le prix de ce service'

export type Segment = { text: string } | { fact: string }

/** A text as its runs of words and the facts it quotes. */
export function segmentsOf(text: string): Segment[] {
  const segments: Segment[] = []
  let last = 0
  for (const match of text.matchAll(REFERENCE)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index) })
    segments.push({ fact: match[1]! })
    last = match.index + match[0].length
  }
  if (last < text.length) segments.push({ text: text.slice(last) })
  return segments
}

export const textOf = (segments: readonly Segment[]) =>
  segments.map((segment) => ('fact' in segment ? `{{${segment.fact}}}` : segment.text)).join('')

/** A key no content file has, that the build reads as any other. */
const PROBE = '\u0000fact'

/**
 * The values of `names` as the page will show them in `file`, whose data is `data`: the build's own reading of the
 * file (its language, a service's own price), or undefined for a name that leads nowhere.
 */
export function factValues(
  file: string,
  data: unknown,
  names: readonly string[],
  files: Files,
): Record<string, string | undefined> {
  const read = (asked: readonly string[]) => {
    // Of the entry, only what `this.…` names: a reference of another field, still being typed, is not asked.
    const own = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>
    const kept = asked.flatMap((name) => (name.startsWith('this.') ? [name.split('.')[1]!] : []))
    const probe = {
      ...Object.fromEntries(kept.map((key) => [key, own[key]])),
      [PROBE]: asked.map((name) => `{{${name}}}`),
    }
    // A translation shows what its French file has (followFrench): the probe is put in both.
    const original = translatedFile(file)?.original
    const french = original?.endsWith('.json') && files[original] ? JSON.parse(files[original]) : undefined
    const tree = memoryTree({
      ...files,
      [file]: JSON.stringify(probe),
      ...(original && french && { [original]: JSON.stringify({ ...french, [PROBE]: probe[PROBE] }) }),
    })
    const shown = readContentFile(file, tree)
    return (shown as Record<string, string[]>)[PROBE]!
  }
  try {
    // All at once: the other files are read once.
    const shown = read(names)
    return Object.fromEntries(names.map((name, index) => [name, shown[index]]))
  } catch {
    // One leads nowhere: each on its own.
    return Object.fromEntries(
      names.map((name) => {
        try {
          return [name, read([name])[0]]
        } catch {
          return [name, undefined]
        }
      }),
    )
  }
}

export type Fact = { name: string; label: string; group: string }

const SHORT = 80

/**
 * What a text of `file` may quote, grouped: the business's facts that texts quote (content/site.json, by their labels
 * in the editor),
 * the figures of the register, the services' prices (and the service's own, in a service's file).
 */
export function factChoices(file: string, files: Files, siteLabel: (path: string) => string): Fact[] {
  const language = translatedFile(file)?.language
  const folder = language ? `content/${language}/` : 'content/'
  const json = (name: string): unknown => {
    try {
      return JSON.parse(files[name] ?? 'null')
    } catch {
      return null
    }
  }
  const facts: Fact[] = []
  // The business's facts the site's texts quote somewhere: not its identifiers, keys and settings.
  const quoted = new Set(
    Object.values(files).flatMap((text) => [...text.matchAll(REFERENCE)].map((match) => match[1]!.trim())),
  )
  const leaves = (value: unknown, path: string) => {
    if (
      (typeof value === 'number' || (typeof value === 'string' && value.length <= SHORT && !value.includes('{{'))) &&
      quoted.has(`site.${path}`)
    )
      facts.push({ name: `site.${path}`, label: siteLabel(path.replace(/\.(\d+)/g, '[$1]')), group: 'L’entreprise' })
    else if (Array.isArray(value)) for (const [index, item] of value.entries()) leaves(item, `${path}.${index}`)
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key)
  }
  leaves(json('content/site.json'), '')
  const register = json(`${folder}figures.json`) as { figures?: Record<string, { label?: string }> } | null
  for (const [id, figure] of Object.entries(register?.figures ?? {}))
    facts.push({ name: `figures.${id}.value`, label: figure.label ?? id, group: 'Les chiffres' })
  if (file.startsWith(`${folder}services/`)) facts.push({ name: 'this.amount', label: THIS_AMOUNT, group: 'Les prix' })
  for (const [name, text] of Object.entries(files)) {
    const id = new RegExp(`^${folder}services/([a-z0-9-]+)\\.json$`).exec(name)?.[1]
    const title = id && (json(`content/services/${id}.json`) as { title?: string } | null)?.title
    if (id && text.includes('"amount"'))
      facts.push({ name: `services.${id}.amount`, label: `Prix : ${title ?? id}`, group: 'Les prix' })
  }
  return facts
}
