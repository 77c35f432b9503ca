/**
 * A translation is a second set of content files (content/<language>/<path>), not a second set of components: the
 * components read either set the same way, so a translation has the fields of its French file — arrays of the same
 * length, numbers and booleans unchanged, every text translated — except the fields it inherits (facts written once,
 * in French).
 *
 * Saving a translation in the editor holds it to that exactly (`checkTranslation`, mode 'save'). The French file
 * changes first, though (a button turned from a payment into a link, a new image, a heading added to an article), and
 * its translation can only follow after: until it does, the site shows the translation as far as it follows
 * (`followFrench`: numbers, booleans and image files the French ones, an item whose fields no longer match left out,
 * a field the French file dropped dropped) and lists the rest « à traduire » — never French on a translated page, never
 * a broken build (mode 'build'). Problems are in French and name the file and the field, as for any content file.
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
const cited = (text: string) => (text.match(REFERENCE) ?? []).map((reference) => reference.replace(/\s/g, '')).sort()

const join = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key

/**
 * A translation against its French file. 'save' (the editor, saving the translation): every field that differs from
 * the French one's shape is refused. 'build': only a fact repeated that the translation inherits; the rest is the
 * translation lagging behind its French file, which `followFrench` shows as far as it follows.
 */
export function checkTranslation(
  { file, original, data, originalData, inherited = [], own = [] }: TranslationSource,
  mode: 'save' | 'build' = 'save',
) {
  const problems: string[] = []
  const say = (path: string, message: string, lag = true) => {
    if (mode === 'save' || !lag) problems.push(`${file} : champ « ${path || '(racine)'} » : ${message}`)
  }
  const kind = (value: unknown) => (Array.isArray(value) ? 'liste' : value === null ? 'null' : typeof value)
  const visit = (french: unknown, translated: unknown, path: string, top: boolean) => {
    if (kind(french) !== kind(translated))
      return say(path, `${kind(translated)} au lieu de ${kind(french)} comme dans ${original}`)
    if (Array.isArray(french)) {
      const list = translated as unknown[]
      const items = french.every((item) => item && typeof item === 'object' && !Array.isArray(item))
      if (list.length > french.length)
        say(path, `${list.length} éléments, ${original} en a ${french.length} : une traduction n’en a pas plus`)
      else if (list.length < french.length && !items)
        say(path, `${list.length} éléments, ${original} en a ${french.length} : une traduction en a autant`)
      french.forEach((item, index) => {
        if (index < list.length) visit(item, list[index], join(path, index), false)
      })
    } else if (french && typeof french === 'object') {
      const object = translated as Record<string, unknown>
      for (const [key, item] of Object.entries(french)) {
        const field = join(path, key)
        if (top && inherited.includes(key)) {
          if (key in object) say(field, `repris de ${original} : ne le répétez pas dans la traduction`, false)
        } else if (!(key in object)) say(field, `manque (présent dans ${original})`)
        else visit(item, object[key], field, false)
      }
      for (const key of Object.keys(object))
        if (!(key in french) && !(top && own.includes(key)))
          say(join(path, key), `absent de ${original} : une traduction n’ajoute pas de champ`)
    } else if (typeof french === 'string') {
      // A fact the French text does not cite would be a claim of the translation alone; one it lacks is a French
      // change not translated yet (untranslatedItems): the text waits, listed « à traduire ».
      const extra = cited(translated as string).filter((reference) => !cited(french).includes(reference))
      if (extra.length)
        say(
          path,
          `cite ${extra.join(', ')}, que ${original} ne cite pas : une traduction cite les faits du texte français`,
        )
    } else if (french !== translated)
      say(path, `${JSON.stringify(translated)} au lieu de ${JSON.stringify(french)} : seuls les textes se traduisent`)
  }
  visit(originalData, data, '', true)
  return problems
}

/** A value of a translation whose shape is not its French value's: left out with the list item it sits in. */
const STALE = Symbol('stale')

