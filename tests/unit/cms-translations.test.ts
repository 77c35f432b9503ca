/**
 * The English version in the editor (scripts/cms/): each translated file that exists is listed, with its French
 * file's fields but those it inherits (a translated service has its own slug); the English articles and services are
 * folders whose entries are edited, not created; and the check before saving refuses an English entry as the build
 * refuses it (src/content/validate.ts): a field lacking or added, a number changed, other references cited, a category
 * of the other language; the repository's own translations all pass.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { contentFiles as allContentFiles } from '@content/files'
import { articleMetaSchema } from '@content/schema'
import { contentSnapshot } from '../../scripts/cms/admin-files'
import { checkEntry, type Files, targetOf } from '../../scripts/cms/admin/check'
import { untranslatedItems } from '../../src/content/check-translation'
import { readContentFile } from '../../src/build/content-files'
import { memoryTree } from '../../src/content/tree'
import { folderTranslationLag } from '../../src/content/validate'
import {
  cmsConfig,
  type DecapConfig,
  readEditorContent,
  toTranslate,
  unlistedJsonFiles,
} from '../../scripts/cms/config'
import { contentFiles } from '../../scripts/cms/content-files'
import type { DecapField } from '../../scripts/cms/fields'

type FileEntry = { name: string; label: string; file: string; fields: DecapField[] }

let config: DecapConfig
let files: Files
const collection = (name: string) => config.collections.find((item) => item.name === name)!
const english = () => collection('en').files as FileEntry[]
const englishFile = (file: string) => english().find((entry) => entry.file === file)!
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
const serviceInherited = allContentFiles.find((entry) => 'folder' in entry && entry.folder === 'content/services')!
  .inherited!

beforeAll(async () => {
  config = cmsConfig(await readEditorContent()).config
  files = JSON.parse(contentSnapshot(process.cwd(), true)).files
})

/** Where Decap's fields would refuse a value of the file (required, pattern, select, bounds), field named. */
function refusals(fields: readonly DecapField[], data: unknown, path = ''): string[] {
  const found: string[] = []
  const object = (data ?? {}) as Record<string, unknown>
  for (const field of fields) {
    const value = object[field.name]
    const here = `${path}${field.name}`
    found.push(...refusalsOf(field, value, here))
  }
  return found
}

function refusalsOf(field: DecapField, value: unknown, here: string): string[] {
  if (value === undefined || value === '') return field.required ? [`${here} : requis`] : []
  if (field.widget === 'hidden') return []
  if (field.widget === 'object') return refusals(field.fields ?? [], value, `${here}.`)
  if (field.widget === 'list' && Array.isArray(value))
    return value.flatMap((item, index) => {
      const at = `${here}[${index}]`
      if (field.types) {
        const type = field.types.find(
          (candidate) => candidate.name === (item as Record<string, unknown>)[field.typeKey!],
        )
        return type ? refusals(type.fields ?? [], item, `${at}.`) : [`${at} : type inconnu`]
      }
      if (field.fields) return refusals(field.fields, item, `${at}.`)
      return field.field ? refusalsOf(field.field, item, at) : []
    })
  if (field.widget === 'select') {
    const values = (field.options ?? []).map((option) => (typeof option === 'string' ? option : option.value))
    const items = field.multiple && Array.isArray(value) ? value : [value]
    return items.every((item) => values.includes(String(item))) ? [] : [`${here} : hors des choix`]
  }
  if (typeof value === 'string' && field.pattern && !new RegExp(field.pattern[0]).test(value))
    return [`${here} : ${field.pattern[1]}`]
  return []
}

