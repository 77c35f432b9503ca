import { Link } from '@/ui/Link'
import { type ArticleDerived, type ArticleSummary, articlePath } from '#articles'
import { Img } from './Img'

/** What a card shows of an article (a summary, or a search result's metadata). */
export type CardArticle = Pick<
  ArticleSummary,
  'slug' | 'title' | 'excerpt' | 'category' | 'author' | 'publishDate' | 'image'
> & { derived: Pick<ArticleDerived, 'publishDateText'> }

/** An article teaser: image, category, title (the link), excerpt, author and date. */
export function ArticleCard({
  article,
  headingLevel = 3,
  eager = false,
}: {
  article: CardArticle
  headingLevel?: 2 | 3
  eager?: boolean
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className="card group relative flex flex-col overflow-hidden p-0">
      <Img image={article.image} lazy={!eager} className="aspect-[1200/630] w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <p className="eyebrow">{article.category}</p>
        <Heading className="mt-2 text-xl font-bold text-balance">
          <Link
            to={articlePath(article)}
            className="after:absolute after:inset-0 group-hover:text-brand-700 dark:group-hover:text-brand-300"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="muted mt-3 flex-1">{article.excerpt}</p>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          {article.author} · <time dateTime={article.publishDate}>{article.derived.publishDateText}</time>
        </p>
      </div>
    </article>
  )
}