/**
 * A translation as its pages show it: its texts, with the French file's numbers, booleans and files (`src`); a list's
 * item whose fields, or whose kind, differ from its French item's left out (a button the French file turned from a
 * payment into a link waits, rather than sending English readers to a payment page the French page no longer
 * offers), as are items past the French list's end and fields the French file no longer has. `lag`: what the page
 * leaves out so, to translate. `inherited` fields are the French file's (not compared); `own` fields are the translation's alone.
 */
export function followFrench(
  data: unknown,
  originalData: unknown,
  { inherited = [], own = [] }: Pick<TranslationSource, 'inherited' | 'own'> = {},
): { data: unknown; lag: string[] } {
  const lag: string[] = []
  const kind = (value: unknown) => (Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value)
  const visit = (
    french: unknown,
    translated: unknown,
    path: string,
    key: string | number,
    inItem: boolean,
  ): unknown => {
    if (kind(french) !== kind(translated)) return STALE
    if (Array.isArray(french)) {
      // A list of texts (a table's row, keywords) is translated whole: a cell more or less is another shape.
      const items = french.every((item) => item && typeof item === 'object' && !Array.isArray(item))
      if (!items && (translated as unknown[]).length !== french.length) return STALE
      const shown: unknown[] = []
      ;(translated as unknown[]).forEach((item, index) => {
        const value = index < french.length ? visit(french[index], item, join(path, index), index, true) : STALE
        if (value === STALE) lag.push(join(path, index))
        else shown.push(value)
      })
      return shown
    }
    if (french && typeof french === 'object') {
      const object = translated as Record<string, unknown>
      const top = path === ''
      const shown: Record<string, unknown> = {}
      for (const name of Object.keys(french))
        if (!(name in object) && !(top && inherited.includes(name))) {
          if (inItem) return STALE
          lag.push(join(path, name))
        }
      for (const [name, item] of Object.entries(object)) {
        if (top && own.includes(name)) shown[name] = item
        else {
          const value =
            name in french
              ? visit((french as Record<string, unknown>)[name], item, join(path, name), name, inItem)
              : STALE
          if (value !== STALE) shown[name] = value
          else if (inItem) return STALE
          else lag.push(join(path, name))
        }
      }
      return shown
    }
    // Nothing to translate there: the page shows the French value, whatever the translation still says.
    return typeof french !== 'string' || key === 'src' ? french : translated
  }
  const shown = visit(originalData, data, '', '', false)
  return { data: shown === STALE ? data : shown, lag: [...new Set(lag)] }
}

/**
 * What of a translation waits for its translator: the lists of items shorter than its French file's (where, and how
 * many items), and the texts that do not yet cite a fact their French text cites (one each).
 */
export function untranslatedItems(data: unknown, originalData: unknown, path = ''): { path: string; count: number }[] {
  if (typeof originalData === 'string' && typeof data === 'string')
    return cited(originalData).some((reference) => !cited(data).includes(reference)) ? [{ path, count: 1 }] : []
  if (Array.isArray(originalData) && Array.isArray(data))
    return [
      ...(data.length < originalData.length ? [{ path, count: originalData.length - data.length }] : []),
      ...data.flatMap((item, index) => untranslatedItems(item, originalData[index], join(path, index))),
    ]
  if (originalData && typeof originalData === 'object' && data && typeof data === 'object')
    return Object.entries(originalData).flatMap(([key, item]) =>
      untranslatedItems((data as Record<string, unknown>)[key], item, join(path, key)),
    )
  return []
}

/**
 * The schema's problems with a translation, leaving out one kind: a fixed French wording the schema requires (a
 * `z.literal('Populaire')`, or a `frenchWording` rule of content/schema.ts), which the translation says in its
 * language. A fixed value that is an identifier (lowercase letters, digits and dashes: a section's `type`, an icon) is
 * not text, and stays as the French has it.
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

/** What an article translation is compared on: its front matter and the outline of its body. */
export type ArticleTranslation = {
  file: string
  original: string
  frontMatter: Record<string, unknown>
  originalFrontMatter: Record<string, unknown>
  body: string
  originalBody: string
}

