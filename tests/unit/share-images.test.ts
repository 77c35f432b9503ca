import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import services from 'virtual:service-catalogue'
import { contentCache } from '@/build/content-cache'
import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import { renderShareImage, shareCardSvg } from '@/build/share-image'
import { shareCard } from '@/build/share-images'
import { getArticleMetadata } from '#articles'
import { inSitemap, pagesWithMeta, type PageWithMeta } from '@/build/static-files'
import { shareImagePath } from '@/lib/images'

/** Width and height from a PNG's header chunk. */
const pngSize = (png: Buffer) => ({
  signature: png.subarray(1, 4).toString(),
  width: png.readUInt32BE(16),
  height: png.readUInt32BE(20),
})

let pages: PageWithMeta[] = []
beforeAll(async () => {
  pages = (await pagesWithMeta()).filter(inSitemap)
})
const page = (path: string) => pages.find((entry) => entry.path === path)!

describe('share images', () => {
  it('are 1200×630 PNG files', async () => {
    const png = await renderShareImage(shareCard(page('/services/seo-local')))
    expect(pngSize(png)).toEqual({ signature: 'PNG', width: 1200, height: 630 })
  }, 30_000)

  it('look the same as the card drawn whole, for a short and a three-line title', async () => {
    for (const card of [
      shareCard(page('/about')),
      { ...shareCard(page('/blog/pbn-seo')), title: 'Un titre bien plus long que les autres '.repeat(3) },
    ]) {
      const whole = new Resvg(await shareCardSvg(card, 'whole')).render().pixels
      const drawn = await sharp(await renderShareImage(card))
        .raw()
        .toBuffer()
      let largest = 0
      for (let pixel = 0; pixel < 1200 * 630; pixel++)
        for (let channel = 0; channel < 3; channel++)
          largest = Math.max(largest, Math.abs(whole[pixel * 4 + channel]! - drawn[pixel * 3 + channel]!))
      // Rounding only: a shifted line of text or a missing part would differ by far more.
      expect(largest, card.title).toBeLessThanOrEqual(3)
    }
  }, 30_000)

  it('show each page’s title without the brand, what kind of page it is, and its address', () => {
    const seoLocal = services.find((service) => service.id === 'seo-local')!
    expect(shareCard(page('/services/seo-local'))).toMatchObject({
      kicker: `Service · ${seoLocal.price}`,
      address: 'moreldigital.fr/services/seo-local',
    })
    const pbn = getArticleMetadata().find((article) => article.slug === 'pbn-seo')!
    expect(shareCard(page('/blog/pbn-seo'))).toMatchObject({
      // The page's own title, as its head gives it (an article's shorter metaTitle where it has one).
      title: pbn.metaTitle ?? pbn.title,
      kicker: 'Blog · Netlinking',
    })
    expect(shareCard(page('/blog/category/seo-local')).kicker).toBe('Blog · Catégories')
    expect(shareCard(page('/about')).kicker).toBe('Julien Morel · Paris')
    for (const entry of pages) expect(shareCard(entry).title, entry.path).not.toMatch(/Morel Digital$/)
  })

  it('have one file per indexable page', () => {
    const paths = pages.map((entry) => shareImagePath(entry.path))
    expect(new Set(paths).size).toBe(pages.length)
    expect(shareImagePath('/')).toBe('/images/share/index.png')
  })
})

describe('share images of the English pages', () => {
  it('are drawn from the English title, kicker and address, by the English copy of the module', async () => {
    const english = await import('@en/src/build/share-images')
    const localSeo = page('/en/services/local-seo')
    expect(localSeo).toBeDefined()
    expect(english.shareCard(localSeo)).toMatchObject({
      title: 'Local SEO: aim for Google Maps’ top three, €79/month',
      kicker: 'Service · €79/month',
      address: 'moreldigital.fr/en/services/local-seo',
    })
    expect(english.shareCard(page('/en/blog/website-cost')).kicker).toBe('Blog · Website design')
    expect(english.shareCard(page('/en/blog/category')).title).toMatch(/^Blog categories/)
    for (const entry of pages.filter((each) => each.path.startsWith('/en')))
      expect(english.shareCard(entry).title, entry.path).not.toMatch(/Morel Digital$/)
    expect(shareImagePath('/en/services/local-seo')).toBe('/images/share/en/services/local-seo.png')
  })
})

describe('the build cache', () => {
  const root = mkdtempSync(join(tmpdir(), 'content-cache-'))
  const generator = join(root, 'generator.ts')
  const target = join(root, 'dist', 'out.txt')

  it('makes an output once for the same inputs, again when they or the generator change', async () => {
    writeFileSync(generator, 'v1')
    let made = 0
    const make = (text: string) => async () => {
      made++
      return text
    }
    const cache = await contentCache(root, 'test', [generator], '.txt')
    expect(await cache.output(target, ['a'], make('A'))).toBe(false)
    expect(await cache.output(target, ['a'], make('A'))).toBe(true)
    expect(made).toBe(1)
    expect(readFileSync(target, 'utf8')).toBe('A')
    expect(await cache.output(target, ['b'], make('B'))).toBe(false)
    expect(readFileSync(target, 'utf8')).toBe('B')
    writeFileSync(generator, 'v2')
    const next = await contentCache(root, 'test', [generator], '.txt')
    expect(await next.output(target, ['a'], make('A2'))).toBe(false)
    expect(readFileSync(target, 'utf8')).toBe('A2')
    expect(made).toBe(3)
  })
})
