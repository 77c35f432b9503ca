import { blogPages as t } from '@content/blog/listing.json'
import { ArticleGrid } from '@/blog/ArticleGrid'
import { Pagination } from '@/blog/Pagination'
import { pageNumber } from '@/blog/pagination'
import { blogPageCount } from '@/blog/shown'
import type { ArticleSummary } from '#articles'
import { fill } from '@/lib/text'
import { PageHero } from '@/ui/PageHero'
import { localPath } from '@/lang'
import { useRouteParams } from '@/routes/pages'

/** The blog index's pages after the first (/blog/page/2…): every article, latest first, twelve a page. */
export default function BlogArchivePage({ shown }: { shown: ArticleSummary[] }) {
  const page = pageNumber(useRouteParams().page)
  const count = blogPageCount()
  return (
    <>
      <PageHero eyebrow={t.archiveEyebrow} title={t.archiveTitle}>
        <p>{fill(t.pageOf, { page, count })}</p>
      </PageHero>
      {/* The list is the page itself, under its h1 (« Tous les articles »): no section of its own, h2 titles. */}
      <div className="container-page py-12">
        <ArticleGrid list={shown} headingLevel={2} />
      </div>
      <Pagination listing={localPath('/blog')} page={page} count={count} />
    </>
  )
}
