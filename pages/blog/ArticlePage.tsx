import type { LoadedArticle } from '@/blog/load'
import { ArticleView } from '@/blog/views/ArticleView'
import NotFoundPage from '../not-found/NotFoundPage'

/**
 * An article (content: src/blog/views/ArticleView.tsx), as its route loaded it; an unknown slug gets the 404 screen
 * (the host answers 404: the page was never pre-rendered).
 */
export default function ArticlePage({ article }: { article?: LoadedArticle }) {
  if (!article) return <NotFoundPage />
  return <ArticleView key={article.summary.slug} {...article} />
}
