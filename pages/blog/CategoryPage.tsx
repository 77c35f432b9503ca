import { useParams } from 'react-router-dom'
import { pageNumber } from '@/blog/pagination'
import { CategoryView } from '@/blog/views/CategoryView'
import { UnknownCategoryView } from '@/blog/views/UnknownCategoryView'
import { findCategory } from '@/content/categories'
import { decodePathname } from '@/lib/slug'

/**
 * A category of the blog, one page of its articles (content: src/blog/views/CategoryView.tsx); for a name the blog
 * does not know, the spec's "introuvable" screen (the host answers 404 there).
 */
export default function CategoryPage() {
  const params = useParams()
  const slug = params.category ?? ''
  const category = findCategory(slug)
  if (!category) return <UnknownCategoryView name={decodePathname(slug)} />
  return <CategoryView key={category.slug} category={category} page={params.page ? pageNumber(params.page) : 1} />
}
