import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { htmlFile, inThreads, lotsOf } from '@/build/thread-pool'

describe('lots of the build threads', () => {
  const paths = (count: number) => Array.from({ length: count }, (_, index) => `/blog/article-${index}`)

  it('cuts 5,868 pages for 2 threads into 6 even lots of at most 1,000, every page once, in order', () => {
    const lots = lotsOf(paths(5868), 2, 1000)
    expect(lots).toHaveLength(6)
    expect(Math.max(...lots.map((lot) => lot.length))).toBeLessThanOrEqual(1000)
    expect(Math.max(...lots.map((lot) => lot.length)) - Math.min(...lots.map((lot) => lot.length))).toBeLessThan(10)
    expect(lots.flat()).toEqual(paths(5868))
  })

  it('gives each thread one lot when the items fit or lots are unbounded, and none when there are none', () => {
    expect(lotsOf(paths(63), 2, 1000).map((lot) => lot.length)).toEqual([32, 31])
    expect(lotsOf(paths(5868), 2, Number.POSITIVE_INFINITY).map((lot) => lot.length)).toEqual([2934, 2934])
    expect(lotsOf(paths(1), 4, 1000)).toEqual([['/blog/article-0']])
    expect(lotsOf([], 2, 1000)).toEqual([])
  })

  it('names the files as the host serves them: /about from about.html, / from index.html', () => {
    expect(htmlFile('/site', '/')).toBe('/site/index.html')
    expect(htmlFile('/site', '/about')).toBe('/site/about.html')
    expect(htmlFile('/site', '/blog/page/2')).toBe('/site/blog/page/2.html')
  })
})

describe('work on the build threads', () => {
  let dir: string
  let maker: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'thread-pool-'))
    maker = join(dir, 'maker.mjs')
    await writeFile(
      maker,
      `export default async (path) => {
        if (path.endsWith('/casse')) throw new Error('composant introuvable')
        return '<!DOCTYPE html><title>' + path + '</title>'
      }`,
    )
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  const items = (outDir: string, pages: string[]) =>
    pages.map((path) => ({ name: path, input: path, file: htmlFile(outDir, path) }))

  it('writes what each item makes to its file, and reports each one', async () => {
    const outDir = join(dir, 'site')
    const reported: string[] = []
    const pages = ['/', '/services/seo', '/blog/une-page', '/blog/page/2', '/contact']
    await inThreads(items(outDir, pages), {
      maker,
      task: 'Pré-rendu',
      lot: 2,
      threads: 2,
      onItem: (name) => reported.push(name),
    })
    expect(reported.sort()).toEqual([...pages].sort())
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).toBe('<!DOCTYPE html><title>/</title>')
    expect(await readFile(join(outDir, 'blog/page/2.html'), 'utf8')).toContain('<title>/blog/page/2</title>')
    expect(await readFile(join(outDir, 'services/seo.html'), 'utf8')).toContain('/services/seo')
  })

  it('stops the build at an item that cannot be made, naming it and why', async () => {
    const pages = ['/blog/a', '/blog/b', '/blog/casse', '/blog/d']
    await expect(
      inThreads(items(join(dir, 'broken'), pages), { maker, task: 'Pré-rendu', lot: 10, threads: 1 }),
    ).rejects.toThrow(/^Pré-rendu : \/blog\/casse : composant introuvable$/)
  })
})
