import { useParams } from 'react-router-dom'
import { CategoryView } from '@/blog/views/CategoryView'
import { UnknownCategoryView } from '@/blog/views/UnknownCategoryView'
import { findCategory } from '@/content/categories'
import { decodePathname } from '@/lib/slug'

/**
 * A category of the blog: its articles (content: src/blog/views/CategoryView.tsx); for a name the blog does not
 * know, the spec's "introuvable" screen (in the browser only: the host answers 404 there).
 */
export default function CategoryPage() {
  const slug = useParams().category ?? ''
  const category = findCategory(slug)
  if (!category) return <UnknownCategoryView name={decodePathname(slug)} />
  return <CategoryView key={category.slug} category={category} />
}
