/** What the blog index lists when nobody searches: the categories, the featured article, the six latest others. */
import { blogIndex as t } from '@content/blog/listing.json'
import type { ArticleSummary } from '#articles'
import { ArticleCard } from '@/ui/ArticleCard'
import { ArticleGrid } from '../ArticleGrid'
import { CategoryBadges } from '../CategoryBadges'
import { Pagination } from '../Pagination'
import { blogPageCount } from '../shown'
import { localPath } from '@/lang'

/** The featured article, and the latest others of the index's first page (src/blog/routes.ts loads them). */
export type BlogListing = { main: ArticleSummary | undefined; others: ArticleSummary[] }

export function BlogListingView({ main, others }: BlogListing) {
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
      <Pagination listing={localPath('/blog')} page={1} count={blogPageCount()} />
    </>
  )
}
