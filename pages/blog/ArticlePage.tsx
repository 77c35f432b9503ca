import { useMemo, type ComponentType, type MouseEvent } from 'react'
import { useParams } from 'react-router-dom'
import { mountChartsIn } from '@/blog/charts/mount-later'
import { lazyView } from '@/ui/lazy-view'
import { openSharePopup } from '@/blog/share'
import { findArticle } from '@/content/articles'
import { screenModule, useModule } from '@/routes/modules'
import type { Params } from '@/routes/types'
import { StaticHtml } from '@/ui/StaticHtml'

const ArticleView = lazyView(() => import('@/blog/views/ArticleView'))

/** At build: the view and the article's data (the browser keeps the HTML they make on a first load). */
export async function prerender({ slug }: Params) {
  const nav = findArticle(slug)
  if (nav) await ArticleView.preload({ nav })
}

/** Share links open their 600×400 popup (links of the kept HTML have no handler of their own). */
function openShareLinks(event: MouseEvent<HTMLElement>) {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-network]')
  if (link && openSharePopup(link.dataset.network!, { url: link.dataset.url!, title: link.dataset.title! })) event.preventDefault()
}

/** An unknown slug gets the 404 screen (the host answers 404: the page was never pre-rendered). */
function UnknownArticle() {
  const { default: NotFound } = useModule<{ default: ComponentType }>(screenModule('not-found/NotFoundPage'))
  return <NotFound />
}

/**
 * An article: reading, links and charts, kept as pre-rendered (content: src/blog/views/ArticleView.tsx); an article
 * that embeds a form is hydrated instead, once its code arrives.
 */
export default function ArticlePage() {
  const nav = findArticle(useParams().slug)
  const view = useMemo(() => nav && <ArticleView nav={nav} />, [nav])
  if (!nav) return <UnknownArticle />
  return (
    <StaticHtml key={nav.slug} id={`article-${nav.slug}`} hydrateIf="[data-hydrate]" onClick={openShareLinks} onKept={mountChartsIn}>
      {view}
    </StaticHtml>
  )
}
