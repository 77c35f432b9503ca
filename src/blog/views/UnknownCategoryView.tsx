/**
 * The spec's screen for a category the blog does not have: the host answers 404 with this screen, pre-rendered
 * (blog/category/404.html), and the browser renders it for the name asked, title included.
 */
import { useEffect } from 'react'
import { Link } from '@/ui/Link'
import { blogCategory as t } from '@content/blog/listing.json'
import { linkedCategories } from '@/content/categories'
import { documentTitle } from '@/head/title'
import { localPath } from '@/lang'
import { fill } from '@/lib/text'

export function UnknownCategoryView({ name }: { name: string }) {
  useEffect(() => {
    document.title = documentTitle(fill(t.unknown.title, { name }))
  }, [name])
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight text-balance">{fill(t.unknown.title, { name })}</h1>
      <p className="muted mx-auto mt-4 max-w-2xl text-lg">{t.unknown.text}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {linkedCategories.map((category) => (
          <li key={category.slug}>
            <Link to={category.path} className="badge badge-tag text-base">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={localPath('/blog')} className="btn-primary mt-10">
        {t.back}
      </Link>
    </section>
  )
}
