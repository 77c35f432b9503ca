import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteSchema } from '@content/schema'
import site from '@content/site.json'
import { getArticleMetadata, getArticles } from '#articles'
import { diskTree } from '@/content/disk-tree'
import { checkArticles, checkSource, contentSources, validateContent } from '@/content/validate'
import { readContentFile } from '../../src/build/content-files.ts'
import { analyseArticleSync } from '../../src/build/article-analysis.ts'
import { articleMetaModule, readArticleFile } from '../../src/build/vite/article-meta.ts'

const tempFile = (name: string, text: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'content-'))
  const path = join(dir, name)
  writeFileSync(path, text)
  return { dir, path }
}

/** A throwaway content/ folder holding site.json and the files given. */
const contentRoot = (files: Record<string, string>) => {
  const root = mkdtempSync(join(tmpdir(), 'content-root-'))
  mkdirSync(join(root, 'content/pages'), { recursive: true })
  writeFileSync(join(root, 'content/site.json'), JSON.stringify(site))
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text)
  return root
}

describe('content files', () => {
  it('replaces each {{site.…}} reference by the business fact, wherever it stands', () => {
    const root = contentRoot({
      'content/pages/about.json': JSON.stringify({
        hero: { lines: ['Appelez {{site.phone.display}}, {{ site.brand }}'] },
      }),
    })
    expect(readContentFile('content/pages/about.json', root)).toEqual({
      hero: { lines: [`Appelez ${site.phone.display}, ${site.brand}`] },
    })
  })

  it('replaces {{this.…}} by a field of the same file and {{services.<id>.…}} by one of a service file', () => {
    const root = contentRoot({
      'content/pages/about.json': JSON.stringify({
        amount: '79\u00a0€',
        lines: ['{{this.amount}}/mois', 'dès {{services.seo.amount}}'],
      }),
    })
    mkdirSync(join(root, 'content/services'))
    writeFileSync(join(root, 'content/services/seo.json'), JSON.stringify({ amount: '97\u00a0€' }))
    expect(readContentFile('content/pages/about.json', root)).toEqual({
      amount: '79\u00a0€',
      lines: ['79\u00a0€/mois', 'dès 97\u00a0€'],
    })
    const broken = contentRoot({
      'content/pages/about.json': JSON.stringify({ lines: ['{{services.inconnu.amount}}'] }),
    })
    expect(() => readContentFile('content/pages/about.json', broken)).toThrow(
      'content/pages/about.json : champ « lines[0] » : référence inconnue « {{services.inconnu.amount}} »',
    )
  })

  it('stops on an unknown reference, naming the file and the field, in French', () => {
    const root = contentRoot({
      'content/pages/about.json': JSON.stringify({ hero: { lines: ['ok', 'Appelez {{site.telephone}}'] } }),
    })
    expect(() => readContentFile('content/pages/about.json', root)).toThrow(
      'content/pages/about.json : champ « hero.lines[1] » : référence inconnue « {{site.telephone}} »',
    )
  })

  it('stops on broken JSON, naming the file and the line', () => {
    const root = contentRoot({
      'content/pages/about.json': '{\n  "title": "À propos",\n  "intro": "sans virgule"\n  "x": 1\n}',
    })
    expect(() => readContentFile('content/pages/about.json', root)).toThrow(
      /^content\/pages\/about\.json, ligne 4 : JSON illisible/,
    )
  })

  it('refuses a JSON file that content/files.ts does not know, and checks each known one against its schema', () => {
    const root = contentRoot({
      'content/pages/oubli.json': '{}',
      'content/pages/meta.json': JSON.stringify({ homeMeta: { title: '', description: 'x', keywords: [] } }),
    })
    const { sources, problems } = contentSources(diskTree(root))
    expect(problems).toEqual([
      'content/pages/oubli.json : fichier de contenu inconnu (ajoutez-le à content/files.ts avec son schéma)',
    ])
    const meta = sources.find((source) => source.file === 'content/pages/meta.json')!
    expect(checkSource(meta)).toContain('content/pages/meta.json : champ « homeMeta.title » : ne doit pas être vide')
  })
})

