/** The category index: each category holding articles, with its count and latest date, then the popular tags. */
import { Link } from '@/ui/Link'
import { blogCategories as t, blogIndex } from '@content/blog/listing.json'
import type { ArticleSummary } from '#articles'
import { categories, categoryPath, type CategoryRecord } from '@/content/categories'
import { plural } from '@/lib/text'
import { PageHero } from '@/ui/PageHero'
import { localPath } from '@/lang'

function CategoryCard({ category, latest }: { category: CategoryRecord; latest: ArticleSummary | undefined }) {
  return (
    <li className="card group relative flex flex-col">
      <span aria-hidden="true" className="text-4xl">
        {category.icon}
      </span>
      <h2 className="mt-4 text-xl font-bold">
        <Link
          to={categoryPath(category)}
          className="after:absolute after:inset-0 group-hover:text-brand-700 dark:group-hover:text-brand-300"
        >
          {category.name}
        </Link>
      </h2>
      <p className="muted mt-2 flex-1">{category.description}</p>
      <p className="mt-4 text-sm font-semibold text-brand-700 dark:text-brand-300">
        {plural(t.articleCount, category.count)}
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {latest ? (
          <>
            {t.latest} <time dateTime={latest.publishDate}>{latest.derived.publishDateText}</time>
          </>
        ) : (
          t.none
        )}
      </p>
    </li>
  )
}

/** `latest`: each category's latest article, by category slug (src/blog/routes.ts loads them). */
export function CategoriesView({ latest }: { latest: Record<string, ArticleSummary> }) {
  const listed = categories.filter((category) => category.count > 0)
  return (
    <>
      <PageHero eyebrow={blogIndex.eyebrow} title={t.title}>
        <p>{t.intro}</p>
        <p className="font-semibold text-slate-900 dark:text-white">{plural(t.available, listed.length)}</p>
      </PageHero>
      <section aria-label={t.title} className="container-page py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {listed.map((category) => (
            <CategoryCard key={category.slug} category={category} latest={latest[category.slug]} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="tags-populaires" className="container-page py-12">
        <h2 id="tags-populaires" className="section-title">
          {t.tagsTitle}
        </h2>
        <p className="muted mt-3 text-lg">{t.tagsIntro}</p>
        <ul className="mt-6 flex flex-wrap gap-3">
          {t.popularTags.map((tag) => (
            <li key={tag}>
              <Link to={`${localPath('/blog')}?q=${encodeURIComponent(tag)}`} className="badge badge-tag text-base">
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
