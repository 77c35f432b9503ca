/**
 * The editor's configuration (Decap CMS's, served as config.json), generated from the content schemas and the content itself at
 * each build and on each request in development: never written by hand, never committed (a copy could only go stale).
 *
 *   node scripts/cms/print-config.ts   prints it, with the files and collections still waiting for their content.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { parse } from 'yaml'
import { type TranslationLanguage, translationLanguages } from '../../content/files.ts'
import { parseJsonFile, SITE_FILE, translatedFile } from '../../src/build/content-files.ts'
import { diskTree } from '../../src/content/disk-tree.ts'
import { folderTranslationLag, translationWaits } from '../../src/content/validate.ts'
import type { TranslationStatus } from '../../supabase/functions/_shared/translation-status.ts'
import {
  type ContentFacts,
  fileGroups,
  fileTweaks,
  folderCollections,
  languageWords,
  translationGroups,
} from './collections.ts'
import { type ContentFile, contentFiles } from './content-files.ts'
import { type DecapField, fieldsOf, translationFields } from './fields.ts'
import { JSON_FORMAT } from './json-format.ts'
import { jsonSchemaOf } from './json-schema.ts'
import { editorOrigin, type Repository, repository } from './settings.ts'

export type EditorContent = {
  site: { url: string; brand: string; logo?: string }
  facts: ContentFacts
  /** The content files that exist, with their data as written (`{{site.…}}` references unresolved). */
  files: { entry: ContentFile; data: unknown }[]
  /** Listed files not written yet. */
  missing: string[]
  /** The translations that exist (content/<language>/…) of the listed files, with their data as written. */
  translations: { entry: ContentFile; language: TranslationLanguage; file: string; data: unknown }[]
  /** Entries of each folder collection, by folder. */
  folders: Record<string, string[]>
  /** The translated services and articles that wait for their translation, and how many fields or items. */
  lagging: { file: string; original: string; count: number }[]
  /** Each service's and article's title, by its file: what the owner calls it. */
  titles: Record<string, string>
}

export type LocalBackend = boolean | { url: string; allowed_hosts?: string[] }
export type DecapConfig = Record<string, unknown> & { collections: Record<string, unknown>[] }

type SiteFacts = { url: string; brand: string; founder?: { name?: string }; logo?: { src?: string } }

/** The business facts. */
export async function readSiteFacts(root: string): Promise<SiteFacts> {
  return parseJsonFile(SITE_FILE, readFileSync(join(root, SITE_FILE), 'utf8')) as SiteFacts
}