describe('content validation', () => {
  it('accepts the content of the site', () => {
    expect(() => validateContent(diskTree())).not.toThrow()
  })

  it('names the file and the field of a broken value, in French', () => {
    const problems = checkSource({
      file: 'content/site.json',
      schema: siteSchema,
      data: { ...site, email: 'pas-un-email' },
    })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/site\.json : champ « email » : /)
    const nested = checkSource({
      file: 'content/site.json',
      schema: siteSchema,
      data: { ...site, phone: { ...site.phone, e164: '0199' } },
    })
    expect(nested[0]).toMatch(/champ « phone\.e164 »/)
  })

  it('accepts only a SIRET whose SIREN and whole number pass the Luhn checksum', () => {
    const withSiret = (siret: string) =>
      checkSource({ file: 'content/site.json', schema: siteSchema, data: { ...site, legal: { ...site.legal, siret } } })
    expect(withSiret('853 217 602 00012')).toEqual([])
    expect(withSiret('853 217 604 00029')[0]).toMatch(/champ « legal\.siret » : SIRET invalide/)
    // A valid SIREN followed by an establishment number that breaks the whole number's checksum.
    expect(withSiret('853 217 602 00013')[0]).toMatch(/clé de Luhn/)
    expect(withSiret('85321760200012')[0]).toMatch(/123 456 789 00012/)
  })

  it('rejects duplicate slugs and ids, unknown categories and unreadable dates, naming the file', () => {
    const [first, second] = getArticleMetadata()
    const broken = [
      first!,
      { ...second!, slug: first!.slug, file: 'content/articles/copie.mdx' },
      { ...second!, id: 99, slug: 'autre', category: 'Jardinage', file: 'content/articles/jardin.mdx' },
      { ...second!, id: 98, slug: 'date', publishDate: '2025-02-31x', file: 'content/articles/date.mdx' },
    ]
    const problems = checkArticles(broken, ['SEO', first!.category, second!.category])
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/articles\/copie\.mdx : champ « slug » : « .+ » déjà utilisé par /),
        expect.stringMatching(
          /^content\/articles\/jardin\.mdx : champ « category » : catégorie inconnue « Jardinage »/,
        ),
        expect.stringMatching(/^content\/articles\/date\.mdx : champ « publishDate » : date illisible/),
      ]),
    )
  })

  it('gives an old address to one article only, never the address of an article online', () => {
    const [first, second] = getArticleMetadata()
    const moved = [
      { ...first!, aliases: ['/blog/ancien-nom'] },
      { ...second!, aliases: ['/blog/ancien-nom', `/blog/${first!.slug}`] },
    ]
    expect(checkArticles(moved, [first!.category, second!.category])).toEqual([
      `${second!.file} : champ « aliases[1] » : « /blog/${first!.slug} » est l’adresse d’un article en ligne`,
      `${second!.file} : champ « aliases » : « /blog/ancien-nom » déjà utilisé par ${first!.file}`,
    ])
  })

  it('dates an article as modified no earlier than the articles it links to', () => {
    const published = new Map(getArticleMetadata().map((article) => [article.slug, article.publishDate.slice(0, 10)]))
    const problems = getArticleMetadata().flatMap((article) => {
      const body = readFileSync(new URL(`../../${article.file}`, import.meta.url), 'utf8')
      const modified = (article.dateModified ?? article.publishDate).slice(0, 10)
      return [...body.matchAll(/\]\(\/blog\/([^)#?\s]+)/g)]
        .map((match) => match[1]!)
        .filter((slug) => (published.get(slug) ?? '') > modified)
        .map(
          (slug) =>
            `${article.file} : dateModified ${modified} avant la publication de /blog/${slug} (${published.get(slug)})`,
        )
    })
    expect(problems).toEqual([])
  })

  it('stops on a missing or malformed front matter, naming the file', () => {
    const missing = tempFile('sans-entete.mdx', 'Juste du texte.')
    expect(() => readArticleFile(missing.path, missing.dir)).toThrow(/^sans-entete\.mdx : front matter absent/)
    const malformed = tempFile('casse.mdx', '---\ntitle: [pas fermé\n---\nTexte')
    expect(() => readArticleFile(malformed.path, malformed.dir)).toThrow(/^casse\.mdx : front matter illisible/)
  })
})

describe('what the build derives from an article', () => {
  it('counts prose words, not component props nor link targets', () => {
    expect(
      analyseArticleSync(
        'Un [lien](/services/seo) et <KeyPoint>deux mots</KeyPoint>.\n\n## Un titre\n\n<Faq items={[{ question: "a b c" }]} />',
      ).wordCount,
    ).toBe(7)
  })
  it('computes the reading time unless the article fixes it, and the French dates', () => {
    const body = 'mot '.repeat(401)
    const article = { file: 'x.mdx', body, source: body, data: { publishDate: '2025-09-16' } }
    const counted = analyseArticleSync(body).wordCount
    expect(articleMetaModule(article, counted).derived).toEqual({
      wordCount: 401,
      readMinutes: 3,
      publishDateText: '16 septembre 2025',
      dateModifiedText: '16 septembre 2025',
      faq: [],
    })
    expect(
      articleMetaModule({ ...article, data: { ...article.data, wordCount: 400, readTime: 2 } }, counted).derived,
    ).toMatchObject({
      wordCount: 400,
      readMinutes: 2,
    })
  })
  it('keeps the light index and the full metadata in step', () => {
    expect(getArticles().map((article) => article.slug)).toEqual(getArticleMetadata().map((article) => article.slug))
    const files = readdirSync(new URL('../../content/articles/', import.meta.url)).filter((file) =>
      file.endsWith('.mdx'),
    )
    expect(getArticles()).toHaveLength(files.length)
  })
})
