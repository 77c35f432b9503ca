/**
 * The editor's configuration (scripts/cms/): every constraint of a schema that Decap can express is in its fields,
 * measured by accepting and refusing the same values as the schema; the configuration covers every content file; the
 * JSON files survive the editor's format unchanged; an entry the build would refuse is refused before saving, in the
 * build's words; the editor is out of the public pages' headers.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { z } from 'zod'
import {
  articleComponentSchemas,
  articleMetaSchema,
  legalDocumentSchema,
  pageMetaSchema,
  siteSchema,
} from '@content/schema'
import { serviceActionSchema, serviceFileSchema } from '@content/schema/services'
import { headersFile } from '@/build/static-files'
import { adminPolicy, contentSnapshot, editorHeadersFile } from '../../scripts/cms/admin-files'
import { editorOrigin } from '../../scripts/cms/settings'
import { expectedHeaders, headerRules } from '../../scripts/audit/security'
import { checkEntry, type Files, targetOf } from '../../scripts/cms/admin/check'
import { HOUSE_FORMS } from '../../scripts/cms/admin/natural-input'
import { blankOptionalPaths, withoutBlankOptionals } from '../../scripts/cms/clean'
import { folderCollections } from '../../scripts/cms/collections'
import { cmsConfig, configJson, readEditorContent, unlistedJsonFiles } from '../../scripts/cms/config'
import { contentFiles } from '../../scripts/cms/content-files'
import { type DecapField, fieldsOf } from '../../scripts/cms/fields'
import { jsonFormat } from '../../scripts/cms/json-format'
import { jsonSchemaOf } from '../../scripts/cms/json-schema'

type Zod = z.core.$ZodType & { _zod: { def: Record<string, unknown> } }

/** What Decap lets through for one field: its `required`, `pattern`, select options, number and list bounds. */
function decapAccepts(field: DecapField, value: unknown): boolean {
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)
  if (empty) return !field.required
  if (field.pattern && typeof value === 'string' && !new RegExp(field.pattern[0]).test(value)) return false
  // The counted text refuses itself above its limit (scripts/cms/admin/widgets.ts), as does a text quoting facts.
  if (
    (field.widget === 'compte' || (field.widget === 'texte-faits' && field.limit)) &&
    typeof value === 'string' &&
    !value.includes('{{')
  )
    return value.length <= Number(field.limit)
  const values = (field.options ?? []).map((option) => (typeof option === 'string' ? option : option.value))
  if (field.widget === 'select' && field.multiple)
    return (
      Array.isArray(value) &&
      value.every((item) => values.includes(item)) &&
      value.length >= (field.min ?? 0) &&
      value.length <= (field.max ?? Number.POSITIVE_INFINITY)
    )
  if (field.widget === 'select' || field.widget === 'icone') return values.includes(value as string)
  if (field.widget === 'number')
    return (
      typeof value === 'number' &&
      (field.value_type !== 'int' || Number.isInteger(value)) &&
      value >= (field.min ?? Number.NEGATIVE_INFINITY) &&
      value <= (field.max ?? Number.POSITIVE_INFINITY)
    )
  if (field.widget === 'list' && Array.isArray(value))
    return (
      value.length >= (field.min ?? 0) &&
      value.length <= (field.max ?? Number.POSITIVE_INFINITY) &&
      (!field.field || value.every((item) => decapAccepts(field.field!, item)))
    )
  return true
}

const unwrap = (schema: Zod): Zod => {
  const def = schema._zod.def
  return ['optional', 'default', 'nullable', 'prefault'].includes(def.type as string)
    ? unwrap(def.innerType as Zod)
    : schema
}
const isOptional = (schema: Zod) => ['optional', 'default'].includes(schema._zod.def.type as string)

