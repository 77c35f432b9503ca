/** The share image of every indexable page, drawn at build from its title (src/build/share-image.tsx), cached. */
import { join } from 'node:path'
import { shareImage } from '@content/machine-readable.json'
import site from '@content/site.json'
import services from 'virtual:service-catalogue'
import { shareImagePath, shareTitle } from '@/lib/images'
import { fill } from '@/lib/text'
import { breadcrumbTrail } from '@/routes/breadcrumbs'
import { contentCache } from './content-cache'
import { inBatches } from './in-batches'
import { renderShareImage, shareImageSources, type ShareCard } from './share-image'
import type { PageWithMeta } from './static-files'
import { progress } from './progress'

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

export async function writeShareImages(
  pages: readonly PageWithMeta[],
  root: string,
  outDir: string,
): Promise<ShareImagesReport> {
  const started = performance.now()
  const cache = await contentCache(root, 'share-images', shareImageSources(root), '.png')
  let cached = 0
  const steps = progress('Images de partage', 'images', pages.length)
  await inBatches(pages, async (page) => {
    const card = shareCard(page)
    const inputs = [JSON.stringify(card), site.brand, site.tagline]
    if (await cache.output(join(outDir, shareImagePath(page.path)), inputs, () => renderShareImage(card, root)))
      cached++
    steps.tick()
  })
  return { made: pages.length - cached, cached, ms: performance.now() - started }
}
