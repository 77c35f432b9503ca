import { lazyView } from '@/ui/lazy-view'
import { StaticHtml } from '@/ui/StaticHtml'

const CategoriesView = lazyView(() => import('@/blog/views/CategoriesView'))

export const prerender = () => CategoriesView.preload({})

/** The category index: reading and links, kept as pre-rendered (content: src/blog/views/CategoriesView.tsx). */
const view = <CategoriesView />

export default function CategoriesPage() {
  return <StaticHtml id="blog-categories">{view}</StaticHtml>
}
