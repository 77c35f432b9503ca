/**
 * The build's messages (`<file> : champ « a.b[2].c » : message`, src/content/check-source.ts) as the owner
 * reads them in the editor: the file named as the editor names it (« Témoignages (anglais) »), the field by its labels
 * (« Sections › 3 › Image › Largeur (px) »), zod's generic wording and code names said in plain French, the length
 * of a text too long counted. Built from the editor's own configuration, so a label is written once (../labels.ts).
 */
import { PUBLISHED_URLS } from '../../../src/content/published-urls.ts'
import { MIXED_KINDS, NO_KIND } from '../../../src/content/check-source.ts'
import { INSERT_FACT, THIS_AMOUNT } from './facts.ts'

type Field = {
  name: string
  label?: string
  widget?: string
  fields?: Field[]
  field?: Field
  types?: Field[]
  typeKey?: string
}
type Collection = {
  name: string
  label: string
  label_singular?: string
  folder?: string
  extension?: string
  files?: { name: string; file: string; label: string; fields: Field[] }[]
  fields?: Field[]
}
export type EditorConfig = { collections: Collection[] }

/**
 * The collection entry (its label and fields) a content file is edited in; an entry of a folder (a service, an
 * article) named by its title where `titleOf` knows it, else by its file's name.
 */
export function formOf(
  config: EditorConfig,
  file: string,
  titleOf: (file: string) => string | undefined = () => undefined,
): { label: string; fields: Field[] } | null {
  for (const collection of config.collections) {
    const entry = collection.files?.find((candidate) => candidate.file === file)
    if (entry) return { label: entry.label, fields: entry.fields }
    if (
      collection.folder &&
      file.startsWith(`${collection.folder}/`) &&
      !file.slice(collection.folder.length + 1).includes('/')
    ) {
      const name = titleOf(file) ?? file.slice(collection.folder.length + 1).replace(/\.\w+$/, '')
      return { label: `${collection.label_singular ?? collection.label} « ${name} »`, fields: collection.fields ?? [] }
    }
  }
  return null
}

