import { pageNumber } from '@/blog/pagination'
import { CategoryView } from '@/blog/views/CategoryView'
import type { ArticleSummary } from '#articles'
import { findCategory } from '@/content/categories'
import UnknownCategoryPage from './UnknownCategoryPage'
import { useRouteParams } from '@/routes/pages'

/**
 * A category of the blog, one page of its articles (content: src/blog/views/CategoryView.tsx). The route table gives
 * a category it does not know to UnknownCategoryPage, lighter for the browser; here too, it gets that screen.
 */
export default function CategoryPage({ own }: { own: ArticleSummary[] }) {
  const params = useRouteParams()
  const category = findCategory(params.category)
  if (!category) return <UnknownCategoryPage />
  return (
    <CategoryView key={category.slug} category={category} page={params.page ? pageNumber(params.page) : 1} own={own} />
  )
}
