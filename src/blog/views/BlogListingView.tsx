/** What the blog index lists when nobody searches: the categories, the featured article, then the six latest others. */
import { blogIndex as t } from '@content/blog/listing'
import type { ArticleSummary } from '@/content/article-summaries'
import { articleMetaId, articles } from '@/content/articles'
import { useModule } from '@/routes/modules'
import { ArticleCard } from '@/ui/ArticleCard'
import { ArticleGrid } from '../ArticleGrid'
import { CategoryBadges } from '../CategoryBadges'
import { blogIndexArticles } from '../listing'

/** Which article is featured is in each article's metadata: the view reads them all. */
export const dataModules = () => articles.map(articleMetaId)

export default function BlogListingView() {
  // biome-ignore lint/correctness/useHookAtTopLevel: useModule only calls React's use(), which may be called in a loop or a condition
  const all = articles.map((article) => useModule<ArticleSummary>(articleMetaId(article)))
  const { featured: main, latest: others } = blogIndexArticles(all)
  return (
    <>
      <CategoryBadges />
      {main && (
        <section aria-labelledby="a-la-une" className="container-page pt-12">
          <h2 id="a-la-une" className="section-title">
            {t.featuredTitle}
          </h2>
          <div className="featured-article mt-8">
            <ArticleCard article={main} eager />
          </div>
        </section>
      )}
      <section aria-labelledby="derniers-articles" className="container-page py-12">
        <h2 id="derniers-articles" className="section-title">
          {t.latestTitle}
        </h2>
        <div className="mt-8">
          <ArticleGrid list={others} />
        </div>
      </section>
    </>
  )
}