/** A service's or an article's title, as the owner knows it, from its file's text (JSON, or an article's front matter). */
export const titlesIn =
  (files: Readonly<Record<string, string>>) =>
  (file: string): string | undefined =>
    /^(?:title:[ \t]*|[ \t]*"title":[ \t]*)["']?(.+?)["']?,?[ \t]*$/m.exec(files[file] ?? '')?.[1]

/** A JSON content file's data as it is in the repository (undefined for an article, or a file that does not parse). */
export const dataIn =
  (files: Readonly<Record<string, string>>) =>
  (file: string): unknown => {
    try {
      return file.endsWith('.json') && files[file] ? JSON.parse(files[file]) : undefined
    } catch {
      return undefined
    }
  }

/** `sections[2].image.width` → ['sections', 2, 'image', 'width']. */
export const stepsOf = (path: string) =>
  path
    .split(/\.|(?=\[)/)
    .filter(Boolean)
    .map((step) => (/^\[\d+\]$/.test(step) ? Number(step.slice(1, -1)) : step))

/** A field path by its labels, the typed item's kind where there is one; `value` is the entry's data, to read kinds. */
export function fieldLabels(fields: readonly Field[], path: string, value?: unknown): string {
  const labels: string[] = []
  let level: readonly Field[] | undefined = fields
  let list: Field | undefined
  let data = value
  for (const step of stepsOf(path)) {
    const item = data && typeof data === 'object' ? (data as Record<string | number, unknown>)[step] : undefined
    if (typeof step === 'number') {
      labels.push(`n°\u00a0${step + 1}`)
      if (list?.types && list.typeKey) {
        const kind = (item as Record<string, unknown> | undefined)?.[list.typeKey]
        const type = list.types.find((candidate) => candidate.name === kind)
        if (type?.label) labels[labels.length - 1] += ` (${type.label})`
        level = type?.fields
      } else level = list?.field ? (list.field.fields ?? [list.field]) : list?.fields
      list = undefined
    } else {
      const field: Field | undefined = level?.find((candidate) => candidate.name === step)
      if (!field) {
        labels.push(step)
        level = undefined
      } else {
        if (field !== list?.field) labels.push(field.label ?? step)
        list = field.field || field.types || field.widget === 'list' ? field : undefined
        level = field.fields
      }
    }
    data = item
  }
  return labels.join(' › ')
}

/** An impossible date, as the editor's date field and the check before saving say it. */
export const DATE_MESSAGE = 'date impossible\u00a0: choisissez-la dans le calendrier'

export const AND = new Intl.ListFormat('fr', { type: 'conjunction' })
const OR = new Intl.ListFormat('fr', { type: 'disjunction' })

const TYPES: Record<string, string> = {
  nombre: 'un nombre',
  chaîne: 'un texte',
  'chaîne de caractères': 'un texte',
  booléen: 'oui ou non',
  tableau: 'une liste',
  objet: 'un ensemble de champs',
}

/**
 * zod's generic wording and code names, said as the owner would; « Entrée invalide » alone is an item of several
 * kinds that matches none with what is filled, in a way src/content/check-source.ts could not say better.
 */
function plainMessage(message: string, value: unknown): string {
  const length = typeof value === 'string' ? value.length : undefined
  return (
    message
      .replace(/^Entrée invalide : (.+?) attendu, indéfini reçu$/, 'à remplir')
      .replace(/^Entrée invalide : (.+?) attendu, .+ reçu$/, (_, type: string) => `attendu : ${TYPES[type] ?? type}`)
      .replace(/^Entrée invalide$/, 'incomplet ou contradictoire : vérifiez ce qui est rempli')
      .replace(/^Trop petit : tableau doit avoir >=(\d+) éléments?$/, 'au moins $1 éléments')
      .replace(/^Trop grand : tableau doit avoir <=(\d+) éléments?$/, 'au plus $1 éléments')
      .replace(/^Trop petit : .* >=(\d+) caractères?$/, 'au moins $1 caractères')
      .replace(/^Trop grand : .* <=(\d+) caractères?$/, `au plus $1 caractères${length ? ` (${length})` : ''}`)
      .replace(/^Trop (petit|grand) : .* (>=|<=)(\S+)$/, (_, size: string, _sign, bound: string) =>
        size === 'petit' ? `au moins ${bound}` : `au plus ${bound}`,
      )
      .replace(/^Chaîne de caractères invalide : /, '')
      .replace(/doit correspondre au motif \/.*\/$/, 'n’a pas la forme attendue')
      .replace(
        /^(titre|description) de plus de (\d+) caractères$/,
        (_, what: string, max: string) =>
          `${what === 'titre' ? 'le titre' : 'la description'} dépasse ${max} caractères${length ? ` (${length})` : ''} : raccourcissez-le${what === 'titre' ? '' : 'a'}`,
      )
      .replace(/ \(voir (src|scripts)\/[^)]*\)/g, '')
      // The date is picked in the browser's calendar (../fields.ts): no format to learn.
      .replace(/^date illisible \(attendu [^)]*\)$/, DATE_MESSAGE)
  )
}

/** The value at a path of the data, for counting. */
function valueAt(data: unknown, path: string): unknown {
  let value = data
  for (const step of stepsOf(path))
    value = value && typeof value === 'object' ? (value as Record<string | number, unknown>)[step] : undefined
  return value
}

/**
 * One of the build's problems in the owner's words. `saved`: the file being saved and its data; a problem in another
 * file (a translation, an article the new one collides with) says where it is, a service or an article by its title
 * (`titleOf`), its fields by their labels (`dataOf`: that file's data).
 */