const stringSamples = [
  ' ',
  'x',
  'Texte',
  'texte-en-minuscules',
  'Avec Espace',
  'a'.repeat(2),
  'a'.repeat(3),
  'a'.repeat(60),
  'a'.repeat(61),
  'a'.repeat(161),
  '2025-10-01',
  '2025-10-01T10:00:00+01:00',
  '01/10/2025',
  'https://www.exemple.fr',
  'https://www.exemple.fr/',
  '/images/blog/x.svg',
  '/Images/Blog/X.svg',
  'images/x.svg',
  '#tarifs',
  '09:00',
  '9h',
  '+33123456789',
  '0123',
  'contact@exemple.fr',
  'pas un e-mail',
  'FR',
  'FRA',
  'abcdefghijk',
  '853 217 602 00012',
  '853 217 602 00013',
]
const numberSamples = [0, 1, -1, 1.5, 5, 6, 2025]

type Disagreement = { path: string; widget: string; value: unknown; decap: boolean; zod: boolean; issues: string[] }

/**
 * Runs the samples (and the file's own value) through each leaf field and its schema; returns where they disagree.
 * An empty text in an optional field counts as absent: the editor drops it before saving (scripts/cms/clean.ts).
 */
function compare(fields: DecapField[], schema: Zod, data: unknown, path = ''): Disagreement[] {
  const shape = (unwrap(schema)._zod.def.shape ?? {}) as Record<string, Zod>
  const found: Disagreement[] = []
  for (const field of fields) {
    const child = shape[field.name]
    if (!child) continue
    const own = (data as Record<string, unknown> | undefined)?.[field.name]
    const inner = unwrap(child)
    const type = inner._zod.def.type
    const here = `${path}${field.name}`
    // A price, a month, an hour: put in the house form before the check (tests/unit/cms-natural-input.test.ts).
    if (Object.hasOwn(HOUSE_FORMS, field.name)) continue
    if (type === 'object' && field.fields) {
      found.push(...compare(field.fields, inner, own, `${here}.`))
      continue
    }
    const samples =
      type === 'string' || type === 'enum' || (type === 'union' && field.widget !== 'list')
        ? ['', ...stringSamples, ...(own === undefined ? [] : [own])]
        : type === 'number'
          ? [...numberSamples, ...(own === undefined ? [] : [own])]
          : type === 'array' && !field.fields && !field.types
            ? [[], ['x'], ['', 'x'], ['Monday'], ['Lundi'], ['a', 'b', 'c'], ...(own === undefined ? [] : [own])]
            : []
    for (const value of samples) {
      const absent = value === '' && isOptional(child)
      const result = z.safeParse(child, absent ? undefined : value)
      const decap = decapAccepts(field, value)
      if (decap !== result.success)
        found.push({
          path: here,
          widget: field.widget,
          value,
          decap,
          zod: result.success,
          issues: result.success ? [] : result.error.issues.map((issue) => issue.code),
        })
    }
  }
  return found
}

/**
 * What Decap lets through although the schema refuses it, beyond the refinements Decap cannot say (a URL's final
 * slash, a SIRET's key, a day that does not exist) and an image's path (Decap tests an image field's pattern against
 * the file's name): all checked before saving by the editor's page (scripts/cms/admin/check.ts), and by the build.
 */
const onlyRefinements = (disagreements: Disagreement[]) =>
  disagreements.filter(
    (item) =>
      item.decap &&
      !item.zod &&
      item.widget !== 'image' &&
      // An image's width and height: read from its file at save (scripts/cms/admin/image-sizes.ts), never typed.
      item.widget !== 'hidden' &&
      item.issues.some((code) => code !== 'custom'),
  )

let root: string
let siteJson: string

