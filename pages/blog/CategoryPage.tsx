import { useParams } from 'react-router-dom'
import { pageNumber } from '@/blog/pagination'
import { CategoryView } from '@/blog/views/CategoryView'
import { findCategory } from '@/content/categories'

/** A category of the blog, one page of its articles (content: src/blog/views/CategoryView.tsx). */
export default function CategoryPage() {
  const params = useParams()
  const category = findCategory(params.category)
  if (!category) throw new Error(`Catégorie inconnue : ${params.category}`)
  return <CategoryView key={category.slug} category={category} page={params.page ? pageNumber(params.page) : 1} />
}
