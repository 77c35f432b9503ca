import { Link } from '@/ui/Link'
import { sitemapPage as t } from '@content/pages/company.json'
import { categories, categoryPath } from '@/content/categories'
import { layout } from '@content/layout.json'
import { localPath } from '@/lang'
import { articleLinks } from '@/layout/navigation'
import { plural } from '@/lib/text'
import { crumbLabel } from '@/routes/breadcrumbs'
import { sitePages } from '@/routes/pages'
import { routeTable } from '@/routes/table'

type Entry = { path: string; label: string; note?: string }
type Group = keyof typeof t.groups

const mainPages = new Set(
  ['/', '/about', '/contact', '/services', '/blog', '/blog/category'].map((path) => localPath(path)),
)

/** The group of a page, from its path in the page's language. */
const groupOf = (path: string): Group => {
  if (mainPages.has(path)) return 'main'
  if (path.startsWith(localPath('/services/'))) return 'services'
  if (path.startsWith(localPath('/blog/category/'))) return 'categories'
  return 'other'
}

/**
 * Reached from the blog and its categories, not listed one by one: the plan lists the latest articles, as the Blog
 * menu does, so that it does not grow with the blog (at 5,000 articles it weighed 974 KB).
 */
const LISTED_FROM_THE_BLOG = new Set(['article', 'blog-page', 'blog-category-page'])

/** The pages of sitemap.xml but the articles and the listings' further pages, read from the route table: it cannot drift. */
function entries(): Record<Group, Entry[]> {
  const groups: Record<Group, Entry[]> = {
    main: [],
    services: [],
    categories: [],
    articles: [
      ...articleLinks.map((article) => ({ path: article.href, label: article.label })),
      { path: localPath('/blog'), label: layout.header.allArticles },
    ],
    other: [],
    files: [],
  }
  for (const page of sitePages(routeTable.filter((route) => !LISTED_FROM_THE_BLOG.has(route.id)))) {
    if (page.route.handle.sitemap === false || page.path === localPath('/sitemap')) continue
    const category = categories.find((c) => categoryPath(c) === page.path)
    // An empty category keeps its page, linked from nowhere until its first article.
    if (category?.count === 0) continue
    groups[groupOf(page.path)].push({
      path: page.path,
      label: crumbLabel(page.path),
      ...(category && { note: plural(t.articleCount, category.count) }),
    })
  }
  return groups
}

export default function SitemapPage() {
  const groups = entries()
  return (
    <section className="container-page py-12">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t.title}</h1>
      <p className="muted mt-4 max-w-3xl text-lg">{t.intro}</p>
      <div className="mt-10 grid gap-10 md:grid-cols-2 lg:grid-cols-3">
        {(Object.keys(t.groups) as Group[])
          .filter((group) => group === 'files' || groups[group].length > 0)
          .map((group) => (
            <section key={group} aria-labelledby={`plan-${group}`}>
              <h2 id={`plan-${group}`} className="text-xl font-bold">
                {t.groups[group]}
              </h2>
              <ul className="mt-3 space-y-2">
                {group === 'files'
                  ? t.files.map((file) => (
                      <li key={file.href}>
                        <a href={file.href} className="link">
                          {file.label}
                        </a>
                      </li>
                    ))
                  : groups[group].map((entry) => (
                      <li key={entry.path}>
                        <Link to={entry.path} className="link">
                          {entry.label}
                        </Link>
                        {entry.note && <span className="muted"> ({entry.note})</span>}
                      </li>
                    ))}
              </ul>
            </section>
          ))}
      </div>
    </section>
  )
}
