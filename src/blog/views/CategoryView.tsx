/** A known category's page: its articles as cards, or the spec's message while it has none. */
import { Link } from '@/ui/Link'
import { blogPages, blogCategory as t } from '@content/blog/listing.json'
import type { ArticleSummary } from '#articles'
import { categoryPath, type CategoryRecord } from '@/content/categories'
import { localPath } from '@/lang'
import { fill, plural } from '@/lib/text'
import { PageHero } from '@/ui/PageHero'
import { ArticleGrid } from '../ArticleGrid'
import { Pagination } from '../Pagination'
import { CATEGORY_PAGING, pageCount } from '../pagination'

/** `own`: the page's articles, loaded by the route (src/blog/routes.ts). */
type Props = { category: CategoryRecord; page: number; own: ArticleSummary[] }

export function CategoryView({ category, page, own }: Props) {
  const count = pageCount(category.count, CATEGORY_PAGING)
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={category.name}>
        <p>{category.description}</p>
      </PageHero>
      <section className="container-page py-12" aria-labelledby="articles-categorie">
        {own.length > 0 ? (
          <>
            <h2 id="articles-categorie" className="text-xl font-semibold">
              {plural(t.count, category.count)}
              {count > 1 && ` · ${fill(blogPages.pageOf, { page, count })}`}
            </h2>
            <div className="mt-8">
              <ArticleGrid list={own} />
            </div>
          </>
        ) : (
          <div className="card text-center">
            <h2 id="articles-categorie" className="text-2xl font-bold">
              {t.empty.title}
            </h2>
            <p className="muted mx-auto mt-3 max-w-xl">{t.empty.text}</p>
            <Link to={localPath('/blog')} className="btn-primary mt-8">
              {t.back}
            </Link>
          </div>
        )}
      </section>
      <Pagination listing={categoryPath(category)} page={page} count={count} />
    </>
  )
}
