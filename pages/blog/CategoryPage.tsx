import { useMemo } from 'react'
import { useParams } from 'react-router-dom'
import { lazyView } from '@/ui/lazy-view'
import { findCategory } from '@/content/categories'
import { decodePathname } from '@/lib/slug'
import type { Params } from '@/routes/types'
import { StaticHtml } from '@/ui/StaticHtml'

const CategoryView = lazyView(() => import('@/blog/views/CategoryView'))
const UnknownCategoryView = lazyView(() => import('@/blog/views/UnknownCategoryView'))

export async function prerender({ category: slug }: Params) {
  const category = findCategory(slug)
  if (category) await CategoryView.preload({ category })
}

/**
 * A category of the blog: its articles, kept as pre-rendered (content: src/blog/views/CategoryView.tsx); for a name
 * the blog does not know, the spec's "introuvable" screen (in the browser only: the host answers 404 there).
 */
export default function CategoryPage() {
  const slug = useParams().category ?? ''
  const category = findCategory(slug)
  const view = useMemo(() => category && <CategoryView category={category} />, [category])
  if (!category) return <UnknownCategoryView name={decodePathname(slug)} />
  return (
    <StaticHtml key={category.slug} id={`category-${category.slug}`}>
      {view}
    </StaticHtml>
  )
}
