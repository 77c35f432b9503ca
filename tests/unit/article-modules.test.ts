import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileArticles } from '../../src/build/vite/article-modules.ts'

const root = process.cwd()

/** The server build's articles, compiled before the bundle into the build cache (src/build/vite/article-modules.ts). */
describe('articles compiled outside the server bundle', () => {
  let dir: string
  const article = (slug: string, body: string) =>
    `---\nid: 1\nslug: ${slug}\ntitle: Un titre\npublishDate: '2025-09-16'\n---\n\n${body}\n`
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'article-modules-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('gives each article its metadata, FAQ included, and a body module that runs alone', async () => {
    await writeFile(
      join(dir, 'faq.mdx'),
      article(
        'faq',
        '## Une section\n\nDu texte **gras**.\n\n<Faq items={[{ question: "Combien ?", answer: "Peu." }]} />',
      ),
    )
    const [compiled] = await compileArticles(root, dir)
    expect(compiled!.meta).toMatchObject({
      slug: 'faq',
      derived: { faq: [{ question: 'Combien ?', answer: 'Peu.' }], publishDateText: '16 septembre 2025' },
    })
    const source = await readFile(compiled!.body, 'utf8')
    expect([...source.matchAll(/from\s*["']([^"']+)["']/g)].map((match) => match[1])).toEqual(['react/jsx-runtime'])
    const body = await import(pathToFileURL(compiled!.body).href)
    expect(typeof body.default).toBe('function')
    expect(body.toc).toEqual([{ id: 'une-section', text: 'Une section' }])
  })

  it('finds an unchanged article in the cache, and compiles an edited one again', async () => {
    await writeFile(join(dir, 'faq.mdx'), article('faq', 'Un corps.'))
    const [first] = await compileArticles(root, dir)
    const [again] = await compileArticles(root, dir)
    expect(again!.body).toBe(first!.body)
    await writeFile(join(dir, 'faq.mdx'), article('faq', 'Un autre corps.'))
    const [edited] = await compileArticles(root, dir)
    expect(edited!.body).not.toBe(first!.body)
  })

  it('stops the build at an article with an unknown component, naming the file and the line', async () => {
    await writeFile(join(dir, 'casse.mdx'), article('casse', 'Texte.\n\n<Inconnu valeur="x" />'))
    await expect(compileArticles(root, dir)).rejects.toThrow(/casse\.mdx : ligne \d+ : composant inconnu <Inconnu>/)
  })
})