beforeAll(async () => {
  // A repository of our content: the articles, the business facts and the categories.
  root = mkdtempSync(join(tmpdir(), 'cms-config-'))
  siteJson = readFileSync('content/site.json', 'utf8')
  mkdirSync(join(root, 'content'), { recursive: true })
  cpSync('content/articles', join(root, 'content/articles'), { recursive: true })
  cpSync('content/categories.json', join(root, 'content/categories.json'))
  writeFileSync(join(root, 'content/site.json'), siteJson)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('fields made from a schema', () => {
  it('accept and refuse an article’s front matter as the schema does, but for its refinements', () => {
    const fields = fieldsOf(jsonSchemaOf(articleMetaSchema))
    const disagreements = compare(fields, articleMetaSchema as unknown as Zod, undefined)
    expect(onlyRefinements(disagreements)).toEqual([])
    // Never stricter than the build: what the schema takes, the editor takes.
    expect(disagreements.filter((item) => !item.decap)).toEqual([])
  })

  it('accept and refuse the business facts as the schema does, but for its refinements', () => {
    const data = JSON.parse(siteJson)
    const fields = fieldsOf(jsonSchemaOf(siteSchema), data)
    const disagreements = compare(fields, siteSchema as unknown as Zod, data)
    expect(onlyRefinements(disagreements)).toEqual([])
    expect(disagreements.filter((item) => !item.decap)).toEqual([])
    // Where Decap lets a value through that only a refinement refuses, the check before saving refuses it.
    expect(disagreements.map((item) => item.path).sort()).toEqual(expect.arrayContaining(['legal.siret', 'url']))
  })

  it('spell out a case-insensitive pattern, which Decap compiles without flags (the link of a call to action)', () => {
    const schema = articleComponentSchemas.CallToAction
    const fields = fieldsOf(jsonSchemaOf(schema))
    const disagreements = compare(fields, schema as unknown as Zod, undefined)
    expect(disagreements.filter((item) => item.path === 'href')).toEqual([])
    expect(decapAccepts(fields.find((field) => field.name === 'href')!, '/Services/SEO-Local')).toBe(true)
  })

  it('say each constraint with the build’s own French message', () => {
    const fields = fieldsOf(jsonSchemaOf(articleMetaSchema))
    const field = (name: string) => fields.find((candidate) => candidate.name === name)!
    expect(field('slug').pattern).toEqual(['^[a-z0-9à-ÿ]+(-[a-z0-9à-ÿ]+)*$', 'slug en minuscules et tirets'])
    // Counted as it is typed, on what it shows (a fact by its value), against its limit (scripts/cms/admin/widgets.ts);
    // still never blank.
    expect(field('metaTitle')).toMatchObject({ widget: 'texte-faits', limit: 60 })
    expect(decapAccepts(field('metaTitle'), 'a'.repeat(60))).toBe(true)
    expect(decapAccepts(field('metaTitle'), 'a'.repeat(61))).toBe(false)
    expect(decapAccepts(field('metaTitle'), ' ')).toBe(false)
    expect(field('title')).toMatchObject({ required: true, pattern: [expect.any(String), 'ne doit pas être vide'] })
    expect(field('metaTitle').required).toBe(false)
    expect(field('publishDate')).toMatchObject({ widget: 'date-fr', required: true })
    expect(field('publishDate').pattern![1]).toBe('date impossible\u00a0: choisissez-la dans le calendrier')
    expect(field('id')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, required: true })
    expect(field('tags')).toMatchObject({ widget: 'list', min: 1, required: true })
    expect(field('featured')).toMatchObject({ widget: 'boolean', default: false, required: false })
    const image = field('image').fields!
    expect(image.find((item) => item.name === 'src')).toMatchObject({ widget: 'image', required: true })
    expect(image.find((item) => item.name === 'width')).toMatchObject({ widget: 'hidden', required: false })
  })

  it('make typed lists of a union on `type`, sized lists and selects', () => {
    const fields = fieldsOf(jsonSchemaOf(legalDocumentSchema))
    const sections = fields.find((field) => field.name === 'sections')!
    expect(sections).toMatchObject({ widget: 'list', min: 1, required: true })
    const blocks = sections.fields!.find((field) => field.name === 'blocks')!
    expect(blocks).toMatchObject({ widget: 'list', typeKey: 'type', min: 1 })
    expect(blocks.types!.map((type) => type.name)).toEqual(['p', 'ul', 'table'])
    const table = blocks.types!.find((type) => type.name === 'table')!
    expect(table.fields!.find((field) => field.name === 'head')).toMatchObject({ min: 2 })
    expect(table.fields!.find((field) => field.name === 'rows')!.field).toMatchObject({ widget: 'list' })
    const days = fieldsOf(jsonSchemaOf(siteSchema), JSON.parse(siteJson))
      .find((field) => field.name === 'openingHours')!
      .fields!.find((field) => field.name === 'days')!
    expect(days).toMatchObject({ widget: 'select', multiple: true, min: 1 })
    expect(days.options).toContainEqual({ label: 'Lundi', value: 'Monday' })
    // A plan's deposit, beside its price in the service's file: each plan by its name, an amount as it is typed.
    const service = fieldsOf(
      jsonSchemaOf(serviceFileSchema),
      JSON.parse(readFileSync('content/services/creation-site.json', 'utf8')),
    )
    const deposits = service.find((field) => field.name === 'deposits')!
    // A price is copy that quotes the amount (« À partir de {{this.amount}} »), shown as its value.
    expect(service.find((field) => field.name === 'price')).toMatchObject({ widget: 'texte-faits' })
    // So is a title for search engines that quotes it, counted on what it shows (« 397 € », not its code).
    const meta = service.find((field) => field.name === 'meta')!.fields!
    expect(meta.find((field) => field.name === 'title')).toMatchObject({ widget: 'texte-faits', limit: 60 })
    expect(deposits).toMatchObject({ widget: 'object', label: 'Acompte à la commande' })
    expect(deposits.fields!.map((field) => [field.label, field.widget, field.required])).toEqual([
      ['Pourcentage du prix de la formule', 'number', false],
      ['Montant, formule Essentielle', 'string', false],
      ['Montant, formule Avancée', 'string', false],
    ])
    expect(HOUSE_FORMS.creationAvancee!('329,1')).toBe('329,10\u00a0€')
  })

  it('make a list of objects of several shapes without a type key one object per item, with every shape’s fields', () => {
    // A service's buttons: a link, a payment page or a dialog. Decap edits a list of objects only through `fields`.
    const [actions] = fieldsOf(jsonSchemaOf(z.object({ actions: z.array(serviceActionSchema).min(1) })))
    expect(actions).toMatchObject({ widget: 'list', min: 1 })
    expect(actions!.field).toBeUndefined()
    expect(actions!.fields!.map((field) => [field.name, field.required])).toEqual([
      ['label', true],
      ['href', false],
      ['payment', false],
      ['opens', false],
    ])
  })

  it('follow the data where the schema leaves the keys open (a record of page metadata)', () => {
    const data = { homeMeta: { title: 'Accueil', description: 'd', keywords: ['seo'] } }
    const [home] = fieldsOf(jsonSchemaOf(z.record(z.string(), pageMetaSchema)), data)
    expect(home).toMatchObject({ name: 'homeMeta', widget: 'object' })
    // Inside an optional object, nothing is required: the owner may leave the whole image out.
    const image = home!.fields!.find((field) => field.name === 'image')!
    expect(image.required).toBe(false)
    expect(image.fields!.every((field) => field.required === false)).toBe(true)
  })
})

describe('the configuration', () => {
  it('covers every content file that exists and every folder of entries, each once', async () => {
    const content = await readEditorContent(root)
    const { config } = cmsConfig(content)
    const files = config.collections.flatMap(
      (collection) => ((collection.files ?? []) as { file: string }[]).map((file) => file.file) ?? [],
    )
    const present = contentFiles.filter((entry) => existsSync(join(root, entry.file))).map((entry) => entry.file)
    expect(present).toContain('content/site.json')
    expect(files.sort()).toEqual(present.sort())
    expect(new Set(files).size).toBe(files.length)
    const folders = config.collections.map((collection) => collection.folder).filter(Boolean)
    for (const collection of folderCollections)
      if (collection.schema && content.folders[collection.folder]?.length) expect(folders).toContain(collection.folder)
    // And the schemas are those of the build's list.
    expect(contentFiles.find((entry) => entry.file === 'content/site.json')!.schema).toBe(siteSchema)
  })

  it('has no group of fields that Decap would refuse to load (an object or a list of objects with no field)', async () => {
    // The repository's own content: every file and folder the editor shows, the services included.
    const { config } = cmsConfig(await readEditorContent(process.cwd()))
    const empty: string[] = []
    const visit = (fields: unknown, path: string) => {
      for (const field of (fields ?? []) as {
        name: string
        widget?: string
        fields?: unknown[]
        types?: unknown[]
      }[]) {
        const here = `${path}.${field.name}`
        if (field.widget === 'object' && !field.fields?.length) empty.push(here)
        visit(field.fields, here)
        for (const type of (field.types ?? []) as { name: string; fields?: unknown[] }[])
          visit(type.fields, `${here}.${type.name}`)
      }
    }
    for (const collection of config.collections) {
      visit(collection.fields, String(collection.name))
      for (const file of (collection.files ?? []) as { name: string; fields?: unknown[] }[])
        visit(file.fields, `${collection.name}.${file.name}`)
    }
    expect(empty).toEqual([])
  })

  it('lists every JSON file of content/ (the build refuses one listed nowhere)', () => {
    expect(unlistedJsonFiles()).toEqual([])
  })

  it('is for GitHub at the editor’s own address, in French, with the articles’ folder, format and raw-only body', async () => {
    const { config } = cmsConfig(await readEditorContent(root), { repo: { repo: 'owner/site', branch: 'main' } })
    const parsed = JSON.parse(configJson(config)) as typeof config
    expect(parsed).toMatchObject({
      backend: { name: 'github', repo: 'owner/site', branch: 'main', auth_endpoint: 'api/auth' },
      locale: 'fr',
      publish_mode: 'simple',
    })
    // The sign-in functions answer on the editor's origin, never the public site's (docs/cms-sign-in.md).
    expect((parsed.backend as { base_url: string }).base_url).toBe('https://admin.moreldigital.fr')
    expect(JSON.parse(siteJson).url).toBe('https://www.moreldigital.fr')
    expect(editorOrigin(JSON.parse(siteJson).url, { CMS_URL: 'https://editeur.example.fr/x' })).toBe(
      'https://editeur.example.fr',
    )
    expect(parsed).not.toHaveProperty('local_backend')
    const articles = parsed.collections.find((collection) => collection.name === 'articles')!
    expect(articles).toMatchObject({
      folder: 'content/articles',
      extension: 'mdx',
      format: 'frontmatter',
      slug: '{{fields.slug}}',
      media_folder: '/public/images/blog',
      public_folder: '/images/blog',
    })
    const fields = articles.fields as DecapField[]
    expect(fields.at(-1)).toMatchObject({ name: 'body', widget: 'texte-article', modes: ['raw'] })
    expect(fields.map((field) => field.name)).toEqual([...Object.keys(articleMetaSchema.shape), 'body'])
    const category = fields.find((field) => field.name === 'category')!
    expect(category.widget).toBe('select')
    expect(category.options).toContain('SEO local')
  })

  it('edits a newsletter letter: its month names the file, its articles are chosen by title, its English edition inherits the date', async () => {
    // The repository's own letters beside the copy of the articles.
    const { config } = cmsConfig(await readEditorContent(process.cwd()))
    const letters = config.collections.find((collection) => collection.name === 'newsletter')!
    expect(letters).toMatchObject({ folder: 'content/newsletter', slug: '{{fields.adresseDeLaPage}}', create: true })
    const fields = letters.fields as DecapField[]
    expect(fields.map((field) => field.name)).toEqual([
      'adresseDeLaPage',
      'sendAt',
      'subject',
      'intro',
      'tip',
      'articles',
    ])
    // A date and a time in Paris, not a date alone.
    expect(fields.find((field) => field.name === 'sendAt')?.widget).toBe('date-heure')
    const articles = fields.find((field) => field.name === 'articles')!
    expect(articles).toMatchObject({ widget: 'select', multiple: true, required: false })
    expect(articles.options).toContainEqual({
      value: 'apprendre-le-seo-en-tpe',
      label: expect.stringMatching(/^Apprendre le SEO en TPE\s: ce qu’on peut faire soi-même/),
    })
    const english = config.collections.find((collection) => collection.name === 'newsletter-en')!
    expect(english).toMatchObject({ folder: 'content/en/newsletter', create: false })
    expect((english.fields as DecapField[]).map((field) => field.name)).not.toContain('sendAt')
  })

  it('points the editor at decap-server in development', async () => {
    const local = { url: 'http://127.0.0.1:8081/api/v1', allowed_hosts: ['127.0.0.1'] }
    const { config } = cmsConfig(await readEditorContent(root), { localBackend: local })
    expect(config.local_backend).toEqual(local)
  })
})

describe('the JSON format of the editor', () => {
  it('keeps the file’s order of keys, which Decap’s maps lose beyond eight, new keys after in the fields’ order', () => {
    const file = JSON.parse(siteJson) as Record<string, unknown>
    const shuffle = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(shuffle)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([key, item]) => [key, shuffle(item)]),
            )
          : value
    expect(jsonFormat.toFile(shuffle(file), [], file)).toBe(siteJson)
    const added = { ...(shuffle(file) as object), zeta: 1, alpha: 2 }
    const text = jsonFormat.toFile(added, ['alpha', 'zeta'], file)
    expect(Object.keys(JSON.parse(text)).slice(-2)).toEqual(['alpha', 'zeta'])
    expect(jsonFormat.toFile({ b: { y: 1, x: 2 }, a: 1 }, ['a', 'b', 'b.x', 'b.y'])).toBe(
      '{\n  "a": 1,\n  "b": {\n    "x": 2,\n    "y": 1\n  }\n}\n',
    )
  })

  it('writes back each content file byte for byte', () => {
    const files = [
      ...contentFiles.map((entry) => entry.file).filter((file) => existsSync(file)),
      join(root, 'content/site.json'),
    ]
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      expect(jsonFormat.toFile(jsonFormat.fromFile(text)), file).toBe(text)
    }
  })
})

