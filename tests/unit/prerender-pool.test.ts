import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lotsOf, prerenderInPool } from '@/build/prerender-pool'

describe('pre-rendering lots', () => {
  const paths = (count: number) => Array.from({ length: count }, (_, index) => `/blog/article-${index}`)

  it('cuts 5,868 pages for 2 threads into 6 even lots of at most 1,000, every page once, in order', () => {
    const lots = lotsOf(paths(5868), 2, 1000)
    expect(lots).toHaveLength(6)
    expect(Math.max(...lots.map((lot) => lot.length))).toBeLessThanOrEqual(1000)
    expect(Math.max(...lots.map((lot) => lot.length)) - Math.min(...lots.map((lot) => lot.length))).toBeLessThan(10)
    expect(lots.flat()).toEqual(paths(5868))
  })

  it('gives each thread one lot when the pages fit, and none when there are none', () => {
    expect(lotsOf(paths(63), 2, 1000).map((lot) => lot.length)).toEqual([32, 31])
    expect(lotsOf(paths(1), 4, 1000)).toEqual([['/blog/article-0']])
    expect(lotsOf([], 2, 1000)).toEqual([])
  })
})

describe('pre-rendering on threads', () => {
  let dir: string
  let renderer: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'prerender-pool-'))
    renderer = join(dir, 'renderer.mjs')
    await writeFile(
      renderer,
      `export default async (path) => {
        if (path.endsWith('/casse')) throw new Error('composant introuvable')
        return '<!DOCTYPE html><title>' + path + '</title>'
      }`,
    )
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('writes each page where the static host serves it, and reports each one', async () => {
    const outDir = join(dir, 'site')
    const reported: string[] = []
    const pages = ['/', '/services/seo', '/blog/une-page', '/blog/page/2', '/contact']
    await prerenderInPool(pages, { renderer, outDir, lot: 2, threads: 2, onPage: (path) => reported.push(path) })
    expect(reported.sort()).toEqual([...pages].sort())
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).toBe('<!DOCTYPE html><title>/</title>')
    expect(await readFile(join(outDir, 'blog/page/2.html'), 'utf8')).toContain('<title>/blog/page/2</title>')
    expect(await readFile(join(outDir, 'services/seo.html'), 'utf8')).toContain('/services/seo')
  })

  it('stops the build at a page that cannot be rendered, naming it and why', async () => {
    const pages = ['/blog/a', '/blog/b', '/blog/casse', '/blog/d']
    await expect(prerenderInPool(pages, { renderer, outDir: join(dir, 'broken'), threads: 1 })).rejects.toThrow(
      /Pré-rendu de \/blog\/casse impossible : composant introuvable/,
    )
  })
})
