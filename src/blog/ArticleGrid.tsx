import { ArticleCard, type CardArticle } from '@/ui/ArticleCard'

/** The first three cards of a list are near the top of its page: their images load at once, the others lazily. */
export const EAGER_CARDS = 3

export function ArticleGrid({ list }: { list: readonly CardArticle[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {list.map((article, index) => (
        <ArticleCard key={article.slug} article={article} eager={index < EAGER_CARDS} />
      ))}
    </div>
  )
}