describe('the front matter as Decap writes it', () => {
  it('reads back, with the site’s YAML 1.2 parser, as the same data for every article', () => {
    // Decap's YAML writer (decap-cms-core's `yaml` 1.x, as its formats/yaml.ts calls it): unquoted dates stay texts,
    // a tag such as "2026" keeps its quotes.
    const decapYaml = createRequire(createRequire(import.meta.url).resolve('decap-cms-core/package.json'))('yaml') as {
      createNode: (value: unknown) => unknown
      Document: new () => { contents: unknown; toString(): string }
    }
    for (const name of readdirSync('content/articles')) {
      const source = readFileSync(join('content/articles', name), 'utf8')
      const data = parse(/^---\n([\s\S]*?)\n---/.exec(source)![1]!)
      const document = new decapYaml.Document()
      document.contents = decapYaml.createNode(data)
      const written = document.toString()
      expect(parse(written), name).toEqual(data)
      expect(articleMetaSchema.safeParse(parse(written)).success, name).toBe(true)
    }
  })
})

describe('the check before saving', () => {
  const article = {
    id: 99,
    slug: 'nouvel-article',
    title: 'Un titre',
    excerpt: 'Résumé.',
    category: 'SEO',
    author: 'Julien Morel',
    publishDate: '2025-10-01',
    image: { src: '/images/blog/x.svg', width: 1200, height: 630, alt: 'Une image' },
    tags: ['SEO'],
    body: '## Partie\n\nTexte.\n',
  }
  const files: Files = JSON.parse(contentSnapshot(process.cwd(), true)).files
  const target = targetOf('articles', undefined, article, files)!

  it('passes an entry the build accepts, dropping optional fields left blank', () => {
    const { blanks, problems } = checkEntry(target, { ...article, metaTitle: '', wordCount: '' }, files)
    expect(problems).toEqual([])
    expect(blanks).toEqual([['metaTitle'], ['wordCount']])
  })

  it('refuses, field named in French, what only the whole schema sees', () => {
    const long = { ...article, title: 'Un titre bien trop long pour les résultats de recherche de Google' }
    expect(checkEntry(target, long, files).problems).toEqual([
      'content/articles/nouvel-article.mdx : champ « metaTitle » : le titre dépasse 60 caractères (65), trop long ' +
        'pour les résultats de recherche : écrivez ici un titre plus court pour les moteurs',
    ])
    expect(checkEntry(target, { ...article, publishDate: '2025-02-31x' }, files).problems[0]).toMatch(
      /champ « publishDate » : date illisible/,
    )
    // An image's path, which Decap does not test (it tests the file's name).
    const image = { ...article.image, src: 'images/sans-barre.svg' }
    expect(checkEntry(target, { ...article, image }, files).problems).toEqual([
      'content/articles/nouvel-article.mdx : champ « image.src » : chemin interne attendu (commence par /)',
    ])
  })

  it('refuses a business fact that only a refinement refuses, and a page naming an unknown fact', () => {
    const facts = JSON.parse(siteJson)
    const site = { file: 'content/site.json', schema: siteSchema, frontMatter: false }
    expect(checkEntry(site, { ...facts, url: `${facts.url}/` }, files).problems).toContain(
      'content/site.json : champ « url » : sans barre oblique finale',
    )
    const legal = { file: 'content/legal/terms.json', schema: legalDocumentSchema, frontMatter: false }
    const terms = {
      title: 'Conditions',
      updated: '2025-10-01',
      intro: [],
      sections: [{ id: 'a', title: 'A', blocks: [{ type: 'p', text: 'Éditeur : {{site.nom}}' }] }],
    }
    expect(checkEntry(legal, terms, files).problems).toContainEqual(
      expect.stringMatching(
        /^content\/legal\/terms\.json : champ « sections\[0\]\.blocks\[0\]\.text » : référence inconnue « \{\{site\.nom\}\} »/,
      ),
    )
  })

  it('refuses a key figure typed on a page instead of cited from the register, and one citing an unknown figure', () => {
    const stats = targetOf('site', 'content/stats.json', {}, files)!
    const { homeStats } = JSON.parse(files['content/stats.json']!) as { homeStats: Record<string, string>[] }
    const first = (stat: Record<string, string>) => ({ homeStats: [stat, ...homeStats.slice(1)] })
    expect(checkEntry(stats, first(homeStats[0]!), files).problems).toEqual([])
    expect(checkEntry(stats, first({ number: '98 %', label: 'Clients satisfaits' }), files).problems).toContain(
      'content/stats.json : champ « homeStats[0] » : un chiffre clé s’écrit dans content/figures.json et se cite ici par « number » : « {{figures.<id>.value}} » et « label » : « {{figures.<id>.label}} » (même <id>)',
    )
    const unknown = { number: '{{figures.inconnu.value}}', label: '{{figures.inconnu.label}}' }
    expect(checkEntry(stats, first(unknown), files).problems).toContainEqual(
      expect.stringMatching(
        /champ « homeStats\[0\]\.number » : référence inconnue « \{\{figures\.inconnu\.value\}\} »/,
      ),
    )
  })

  it('finds the optional fields left blank, however deep', () => {
    const json = jsonSchemaOf(pageMetaSchema)
    const meta = { title: 'T', description: 'D', keywords: ['k'], image: { src: '', alt: '' }, noindex: undefined }
    expect(blankOptionalPaths(meta, json)).toEqual([['image'], ['noindex']])
    expect(withoutBlankOptionals(meta, json)).toEqual({ title: 'T', description: 'D', keywords: ['k'] })
    expect(blankOptionalPaths({ ...meta, title: '' }, json)).toEqual([['image'], ['noindex']])
  })
})

describe('the editor’s headers (its own origin)', () => {
  it('give every path its policy, noindex and a sign-in popup that keeps its opener', () => {
    const headers = expectedHeaders('/config.json', headerRules(editorHeadersFile()))
    expect(headers.get('content-security-policy')).toBe(adminPolicy())
    expect(headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
    expect(adminPolicy()).toContain("script-src 'self' 'unsafe-eval'")
    expect(adminPolicy()).toContain("style-src 'self' 'unsafe-inline'")
    expect(headersFile()).not.toContain("'unsafe-eval'")
  })
})
