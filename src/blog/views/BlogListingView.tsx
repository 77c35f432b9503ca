/** What the blog index lists when nobody searches: the categories, the featured article, the six latest others. */
import { blogIndex as t } from '@content/blog/listing.json'
import { type ArticleSummary, articleMetaId } from '#articles'
import { useModule } from '@/routes/modules'
import { ArticleCard } from '@/ui/ArticleCard'
import { ArticleGrid } from '../ArticleGrid'
import { CategoryBadges } from '../CategoryBadges'
import { Pagination } from '../Pagination'
import { blogIndexPage, blogPageCount, featuredArticle } from '../shown'

export function BlogListingView() {
  const featured = featuredArticle()
  // biome-ignore lint/correctness/useHookAtTopLevel: useModule only calls React's use(), which may be called in a loop or a condition
  const main = featured && useModule<ArticleSummary>(articleMetaId(featured))
  // biome-ignore lint/correctness/useHookAtTopLevel: useModule only calls React's use(), which may be called in a loop or a condition
  const others = blogIndexPage(1).map((article) => useModule<ArticleSummary>(articleMetaId(article)))
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
      <Pagination listing="/blog" page={1} count={blogPageCount()} />
    </>
  )
}
