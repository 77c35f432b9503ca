import type { ComponentType } from 'react'
import { useParams } from 'react-router-dom'
import { ArticleView } from '@/blog/views/ArticleView'
import { getArticle } from '#articles'
import { screenModule, useModule } from '@/routes/modules'

/** An unknown slug gets the 404 screen (the host answers 404: the page was never pre-rendered). */
function UnknownArticle() {
  const { default: NotFound } = useModule<{ default: ComponentType }>(screenModule('not-found/NotFoundPage'))
  return <NotFound />
}

/** An article (content: src/blog/views/ArticleView.tsx); the route says which the browser keeps as served. */
export default function ArticlePage() {
  const nav = getArticle(useParams().slug)
  if (!nav) return <UnknownArticle />
  return <ArticleView key={nav.slug} nav={nav} />
}
