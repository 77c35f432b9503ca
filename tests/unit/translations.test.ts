import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import site from '@content/site.json'
import {
  checkArticleTranslation,
  followFrench,
  translationIssues,
  untranslatedItems,
} from '@/content/check-translation'
import { diskTree } from '@/content/disk-tree'
import { memoryTree } from '@/content/tree'
import { contentSources } from '@/content/validate'
import { inheritedFields, readContentFile } from '../../src/build/content-files.ts'

/** A throwaway repository root holding the French site file and the files given. */
const contentRoot = (files: Record<string, unknown>) => {
  const root = mkdtempSync(join(tmpdir(), 'translation-root-'))
  const write = (file: string, data: unknown) => {
    mkdirSync(join(root, dirname(file)), { recursive: true })
    writeFileSync(join(root, file), typeof data === 'string' ? data : JSON.stringify(data))
  }
  write('content/site.json', site)
  for (const [file, data] of Object.entries(files)) write(file, data)
  return root
}

const notFound = {
  title: 'Page introuvable',
  links: [{ label: 'Accueil', href: '/' }],
  count: 2,
}
const problemsOf = (files: Record<string, unknown>) => contentSources(diskTree(contentRoot(files))).problems

describe('translations (content/en/)', () => {
  it('accepts a translation with the fields of its French file, its texts translated', () => {
    expect(
      problemsOf({
        'content/pages/not-found.json': notFound,
        'content/en/pages/not-found.json': {
          title: 'Page not found',
          links: [{ label: 'Home', href: '/en' }],
          count: 2,
        },
      }),
    ).toEqual([])
  })

  it('shows a translation as far as it follows its French file: the rest waits, to translate', () => {
    // The French file changed first: a link became a button, a number changed, a field went, a list grew.
    const french = {
      title: 'Page introuvable',
      links: [
        { label: 'Accueil', href: '/' },
        { label: 'Contact', dialog: 'contact' },
      ],
      count: 3,
      words: ['un', 'deux', 'trois'],
    }
    const english = {
      title: 'Page not found',
      links: [
        { label: 'Home', href: '/en' },
        { label: 'Contact', href: '/en/contact' },
        { label: 'Blog', href: '/en/blog' },
      ],
      count: 2,
      words: ['one', 'two'],
      extra: 'x',
    }
    expect(followFrench(english, french)).toEqual({
      // French numbers; an item of another shape, or past the French list, left out; a list of texts of another length,
      // and a field the French file no longer has, too.
      data: { title: 'Page not found', links: [{ label: 'Home', href: '/en' }], count: 3 },
      lag: ['links[1]', 'links[2]', 'words', 'extra'],
    })
    // The build reads the translation so, and refuses nothing but what the schema of what is shown refuses.
    const root = contentRoot({ 'content/pages/not-found.json': french, 'content/en/pages/not-found.json': english })
    expect(contentSources(diskTree(root)).problems).toEqual([])
    expect(readContentFile('content/en/pages/not-found.json', root)).toEqual(followFrench(english, french).data)
    // A required field left out of what is shown (a service card's title, not translated) stops the build, named.
    const repository = diskTree(process.cwd())
    const file = 'content/en/services/seo-local.json'
    const untitled = JSON.parse(repository.read(file)!) as { card: { title?: string } }
    delete untitled.card.title
    const files = Object.fromEntries(repository.files.map((name) => [name, repository.read(name)!]))
    expect(contentSources(memoryTree({ ...files, [file]: JSON.stringify(untitled) })).problems).toEqual([
      expect.stringMatching(/^content\/en\/services\/seo-local\.json : champ « card\.title » : /),
    ])
  })

  it('takes an image file from the French file, with its size: nothing to translate', () => {
    const french = { image: { src: '/images/neuve.webp', width: 1200, height: 630, alt: 'Une vitrine' } }
    const english = { image: { src: '/images/ancienne.webp', width: 800, height: 600, alt: 'A shop front' } }
    expect(followFrench(english, french)).toEqual({
      data: { image: { ...french.image, alt: 'A shop front' } },
      lag: [],
    })
  })

  it('lets a list of items stop short of the French one: its last items wait for their translation', () => {
    const french = { ...notFound, links: [...notFound.links, { label: 'Blog', href: '/blog' }] }
    const english = { title: 'Page not found', links: [{ label: 'Home', href: '/en' }], count: 2 }
    expect(problemsOf({ 'content/pages/not-found.json': french, 'content/en/pages/not-found.json': english })).toEqual(
      [],
    )
    expect(untranslatedItems(english, french)).toEqual([{ path: 'links', count: 1 }])
  })

  it('refuses a translation of a file that does not exist in French', () => {
    expect(problemsOf({ 'content/en/pages/oubli.json': {} })).toEqual([
      'content/en/pages/oubli.json : traduction de content/pages/oubli.json, qui n’existe pas (le fichier français vient d’abord)',
    ])
  })

  it('takes the facts from the French site file: a translation that repeats one is refused', () => {
    const { phone, email, ...texts } = site as Record<string, unknown>
    // The facts an English site file leaves to the French one (content/files.ts), which it would repeat otherwise.
    const inherited = inheritedFields('content/site.json')
    const english = Object.fromEntries(Object.entries(texts).filter(([key]) => !inherited.includes(key)))
    const root = contentRoot({
      'content/en/site.json': english,
      'content/en/pages/not-found.json': { title: 'Call {{site.phone.display}}', links: [], count: 2 },
      'content/pages/not-found.json': { ...notFound, title: 'Appelez le {{site.phone.display}}', links: [] },
    })
    expect(contentSources(diskTree(root)).problems).toEqual([])
    // The number as a reader abroad dials it (src/build/content-files.ts, phoneIn).
    expect(readContentFile('content/en/pages/not-found.json', root)).toMatchObject({
      title: `Call ${(phone as { display: string }).display.replace(/^0/, '+33\u00a0')}`,
    })
    expect(readContentFile('content/en/site.json', root)).toMatchObject({ email })
    expect(problemsOf({ 'content/en/site.json': { ...english, email } })).toEqual([
      'content/en/site.json : champ « email » : repris de content/site.json : ne le répétez pas dans la traduction',
    ])
  })

  it('lets a translation say a fixed French wording in its language, not change an identifier', () => {
    const schema = z.object({ type: z.literal('pricing-plans'), popularLabel: z.literal('Populaire') }).strict()
    expect(translationIssues(schema, { type: 'pricing-plans', popularLabel: 'Popular' })).toEqual([])
    expect(translationIssues(schema, { type: 'plans', popularLabel: 'Popular' }).map((issue) => issue.path)).toEqual([
      ['type'],
    ])
  })

  it('compares an article with its French original: facts, category, outline', () => {
    const french = {
      id: 2,
      slug: 'impact-seo-local',
      title: 'L’impact du SEO local',
      category: 'SEO Local',
      publishDate: '2025-07-28',
      image: { src: '/images/blog/a.svg', alt: 'Carte' },
    }
    const originalBody = '## Un\n\n<ChartFigure kind="bar" />\n\n### Deux\n\n<KeyPoint title="x">y</KeyPoint>\n'
    const article = {
      file: 'content/en/articles/impact-seo-local.mdx',
      original: 'content/articles/impact-seo-local.mdx',
      originalFrontMatter: french,
      originalBody,
    }
    const english = { ...french, slug: 'local-seo-impact', title: 'The impact of local SEO', category: 'Local SEO' }
    expect(
      checkArticleTranslation(
        {
          ...article,
          frontMatter: english,
          body: '## One\n\n<ChartFigure kind="bar" />\n\n### Two\n\n<KeyPoint title="x">y</KeyPoint>\n',
        },
        ['Local SEO'],
      ),
    ).toEqual([])
    expect(
      checkArticleTranslation(
        {
          ...article,
          frontMatter: { ...english, publishDate: '2025-08-01', category: 'SEO Local' },
          body: '## One\n\n<KeyPoint title="x">y</KeyPoint>\n',
        },
        ['Local SEO'],
      ),
    ).toEqual([
      'content/en/articles/impact-seo-local.mdx : champ « publishDate » : "2025-08-01" au lieu de "2025-07-28" comme content/articles/impact-seo-local.mdx',
      'content/en/articles/impact-seo-local.mdx : champ « category » : catégorie inconnue « SEO Local » (voir les catégories de cette langue)',
      'content/en/articles/impact-seo-local.mdx : corps : composants KeyPoint au lieu de ChartFigure, KeyPoint comme content/articles/impact-seo-local.mdx',
      'content/en/articles/impact-seo-local.mdx : corps : 1 intertitres (##) au lieu de 2 comme content/articles/impact-seo-local.mdx',
    ])
  })
})

describe('in-page links of the service pages', () => {
  it('name a section of the same file, in each language', () => {
    for (const folder of ['content/services', 'content/en/services'])
      for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) {
        const text = readFileSync(join(folder, name), 'utf8')
        const ids = new Set([...text.matchAll(/"id": "([a-z0-9-]+)"/g)].map((match) => match[1]))
        for (const [, id] of text.matchAll(/(?:"href": "|\]\()#([a-z0-9-]+)/g))
          expect(ids.has(id), `${folder}/${name} : #${id}`).toBe(true)
      }
  })
})
