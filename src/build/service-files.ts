/**
 * The service files (content/services/<id>.json, one per service) and what the site derives from them without their
 * sections' copy: the index the route table and the menus read, the catalogue of the cards, the contact form's
 * choices. Read by the build's plugin (virtual:service-index, virtual:service-catalogue, virtual:service-choices:
 * src/build/vite/service-index.ts) and by the functions' copy of content/leads/
 * (src/build/function-content.mjs). Tolerant of a broken file: src/content/validate.ts names its problems.
 */
import { diskTree } from '../content/disk-tree.ts'
import { type ContentTree, filesIn } from '../content/tree.ts'
import { pageOfSections, SERVICES_FOLDER } from '../services/section-kinds.ts'
import { readContentFile } from './content-files.ts'

export type ServiceFileEntry = { id: string; file: string; data: Record<string, unknown> }

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback)
const rank = (value: unknown) => (typeof value === 'number' ? value : Number.MAX_SAFE_INTEGER)

/**
 * Every service file of the repository at `root` in a language (the English ones with the facts they take from the
 * French), in the menus' order (`order`, then id).
 */
export function readServiceFiles(
  root: string | ContentTree = process.cwd(),
  language: 'fr' | 'en' = 'fr',
): ServiceFileEntry[] {
  const tree = typeof root === 'string' ? diskTree(root) : root
  const folder = language === 'fr' ? SERVICES_FOLDER : SERVICES_FOLDER.replace(/^content\//, `content/${language}/`)
  return filesIn(tree, folder, '.json')
    .map((file) => ({
      id: file.slice(folder.length + 1, -'.json'.length),
      file,
      data: record(readContentFile(file, tree)),
    }))
    .sort((a, b) => rank(a.data.order) - rank(b.data.order) || a.id.localeCompare(b.id))
}

/** What every page's shell reads: the routes (how each page lives, its modules), the menus, the breadcrumb. */
export function serviceIndex(entries: readonly ServiceFileEntry[]) {
  return entries.map(({ id, data }) => ({
    id,
    // The last segment of its page's path, where it is not the id: a translation's `slug` (src/services/path.ts).
    ...(typeof data.slug === 'string' && { slug: data.slug }),
    title: text(data.title, id),
    menuLabel: text(data.menuLabel, id),
    aliases: Array.isArray(data.aliases) ? data.aliases.filter((alias) => typeof alias === 'string') : [],
    ...pageOfSections(id, data.sections),
  }))
}

const SUMMARY_FIELDS = ['order', 'title', 'menuLabel', 'description', 'shortDescription', 'icon', 'color', 'price']

/** What the cards (home grid, /services), llms.txt, the share images and the structured data read of a service. */
export function serviceCatalogue(entries: readonly ServiceFileEntry[]) {
  return entries.map(({ id, data }) => ({
    id,
    ...(typeof data.slug === 'string' && { slug: data.slug }),
    ...Object.fromEntries(SUMMARY_FIELDS.flatMap((field) => (field in data ? [[field, data[field]]] : []))),
    ...(data.card !== undefined && { card: data.card }),
  }))
}

/** The contact form's choices, in the menus' order: the value the form sends, the service, its label. */
export function serviceChoices(entries: readonly ServiceFileEntry[]) {
  return entries.map(({ id, data }) => {
    const choice = record(data.contactForm)
    return { value: text(choice.value, id), service: id, label: text(choice.label, text(data.menuLabel, id)) }
  })
}