describe('the English version in the editor’s configuration', () => {
  it('lists each translated file that exists, in the group « Version anglaise », labelled in French', () => {
    const translated = contentFiles
      .map((entry) => entry.file.replace(/^content\//, 'content/en/'))
      .filter((file) => existsSync(file))
    expect(translated.length).toBeGreaterThan(20)
    expect(collection('en').label).toBe('Version anglaise')
    expect(
      english()
        .map((entry) => entry.file)
        .sort(),
    ).toEqual(translated.sort())
    expect(englishFile('content/en/pages/home.json').label).toBe('Page d’accueil (anglais)')
    // And nothing of content/ is left out: the translations are listed.
    expect(unlistedJsonFiles()).toEqual([])
  })

  it('gives a translated file its French file’s fields, but none it inherits', () => {
    for (const entry of english()) {
      const original = entry.file.replace(/^content\/en\//, 'content/')
      const inherited = contentFiles.find((item) => item.file === original)!.inherited ?? []
      const names = entry.fields.map((field) => field.name)
      expect(
        names.filter((name) => inherited.includes(name)),
        entry.file,
      ).toEqual([])
      expect(names.sort(), entry.file).toEqual(
        Object.keys(json(original))
          .filter((key) => !inherited.includes(key))
          .sort(),
      )
    }
    const site = englishFile('content/en/site.json').fields.map((field) => field.name)
    expect(site).not.toContain('phone')
    expect(site).not.toContain('url')
    expect(site).toContain('workingModel')
  })

  it('has fields that accept every English file as it is (a French fixed wording is a text to translate)', () => {
    for (const entry of english()) expect(refusals(entry.fields, json(entry.file)), entry.file).toEqual([])
    const services = collection('services-en').fields as DecapField[]
    for (const name of readdirSync('content/en/services'))
      expect(refusals(services, json(`content/en/services/${name}`)), name).toEqual([])
  })

  it('has a folder of English services to edit, not to create: its slug, no inherited fact', () => {
    const services = collection('services-en')
    expect(services).toMatchObject({
      label: 'Services (anglais)',
      folder: 'content/en/services',
      extension: 'json',
      create: false,
      delete: false,
    })
    const fields = services.fields as DecapField[]
    expect(fields[0]).toMatchObject({ name: 'slug', required: true })
    const pattern = new RegExp(fields[0]!.pattern![0])
    expect(pattern.test('local-seo')).toBe(true)
    expect(pattern.test('Local SEO')).toBe(false)
    expect(pattern.test('seo-')).toBe(false)
    const names = fields.map((field) => field.name)
    expect(serviceInherited.filter((name) => names.includes(name))).toEqual([])
    expect(names).toContain('sections')
  })

  it('has a folder of English articles with the French articles’ fields and the English categories', () => {
    const articles = collection('articles-en')
    expect(articles).toMatchObject({
      label: 'Articles (anglais)',
      folder: 'content/en/articles',
      extension: 'mdx',
      format: 'frontmatter',
      create: false,
    })
    const fields = articles.fields as DecapField[]
    expect(fields.map((field) => field.name)).toEqual([...Object.keys(articleMetaSchema.shape), 'body'])
    expect(fields.at(-1)).toMatchObject({ widget: 'texte-article', modes: ['raw'] })
    const categories = (json('content/en/categories.json').categories as { name: string }[]).map((c) => c.name)
    expect(fields.find((field) => field.name === 'category')!.options).toEqual(categories)
    expect(categories).toContain('Local SEO')
  })

  it('still reports a JSON file under content/en/ that translates no listed file', () => {
    const root = mkdtempSync(join(tmpdir(), 'cms-en-'))
    try {
      mkdirSync(join(root, 'content/en'), { recursive: true })
      writeFileSync(join(root, 'content/site.json'), '{}')
      writeFileSync(join(root, 'content/en/site.json'), '{}')
      writeFileSync(join(root, 'content/en/inconnu.json'), '{}')
      expect(unlistedJsonFiles(root, contentFiles)).toEqual(['content/en/inconnu.json'])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('the check before saving an English entry', () => {
  const check = (collectionName: string, file: string, data: Record<string, unknown>) =>
    checkEntry(targetOf(collectionName, file, data, files)!, data, files).problems
  const article = (file: string): Record<string, unknown> & { body: string } => {
    const [, front, body] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(readFileSync(file, 'utf8'))!
    return { ...(parse(front!) as Record<string, unknown>), body: body! }
  }

  it('passes every English file of the repository as it is', () => {
    for (const entry of english()) expect(check('en', entry.file, json(entry.file)), entry.file).toEqual([])
    for (const name of readdirSync('content/en/services'))
      expect(check('services-en', `content/en/services/${name}`, json(`content/en/services/${name}`))).toEqual([])
    for (const name of readdirSync('content/en/articles'))
      expect(check('articles-en', `content/en/articles/${name}`, article(`content/en/articles/${name}`))).toEqual([])
    // Each save is checked against the whole site, about 0.1 s: some thirty of them here.
  }, 60_000)

  it('refuses a field lacking, or one the French file lacks, in French and named', () => {
    const file = 'content/en/pages/home.json'
    const home = json(file) as { home: { hero: Record<string, unknown> } }
    const { title: _, ...hero } = home.home.hero
    expect(check('en', file, { home: { ...home.home, hero } })).toEqual([
      'content/en/pages/home.json : champ « home.hero.title » : manque (présent dans content/pages/home.json)',
    ])
    expect(check('en', file, { home: { ...home.home, hero: { ...home.home.hero, subtitle: 'Extra' } } })).toEqual([
      'content/en/pages/home.json : champ « home.hero.subtitle » : absent de content/pages/home.json : une traduction n’ajoute pas de champ',
    ])
    // An inherited fact written again in the translation.
    const site = json('content/en/site.json')
    expect(check('en', 'content/en/site.json', { ...site, phone: { display: '01 23 45 67 89' } })).toEqual([
      'content/en/site.json : champ « phone » : repris de content/site.json : ne le répétez pas dans la traduction',
    ])
  })

  it('refuses a number changed: only the texts are translated', () => {
    const file = 'content/en/services/creer-pbn-seo.json'
    const service = json(file) as { sections: { image?: { width: number } }[] }
    const index = service.sections.findIndex((section) => section.image?.width === 800)
    const sections = service.sections.map((section, at) =>
      at === index ? { ...section, image: { ...section.image, width: 801 } } : section,
    )
    expect(check('services-en', file, { ...service, sections })).toEqual([
      `content/en/services/creer-pbn-seo.json : champ « sections[${index}].image.width » : 801 au lieu de 800 : seuls les textes se traduisent`,
    ])
  })

  it('refuses a text citing a fact its French text does not; one citing fewer waits, to translate', () => {
    const file = 'content/en/pages/home.json'
    const home = json(file) as { home: { whyUs: { features: { text: string }[] } } }
    const items = home.home.whyUs.features
    const index = items.findIndex((item) => item.text === '{{site.workingModel.short}}')
    expect(index).toBeGreaterThanOrEqual(0)
    const citing = (text: string) => ({
      home: {
        ...home.home,
        whyUs: { ...home.home.whyUs, features: items.map((item, at) => (at === index ? { ...item, text } : item)) },
      },
    })
    expect(check('en', file, citing('{{site.phone.display}}'))).toEqual([
      `content/en/pages/home.json : champ « home.whyUs.features[${index}].text » : cite {{site.phone.display}}, que content/pages/home.json ne cite pas : une traduction cite les faits du texte français`,
    ])
    // The French text changed (it cites a fact), its translation not yet: saved, and listed to translate.
    expect(check('en', file, citing('A single contact.'))).toEqual([])
    expect(untranslatedItems(citing('A single contact.'), json('content/pages/home.json'))).toEqual([
      { path: `home.whyUs.features[${index}].text`, count: 1 },
    ])
  })

  it('resolves references against the English facts, the French inherited ones included', () => {
    const file = 'content/en/services/seo-local.json'
    const service = json(file)
    // {{this.amount}}: the French file's amount, written as English writes it.
    expect(check('services-en', file, service)).toEqual([])
    // The English site file as saved in the same session: its facts are what the references read.
    const site = json('content/en/site.json') as { workingModel: Record<string, unknown> }
    const { short: _, ...workingModel } = site.workingModel
    const saved = { ...files, 'content/en/site.json': JSON.stringify({ ...site, workingModel }) }
    const home = json('content/en/pages/home.json')
    expect(checkEntry(targetOf('en', 'content/en/pages/home.json', home, saved)!, home, saved).problems).toEqual([])
    expect(
      checkEntry(targetOf('en', 'content/en/site.json', site, files)!, { ...site, workingModel }, files).problems,
    ).toContainEqual(
      expect.stringMatching(
        /^content\/en\/pages\/home\.json : champ « [^»]+ » : référence inconnue « \{\{site\.workingModel\.short\}\} »/,
      ),
    )
  })

  it('refuses a translated service’s slug that is no address', () => {
    const file = 'content/en/services/seo-local.json'
    const problems = check('services-en', file, { ...json(file), slug: 'Local SEO' })
    expect(problems).toContain(
      'content/en/services/seo-local.json : champ « slug » : l’adresse de la page dans cette langue (minuscules, chiffres, tirets)',
    )
    // And the English articles that link to its page, which would lead nowhere.
    expect(problems).toContainEqual(expect.stringMatching(/lien « \/en\/services\/local-seo » : aucun service/))
  })

  it('refuses an English article changing a fact of the French one, or in a French category', () => {
    const file = 'content/en/articles/impact-seo-local.mdx'
    const valid = article(file)
    expect(check('articles-en', file, { ...valid, id: 77 }).sort()).toEqual([
      `content/en/articles/impact-seo-local.mdx : champ « id » : 77 au lieu de ${valid.id} : seuls les textes se traduisent`,
      `content/en/articles/impact-seo-local.mdx : champ « id » : 77 au lieu de ${valid.id} comme content/articles/impact-seo-local.mdx`,
    ])
    expect(check('articles-en', file, { ...valid, category: 'SEO Local' })).toEqual([
      'content/en/articles/impact-seo-local.mdx : champ « category » : catégorie inconnue « SEO Local » (voir les catégories de cette langue)',
    ])
    expect(check('articles-en', file, { ...valid, body: `${valid.body}\n## An extra heading\n` })[0]).toMatch(
      /corps : \d+ intertitres .* au lieu de \d+ comme content\/articles\/impact-seo-local\.mdx/,
    )
  })
})

describe('a French entry changed before its English one', () => {
  type Action = { label: string; href?: string; payment?: string }
  type Service = { sections: { actions?: Action[]; image?: { src: string; width: number; height: number } }[] }
  const frenchFile = 'content/services/seo-local.json'
  const englishFile = 'content/en/services/seo-local.json'
  const save = (collectionName: string, file: string, data: Record<string, unknown>, repository: Files) =>
    checkEntry(targetOf(collectionName, file, data, repository)!, data, repository)
  const englishShown = (repository: Files) => readContentFile(englishFile, memoryTree(repository)) as Service
  const frontAndBody = (text: string) => {
    const [, front, body] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text)!
    return { ...(parse(front!) as Record<string, unknown>), body: body! }
  }

  it('is saved when it turns a payment button into a link: the English page leaves the button out until translated', () => {
    const french = json(frenchFile) as Service
    const at = french.sections.findIndex((section) => section.actions?.[0]?.payment)
    const turned = structuredClone(french)
    turned.sections[at]!.actions![0] = { label: 'Me contacter', href: '/contact' }
    const saved = save('services', frenchFile, turned as never, files)
    expect(saved.problems).toEqual([])
    const after = { ...files, [frenchFile]: saved.text }
    const before = englishShown(files).sections[at]!.actions!
    expect(englishShown(after).sections[at]!.actions).toEqual(before.slice(1))
    // The English entry saved as it was (its button still a payment): not the translator's doing, saved.
    const english = json(englishFile)
    expect(save('services-en', englishFile, english, after).problems).toEqual([])
    // Translated: the button again on the English page, as a link.
    const translated = structuredClone(english) as unknown as Service
    translated.sections[at]!.actions![0] = { label: 'Contact me', href: '/en/contact' }
    const done = save('services-en', englishFile, translated as never, after)
    expect(done.problems).toEqual([])
    expect(englishShown({ ...after, [englishFile]: done.text }).sections[at]!.actions![0]).toEqual({
      label: 'Contact me',
      href: '/en/contact',
    })
    // A translation saved into another shape than its French file is still refused.
    const { href: _, ...unlinked } = translated.sections[at]!.actions![1]!
    translated.sections[at]!.actions![1] = { ...unlinked, payment: 'seoLocal' }
    expect(save('services-en', englishFile, translated as never, after).problems).toEqual([
      `${englishFile} : champ « sections[${at}].actions[1].href » : manque (présent dans ${frenchFile})`,
      `${englishFile} : champ « sections[${at}].actions[1].payment » : absent de ${frenchFile} : une traduction n’ajoute pas de champ`,
    ])
  })

  it('is saved with a new image: the English page shows it, at its size', () => {
    const french = json(frenchFile) as Service
    const at = french.sections.findIndex((section) => section.image)
    const changed = structuredClone(french)
    changed.sections[at]!.image = { ...changed.sections[at]!.image!, src: '/images/neuve.webp', width: 1200 }
    const saved = save('services', frenchFile, changed as never, files)
    expect(saved.problems).toEqual([])
    expect(englishShown({ ...files, [frenchFile]: saved.text }).sections[at]!.image).toMatchObject({
      src: '/images/neuve.webp',
      width: 1200,
    })
  })

  it('is saved, an article, with a new heading and date of update; the English article waits, listed', async () => {
    const file = 'content/articles/impact-seo-local.mdx'
    const article = frontAndBody(files[file]!)
    const changed = {
      ...article,
      dateModified: '2026-11-29',
      body: `${article.body}\n## Un nouvel intertitre\n\nTexte.\n`,
    }
    const saved = save('articles', file, changed, files)
    expect(saved.problems).toEqual([])
    const lag = folderTranslationLag(memoryTree({ ...files, [file]: saved.text }))
    expect(lag).toEqual([{ file: 'content/en/articles/impact-seo-local.mdx', original: file, count: 2 }])
    const content = { ...(await readEditorContent()), lagging: lag }
    expect(toTranslate(content, 'en')).toContain(
      `l’article «\u00a0${String((article as Record<string, unknown>).title)}\u00a0» (2 éléments)`,
    )
  })
})

describe('what waits for its translation, at the top of « Version anglaise »', () => {
  it('lists the items a translation lacks and the services and articles with none', async () => {
    const content = await readEditorContent()
    const listed = toTranslate(content, 'en')
    expect(listed.some((line) => line.startsWith('«\u00a0Témoignages\u00a0»'))).toBe(false)
    const testimonials = content.files.find((item) => item.entry.file === 'content/testimonials.json')!
    const { testimonials: list } = testimonials.data as { testimonials: unknown[] }
    const added = { ...testimonials, data: { testimonials: [...list, list[0]] } }
    const after = { ...content, files: content.files.map((item) => (item === testimonials ? added : item)) }
    expect(toTranslate(after, 'en')).toContain('«\u00a0Témoignages\u00a0» (1 élément)')
    const withService = {
      ...content,
      folders: {
        ...content.folders,
        'content/services': [...content.folders['content/services']!, 'redaction-web.json'],
      },
    }
    // A service by its title; a file not read yet (no title known) by its name.
    expect(toTranslate(withService, 'en')).toContain('le service «\u00a0redaction-web\u00a0»')
    const titled = {
      ...withService,
      titles: { ...content.titles, 'content/services/redaction-web.json': 'Rédaction web' },
    }
    expect(toTranslate(titled, 'en')).toContain('le service «\u00a0Rédaction web\u00a0»')
    // A letter without its English edition: English subscribers would not get it.
    const letter = {
      ...content,
      folders: {
        ...content.folders,
        'content/newsletter': ['2026-12.json', '2027-01.json'],
        'content/en/newsletter': ['2026-12.json'],
      },
    }
    expect(toTranslate(letter, 'en').filter((line) => line.startsWith('la lettre'))).toEqual([
      'la lettre de janvier 2027',
    ])
    expect(toTranslate(content, 'en').join(' ; ')).not.toMatch(
      /le service «\u00a0[a-z-]+\u00a0»|l’article «\u00a0[a-z0-9-]+\u00a0»/,
    )
  })
})

describe('a French text reworded, its translation in its own words', () => {
  const repository = JSON.parse(contentSnapshot(process.cwd(), true)).files as Files
  const file = 'content/services/seo-local.json'
  const service = JSON.parse(repository[file]!) as Record<string, unknown>
  const save = (data: Record<string, unknown>) =>
    checkEntry(targetOf('services', file, data, repository)!, data, repository)

  it('is saved, and the note names the English entry and the fields that keep the old meaning', () => {
    const saved = save({ ...service, shortDescription: 'Les trois premières places de Google Maps dans votre ville' })
    expect(saved.problems).toEqual([])
    expect(saved.retranslate).toEqual([{ twin: 'content/en/services/seo-local.json', paths: ['shortDescription'] }])
  })

  it('says nothing of a number, of an unchanged text, or of a text the translation does not word itself', () => {
    expect(save({ ...service, order: Number(service.order) + 1 }).retranslate).toEqual([])
    expect(save(service).retranslate).toEqual([])
    // An icon is the same in both languages (or the French one's): no translation of it to bring in line.
    expect(save({ ...service, icon: 'star' }).retranslate).toEqual([])
  })
})

describe('an article’s text that does not read as MDX', () => {
  const repository = JSON.parse(contentSnapshot(process.cwd(), true)).files as Files
  const file = 'content/articles/pbn-seo.mdx'
  const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(repository[file]!)!
  const article = { ...(parse(front) as Record<string, unknown>), body }
  const check = (text: string) =>
    checkEntry(targetOf('articles', file, article, repository)!, { ...article, body: text }, repository)
  const problems = (text: string) => check(text).problems

  it('is refused before the save, its line named: a straight quote inside a quoted text, a component not closed', () => {
    const quoted = `${body}\n<Faq items={[\n  { question: "Faut-il répondre aux avis "négatifs" ?", answer: "Oui." }\n]} />\n`
    const {
      problems: [problem],
      text,
    } = check(quoted)
    // The line of the file as saved (its front matter written again).
    const line = text.split('\n').findIndex((candidate) => candidate.includes('"négatifs"')) + 1
    expect(problem).toBe(
      `${file} : ligne ${line} : une valeur entre accolades { } ne se lit pas\u00a0: un guillemet droit " dans un texte entre guillemets le ferme trop tôt (écrivez «\u00a0…\u00a0» à la place), ou il manque une virgule, un crochet ou une accolade`,
    )
    expect(problems(`${body}\n<KeyPoint>\nÀ retenir.\n`)[0]).toMatch(/le composant <KeyPoint> n’est pas fermé/)
    expect(problems(body)).toEqual([])
  })
})