export function ownerWords(
  problem: string,
  config: EditorConfig,
  saved: { file: string; data: unknown; text?: string },
  titleOf?: (file: string) => string | undefined,
  dataOf: (file: string) => unknown = () => undefined,
): string {
  // The ledger of published addresses is the site's, not a file the owner edits: only its message.
  if (problem.startsWith(`${PUBLISHED_URLS} : `)) {
    const text = problem.slice(PUBLISHED_URLS.length + 3).replace('(aliases)', '(« Anciennes adresses »)')
    return frenchSpaces(`L’adresse ${text}`)
  }
  const match = /^(content\/[^\s,]+)(?:, ligne (\d+))? : (?:champ « ([^»]+) » : )?([\s\S]*)$/.exec(problem)
  if (!match) return problem
  const [, file = '', line, path, message = ''] = match
  const form = formOf(config, file, titleOf)
  const own = file === saved.file
  // The file's data, to name a typed item by its kind (« n° 1 (Bouton) »): the entry's, or another file's as it is.
  const data = own ? saved.data : dataOf(file)
  const value = own && path ? valueAt(saved.data, path) : undefined
  // An image's size is read from its file (./image-sizes.ts): missing, the file could not be read.
  const unsized = !!path && /\.(width|height)$/.test(path) && value === undefined
  const fieldPath = unsized ? path.replace(/\.(width|height)$/, '') : path
  const field = fieldPath ? (form ? fieldLabels(form.fields, fieldPath, data) : fieldPath) : ''
  const where = own ? '' : `Dans « ${form?.label ?? file} »${line ? `, ligne ${line}` : ''}, `
  // A line of an article is counted in its text as the owner sees it, not in the file with its front matter.
  const body = (saved.data as { body?: unknown } | null)?.body
  const firstLine =
    own && saved.text && typeof body === 'string' ? saved.text.split('\n').length - body.split('\n').length : 0
  const lined = message.replace(/^ligne (\d+) : /, (_, line: string) =>
    firstLine ? `Texte de l’article, ligne ${Number(line) - firstLine} : ` : `ligne ${line} : `,
  )
  const named = lined
    .replace(/content\/[\w/.-]+\.(json|mdx)/g, (other) => {
      const label = formOf(config, other, titleOf)?.label
      return label ? `« ${label} »` : other
    })
    // The owner never types a reference: he inserts the fact from the text's menu.
    .replace('{{this.amount}}', `« ${THIS_AMOUNT} » (menu « ${INSERT_FACT} »)`)
  // Fields named by their code names in the build's message, named by their labels: « Page de paiement », say.
  const labelsOf = (keys: string) =>
    keys.split(', ').map((key) => {
      const name = key.replace(/^"|"$/g, '')
      const labels = form && fieldPath ? fieldLabels(form.fields, `${fieldPath}.${name}`, data) : name
      return `« ${labels.split(' › ').at(-1)} »`
    })
  const extra = /^Clés? non reconnues? : (.+)$/.exec(named)?.[1]
  // An item of several kinds (a button: a link, a payment page or a dialog) with several kinds' fields, or none.
  const together = named.startsWith(MIXED_KINDS) ? named.slice(MIXED_KINDS.length) : undefined
  const oneOf = named.startsWith(NO_KIND) ? named.slice(NO_KIND.length) : undefined
  const text = unsized
    ? 'le fichier de l’image n’a pas pu être lu : choisissez-le à nouveau (PNG, JPEG, WebP ou SVG)'
    : extra
      ? `${labelsOf(extra).join(', ')} ne va pas avec les autres champs remplis : gardez l’un ou l’autre`
      : together
        ? `${AND.format(labelsOf(together))} ne vont pas ensemble : ${labelsOf(together).length > 2 ? 'gardez-en un, videz les autres' : 'gardez l’un, videz l’autre'}`
        : oneOf
          ? `à compléter : remplissez ${OR.format(labelsOf(oneOf))}`
          : plainMessage(named, value)
  const said = field ? `« ${field} » : ${text}` : text
  return frenchSpaces(`${where}${where ? said : said.charAt(0).toUpperCase() + said.slice(1)}`)
}

/** French typography: a non-breaking space before « : ; ! ? » » and after « « ». */
export const frenchSpaces = (text: string) => text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0')
