/** The share image of every indexable page, drawn at build from its title (src/build/share-image.tsx), cached. */
import { access } from 'node:fs/promises'
import { join } from 'node:path'
import { shareImage } from '@content/machine-readable'
import { services } from '@content/services/catalogue'
import { site } from '@content/site'
import { shareImagePath, shareTitle } from '@/lib/images'
import { fill } from '@/lib/text'
import { breadcrumbTrail } from '@/routes/breadcrumbs'
import { contentCache } from './content-cache'
import { inBatches } from './in-batches'
import { shareImageSources, type ShareCard } from './share-image'
import type { PageWithMeta } from './static-files'
import { progress } from './progress'
import { inThreads, type PoolItem } from './thread-pool'

/** What the image of a page shows: its title, what kind of page it is, and its address. */
export function shareCard(page: PageWithMeta): ShareCard {
  const host = new URL(site.url).host.replace(/^www\./, '')
  return {
    title: shareTitle(page.meta.title, site.brand),
    kicker: kicker(page),
    address: `${host}${page.path === '/' ? '' : page.path}`,
  }
}

/** The blog category of an article, the price of a service, else the sections above the page (its breadcrumb). */
function kicker(page: PageWithMeta): string {
  if (page.meta.article) return fill(shareImage.kicker.article, { category: page.meta.article.section })
  const service = services.find((entry) => page.route.id === `service-${entry.id}`)
  if (service) return fill(shareImage.kicker.service, { price: service.price })
  const parents = breadcrumbTrail(page.path)
    .slice(1, -1)
    .map((crumb) => crumb.label)
  return parents.length
    ? parents.join(' · ')
    : fill(shareImage.kicker.page, { founder: site.founder.name, city: site.addresses[0]!.locality })
}

export type ShareImagesReport = { made: number; cached: number; ms: number }

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  )

/**
 * Draws the images not in the cache on worker threads, one per core (satori's layout is JavaScript: on the build's own
 * thread, it left the second core half idle), then copies every image from the cache to the site.
 */
export async function writeShareImages(
  pages: readonly PageWithMeta[],
  root: string,
  outDir: string,
): Promise<ShareImagesReport> {
  const started = performance.now()
  const cache = await contentCache(root, 'share-images', shareImageSources(root), '.png')
  const steps = progress('Images de partage', 'images', pages.length)
  const images = pages.map((page) => {
    const card = shareCard(page)
    return { page, card, inputs: [JSON.stringify(card), site.brand, site.tagline] }
  })
  const missing: PoolItem<ShareCard>[] = []
  await inBatches(images, async ({ page, card, inputs }) => {
    const entry = cache.pathOf(inputs)
    if (await exists(entry)) steps.tick()
    else missing.push({ name: page.path, input: card, file: entry })
  })
  await inThreads(missing, {
    maker: join(root, 'scripts/build/draw-share-image.mjs'),
    task: 'Image de partage',
    // One lot per thread: a thread's memory does not grow with the images it draws; starting one costs half a second.
    lot: Number.POSITIVE_INFINITY,
    // While resvg and sharp work on their threads, the next card is laid out.
    inFlight: 3,
    root,
    onItem: () => steps.tick(),
  })
  await inBatches(images, ({ page, inputs }) =>
    cache.output(join(outDir, shareImagePath(page.path)), inputs, () => {
      throw new Error(`${page.path} : image de partage absente du cache après son dessin`)
    }),
  )
  return { made: missing.length, cached: pages.length - missing.length, ms: performance.now() - started }
}
