import { Link } from '@/ui/Link'
import { blogCategories, blogIndex } from '@content/blog/listing.json'
import { categories, categoryPath } from '@/content/categories'
import { plural } from '@/lib/text'
import { localPath } from '@/lang'

/** The six badge styles the category badges cycle through (full class names, for Tailwind to find them). */
export const BADGE_STYLES = [
  'bg-brand-100 text-brand-800 hover:bg-brand-200 dark:bg-brand-900/60 dark:text-brand-100',
  'bg-emerald-100 text-emerald-800 hover:bg-emerald-200 dark:bg-emerald-900/50 dark:text-emerald-100',
  'bg-amber-100 text-amber-900 hover:bg-amber-200 dark:bg-amber-900/50 dark:text-amber-100',
  'bg-rose-100 text-rose-800 hover:bg-rose-200 dark:bg-rose-900/50 dark:text-rose-100',
  'bg-cyan-100 text-cyan-900 hover:bg-cyan-200 dark:bg-cyan-900/50 dark:text-cyan-100',
  'bg-violet-100 text-violet-800 hover:bg-violet-200 dark:bg-violet-900/50 dark:text-violet-100',
] as const

/** The blog's categories that hold articles, with their counts, as links to their pages. */
export function CategoryBadges() {
  const listed = categories.filter((category) => category.count > 0)
  return (
    <nav aria-labelledby="categories-blog" className="container-page pt-10">
      <h2 id="categories-blog" className="text-xl font-bold">
        {blogIndex.categoriesTitle}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {listed.map((category, index) => (
          <li key={category.slug}>
            <Link to={categoryPath(category)} className={`badge ${BADGE_STYLES[index % BADGE_STYLES.length]}`}>
              {category.name}
              <span aria-hidden="true" className="badge-count">
                {category.count}
              </span>
              <span className="sr-only">({plural(blogCategories.articleCount, category.count)})</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={localPath('/blog/category')} className="badge badge-tag">
            {blogIndex.allCategories}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
