import { ArticleCard, type CardArticle } from '@/ui/ArticleCard'

/** The first three cards of a list are near the top of its page: their images load at once, the others lazily. */
export const EAGER_CARDS = 3

/** Cards under a heading of the page take h3 titles (the default); cards right under its h1, h2 (headingLevel). */
export function ArticleGrid({ list, headingLevel }: { list: readonly CardArticle[]; headingLevel?: 2 | 3 }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {list.map((article, index) => (
        <ArticleCard key={article.slug} article={article} eager={index < EAGER_CARDS} headingLevel={headingLevel} />
      ))}
    </div>
  )
}