/** Front matter a translation keeps as the French has it: the same article, published and updated the same days. */
const ARTICLE_FACTS = ['id', 'author', 'publishDate', 'dateModified', 'featured'] as const

/** The components of a body, in order, and its headings by level: a translation has the same outline. */
const outline = (body: string) => ({
  components: (body.match(/<[A-Z]\w*/g) ?? []).map((tag) => tag.slice(1)),
  headings: (body.match(/^#{2,4} /gm) ?? []).map((mark) => mark.trim()),
})

/**
 * An article's translation: the fields of its French front matter (its facts unchanged, its image the same), a
 * category of its language, and the same outline — components in the same order, the same headings by level. In
 * mode 'build', only its number and its category: the rest of a French change (a date of update, a heading added, a new
 * image) waits for the translation, whose page shows its own until then (`articleLag` lists it).
 */
export function checkArticleTranslation(
  article: ArticleTranslation,
  categoryNames: readonly string[],
  mode: 'save' | 'build' = 'save',
): string[] {
  const { file, original, frontMatter } = article
  // Old addresses are each language's own (/blog/… or /en/blog/…): not translated.
  const { aliases: _, ...originalFrontMatter } = article.originalFrontMatter
  const problems = checkTranslation(
    { file, original, data: frontMatter, originalData: originalFrontMatter, own: ['aliases'] },
    mode,
  )
  const say = (field: string, message: string) => problems.push(`${file} : champ « ${field} » : ${message}`)
  for (const key of mode === 'save' ? ARTICLE_FACTS : (['id'] as const))
    if (key in originalFrontMatter && frontMatter[key] !== originalFrontMatter[key])
      say(
        key,
        `${JSON.stringify(frontMatter[key])} au lieu de ${JSON.stringify(originalFrontMatter[key])} comme ${original}`,
      )
  if (!categoryNames.includes(String(frontMatter.category)))
    say('category', `catégorie inconnue « ${String(frontMatter.category)} » (voir les catégories de cette langue)`)
  return mode === 'save' ? [...problems, ...articleLag(article).flatMap(({ problem }) => problem || [])] : problems
}

/**
 * What an article's translation has not followed of its French article: its image, its outline (components in order,
 * headings by level), and, in the front matter, what `followFrench` finds (a fact changed, a field added). `field`:
 * what the owner reads as waiting; `problem`: the refusal when a save of the translation itself makes it.
 */
export function articleLag(article: ArticleTranslation): { field: string; problem: string }[] {
  const { file, original, frontMatter } = article
  const { aliases: _, ...originalFrontMatter } = article.originalFrontMatter
  const lag: { field: string; problem: string }[] = []
  const image = (data: Record<string, unknown>) => (data.image as { src?: unknown } | undefined)?.src
  if (image(frontMatter) !== image(originalFrontMatter))
    lag.push({ field: 'image.src', problem: `${file} : champ « image.src » : l’image de ${original} attendue` })
  const [translated, french] = [outline(article.body), outline(article.originalBody)]
  if (translated.components.join() !== french.components.join())
    lag.push({
      field: 'body',
      problem: `${file} : corps : composants ${translated.components.join(', ') || 'aucun'} au lieu de ${french.components.join(', ') || 'aucun'} comme ${original}`,
    })
  if (translated.headings.join() !== french.headings.join())
    lag.push({
      field: 'body',
      problem: `${file} : corps : ${translated.headings.length} intertitres (${translated.headings.join(' ')}) au lieu de ${french.headings.length} comme ${original}`,
    })
  // Said by checkArticleTranslation when saved: the facts, and the fields followFrench finds.
  const facts = ARTICLE_FACTS.filter((key) => key !== 'id' && frontMatter[key] !== originalFrontMatter[key])
  const fields = followFrench(frontMatter, originalFrontMatter, { own: ['aliases'] }).lag
  return [
    ...lag,
    ...[...new Set([...facts, ...fields])]
      .filter((field) => field !== 'image.src')
      .map((field) => ({ field, problem: '' })),
  ]
}