/** A listed file's translation into `language`: content/pages/home.json → content/en/pages/home.json. */
export const translationPath = (file: string, language: string) => file.replace(/^content\//, `content/${language}/`)

/** The blog's category names (of a translation: `file` is content/<language>/categories.json). */
async function readCategories(root: string, file = 'content/categories.json'): Promise<string[]> {
  if (!existsSync(join(root, file))) return []
  const { categories } = parseJsonFile(file, readFileSync(join(root, file), 'utf8')) as {
    categories: { name: string }[]
  }
  return categories.map((category) => category.name)
}

const frontMatter = (source: string): Record<string, unknown> => {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)
  try {
    const data = block ? parse(block[1] ?? '') : null
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const filesOf = (root: string, folder: string, extension: string) =>
  existsSync(join(root, folder))
    ? readdirSync(join(root, folder))
        .filter((name) => name.endsWith(`.${extension}`))
        .sort()
    : []

/** Everything the configuration is made from, read from the repository at `root`. */
export async function readEditorContent(root = process.cwd(), files: readonly ContentFile[] = contentFiles) {
  const site = await readSiteFacts(root)
  const articleFiles = filesOf(root, 'content/articles', 'mdx')
  const articles = articleFiles.map((name) => frontMatter(readFileSync(join(root, 'content/articles', name), 'utf8')))
  const authors = new Map<string, number>()
  for (const article of articles)
    if (typeof article.author === 'string') authors.set(article.author, (authors.get(article.author) ?? 0) + 1)
  const ids = articles.map((article) => article.id).filter((id): id is number => typeof id === 'number')
  const present = files.filter((entry) => existsSync(join(root, entry.file)))
  const translations = translationLanguages.flatMap((language) =>
    present
      .map((entry) => ({ entry, language, file: translationPath(entry.file, language) }))
      .filter(({ file }) => existsSync(join(root, file)))
      .map((translation) => ({
        ...translation,
        data: parseJsonFile(translation.file, readFileSync(join(root, translation.file), 'utf8')),
      })),
  )
  const services = filesOf(root, 'content/services', 'json').map((name) => {
    const file = `content/services/${name}`
    const { title } = parseJsonFile(file, readFileSync(join(root, file), 'utf8')) as { title?: string }
    const value = name.replace(/\.json$/, '')
    return { file, value, label: title ?? value }
  })
  const titles = Object.fromEntries([
    ...services.map(({ file, label }) => [file, label]),
    ...articleFiles.flatMap((name, index) => {
      const { title } = articles[index]!
      return typeof title === 'string' ? [[`content/articles/${name}`, title]] : []
    }),
  ])
  const translatedCategories: ContentFacts['translatedCategories'] = {}
  for (const language of translationLanguages)
    translatedCategories[language] = await readCategories(root, translationPath('content/categories.json', language))
  return {
    site: { url: site.url, brand: site.brand, logo: site.logo?.src },
    facts: {
      categories: await readCategories(root),
      translatedCategories,
      author: [...authors].sort((a, b) => b[1] - a[1])[0]?.[0] ?? site.founder?.name ?? '',
      nextArticleId: Math.max(0, ...ids) + 1,
      services: services.map(({ value, label }) => ({ value, label })),
      articles: articles.flatMap((article) =>
        typeof article.slug === 'string' && article.draft !== true
          ? [{ value: article.slug, label: typeof article.title === 'string' ? article.title : article.slug }]
          : [],
      ),
    },
    files: present.map((entry) => ({
      entry,
      data: parseJsonFile(entry.file, readFileSync(join(root, entry.file), 'utf8')),
    })),
    missing: files.filter((entry) => !present.includes(entry)).map((entry) => entry.file),
    translations,
    folders: Object.fromEntries(
      folderCollections.map((collection) => [
        collection.folder,
        filesOf(root, collection.folder, collection.extension),
      ]),
    ),
    lagging: folderTranslationLag(diskTree(root)),
    titles,
  } satisfies EditorContent
}

const commitMessages = {
  create: 'Éditeur : crée {{collection}} « {{slug}} »',
  update: 'Éditeur : modifie {{collection}} « {{slug}} »',
  delete: 'Éditeur : supprime {{collection}} « {{slug}} »',
  uploadMedia: 'Éditeur : ajoute le média « {{path}} »',
  deleteMedia: 'Éditeur : supprime le média « {{path}} »',
}

/** What the owner reads at the top of each collection: when a saved change is on the site. */
export const LIVE_NOTE =
  'Ce que vous enregistrez paraît sur le site à sa prochaine mise en ligne, quelques minutes plus tard\u00a0; la ' +
  'recherche du blog et la lettre d’information suivent. Un brouillon reste hors du site.'

/**
 * What waits for its translation into `language`, as the owner names it: the items and fields of a translated file
 * that do not follow its French file yet (the English site shows what does, src/content/check-translation.ts), the French services and articles without a translation (the English
 * site leaves them out) and the newsletter's letters without their edition. Read at each request in development, at each deploy of the editor in production.
 */
export function toTranslate(content: EditorContent, language: TranslationLanguage): string[] {
  return waitingItems(content, language).map(({ text }) => text)
}

/** A translated single file's entry in its language's group (« Version anglaise »). */
const translationEntryName = (language: TranslationLanguage, file: string) =>
  `${language}-${file
    .replace(/^content\/[a-z]{2}\//, '')
    .replace(/\.json$/, '')
    .replace(/\W+/g, '-')}`

/** What waits, each with the editor's address of its translation where the owner can bring it in line. */
function waitingItems(content: EditorContent, language: TranslationLanguage): { text: string; entry?: string }[] {
  // A service or an article by its title; by its file's name until it has one.
  const titleOf = (file: string) => content.titles[file] ?? file.replace(/^content\/\w+\/|\.\w+$/g, '')
  const items = content.translations
    .filter((translation) => translation.language === language)
    .flatMap(({ entry, file, data }) => {
      const french = content.files.find((item) => item.entry === entry)?.data
      const count = translationWaits(entry.file, data, french)
      const text = `«\u00a0${entry.label}\u00a0» (${count} élément${count > 1 ? 's' : ''})`
      return count
        ? [{ text, entry: `${translationGroups[language].name}/entries/${translationEntryName(language, file)}` }]
        : []
    })
  // A service or an article whose French file changed since its translation: by its French name.
  const lagging = content.lagging
    .filter(({ file }) => translatedFile(file)?.language === language)
    .map(({ file, original, count }) => {
      const what = original.startsWith('content/articles/') ? 'l’article' : 'le service'
      const collection = folderCollections.find((candidate) => file.startsWith(`${candidate.folder}/`))
      return {
        text: `${what} «\u00a0${titleOf(original)}\u00a0» (${count} élément${count > 1 ? 's' : ''})`,
        ...(collection && { entry: `${collection.name}/entries/${basename(file).replace(/\.\w+$/, '')}` }),
      }
    })
  const missing = (folder: string, what: string) => {
    const translated = new Set(content.folders[translationPath(folder, language)] ?? [])
    return (content.folders[folder] ?? [])
      .filter((name) => !translated.has(name))
      .map((name) => ({ text: `${what} «\u00a0${titleOf(`${folder}/${name}`)}\u00a0»` }))
  }
  // A letter without its edition goes to nobody in that language (supabase/functions/_shared/newsletter-send.ts).
  const month = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const letters = (content.folders['content/newsletter'] ?? [])
    .filter((name) => !(content.folders[translationPath('content/newsletter', language)] ?? []).includes(name))
    .map((name) => ({ text: `la lettre de ${month.format(new Date(`${name.replace(/\.json$/, '')}-01T00:00:00Z`))}` }))
  return [
    ...items,
    ...lagging,
    ...missing('content/services', 'le service'),
    ...missing('content/articles', 'l’article'),
    ...letters,
  ]
}

/** The list as the site publishes it for the weekly report (supabase/functions/_shared/translation-status.ts). */
export async function translationStatus(root: string): Promise<string> {
  return `${JSON.stringify({ en: toTranslate(await readEditorContent(root), 'en') } satisfies TranslationStatus, null, 2)}\n`
}

/**
 * The list at the top of « Version anglaise », each item that has a translation to bring in line written as a link to
 * it, `[text](#/collections/…)`, which the editor's page draws as a link (./admin/description-links.ts).
 */
const waiting = (list: readonly { text: string; entry?: string }[]) =>
  list.length
    ? ` À traduire\u00a0: ${list.map(({ text, entry }) => (entry ? `[${text}](#/collections/${entry})` : text)).join(', ')}.`
    : ' Tout est traduit.'

export type ConfigOptions = {
  repo?: Repository
  /**
   * Development only: decap-server's address (Decap uses it when the editor is opened on a local address). The built
   * file has none: the production editor always signs in with GitHub, and its policy (connect-src) reaches no local
   * port, so a `local_backend: true` there would only be a refused request when the build is served locally.
   */
  localBackend?: LocalBackend
  /** The site's address for the editor's links to pages (the dev server's in development). */
  siteUrl?: string
  /** Where the editor is served, hence where its sign-in functions answer (./settings.ts: editorOrigin). */
  editorOrigin?: string
}

/** The configuration, and what it leaves out for now (in French, for the build's and the dev server's output). */
export function cmsConfig(
  content: EditorContent,
  options: ConfigOptions = {},
): { config: DecapConfig; notes: string[] } {
  const repo = options.repo ?? repository()
  const siteUrl = options.siteUrl ?? content.site.url
  const notes: string[] = []
  const collections: Record<string, unknown>[] = []

  for (const collection of folderCollections) {
    const entries = content.folders[collection.folder] ?? []
    if (!collection.schema || entries.length === 0) {
      notes.push(
        `${collection.label} : en attente ${collection.schema ? `de fichiers ${collection.folder}/*.${collection.extension}` : 'de leur schéma (content/schema.ts)'}`,
      )
      continue
    }
    const tweaks = collection.tweaks?.(content.facts) ?? {}
    const made = fieldsOf(jsonSchemaOf(collection.schema), undefined, tweaks)
    const own = made.filter((field) => !collection.omit?.includes(field.name))
    const fields: DecapField[] = [
      ...(collection.prepend ?? []),
      ...(collection.translationOf ? translationFields(own, new Set(Object.keys(tweaks))) : own),
    ]
    collections.push({
      name: collection.name,
      label: collection.label,
      description: LIVE_NOTE,
      label_singular: collection.labelSingular,
      folder: collection.folder,
      extension: collection.extension,
      format: collection.extension === 'mdx' ? 'frontmatter' : JSON_FORMAT,
      create: collection.create ?? true,
      // A published page keeps its address (src/content/published-urls.ts): an article is retired as a draft whose
      // address another article takes, never deleted from here.
      delete: false,
      slug: collection.slug,
      identifier_field: collection.identifierField,
      ...(collection.summary && { summary: collection.summary }),
      ...(collection.previewPath && { preview_path: collection.previewPath }),
      ...(collection.media && { media_folder: collection.media.folder, public_folder: collection.media.publicFolder }),
      fields: collection.body ? [...fields, collection.body] : fields,
      ...collection.extra,
    })
  }

  const groups = new Map<string, { name: string; label: string; files: Record<string, unknown>[] }>()
  for (const { entry, data } of content.files) {
    const folder = dirname(entry.file)
    const group = fileGroups[folder] ?? { name: folder.replace(/\W+/g, '-'), label: folder }
    if (!groups.has(group.name)) groups.set(group.name, { ...group, files: [] })
    groups.get(group.name)!.files.push({
      name: entry.file
        .replace(/^content\//, '')
        .replace(/\.json$/, '')
        .replace(/\W+/g, '-'),
      label: entry.label,
      file: entry.file,
      fields: fieldsOf(jsonSchemaOf(entry.schema), data, fileTweaks(content.facts)[entry.file]),
    })
  }
  for (const group of groups.values())
    collections.push({
      name: group.name,
      label: group.label,
      description: LIVE_NOTE,
      format: JSON_FORMAT,
      files: group.files,
    })

  // The translations of the single files: one group per language, each file with its French file's fields but those
  // it inherits (and those the French file lacks), a French fixed wording to translate.
  for (const language of translationLanguages) {
    const files = content.translations
      .filter((translation) => translation.language === language)
      .map(({ entry, file, data }) => {
        const french = content.files.find((item) => item.entry === entry)?.data
        const keep = (name: string) =>
          !entry.inherited?.includes(name) &&
          (!french || typeof french !== 'object' || Object.hasOwn(french as object, name))
        return {
          name: translationEntryName(language, file),
          label: `${entry.label} (${languageWords[language]})`,
          file,
          fields: translationFields(
            fieldsOf(jsonSchemaOf(entry.schema), data, fileTweaks(content.facts)[entry.file]).filter((field) =>
              keep(field.name),
            ),
          ),
        }
      })
    if (files.length)
      collections.push({
        ...translationGroups[language],
        description: `${LIVE_NOTE}${waiting(waitingItems(content, language))}`,
        format: JSON_FORMAT,
        files,
      })
  }
  if (content.missing.length)
    notes.push(`Fichiers de contenu pas encore écrits, hors de l’éditeur : ${content.missing.join(', ')}`)

  const config: DecapConfig = {
    backend: {
      name: 'github',
      repo: repo.repo,
      branch: repo.branch,
      base_url: options.editorOrigin ?? editorOrigin(content.site.url),
      auth_endpoint: 'api/auth',
      commit_messages: commitMessages,
    },
    ...(options.localBackend && { local_backend: options.localBackend }),
    locale: 'fr',
    publish_mode: 'simple',
    site_url: siteUrl,
    display_url: siteUrl,
    ...(content.site.logo && { logo: { src: content.site.logo } }),
    media_folder: 'public/images',
    public_folder: '/images',
    // File names of new entries in ASCII, as addresses are: « Rédaction web » gives redaction-web.json.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections,
  }
  return { config, notes }
}

/**
 * config.json's text, which the editor's script hands to Decap (scripts/cms/admin/main.ts). Decap reads a config.yml
 * with a YAML parser, whatever its type: 0.8 s for this megabyte of configuration, read twice per load (by Decap and by
 * the editor's script), where JSON.parse takes 25 ms.
 */
export function configJson(config: DecapConfig): string {
  return JSON.stringify(config)
}

/**
 * The files of content/ the editor does not edit (a JSON file there should be in the list): neither a listed file,
 * nor its translation (content/<language>/…), nor an entry of a folder collection.
 */
export function unlistedJsonFiles(root = process.cwd(), files: readonly ContentFile[] = contentFiles): string[] {
  const listed = new Set(
    files.flatMap((entry) => [
      entry.file,
      ...translationLanguages.map((language) => translationPath(entry.file, language)),
    ]),
  )
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((item) =>
      item.isDirectory() ? walk(join(dir, item.name)) : item.name.endsWith('.json') ? [join(dir, item.name)] : [],
    )
  const inFolders = new Set(folderCollections.filter((c) => c.extension === 'json').map((c) => c.folder))
  return walk('content')
    .map((file) => relative('.', file))
    .filter((file) => !listed.has(file) && !inFolders.has(dirname(file)))
}
