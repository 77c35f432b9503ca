/** The spec's screen for a category the blog does not have (only in the browser: the host answers 404 for it). */
import { Link } from 'react-router-dom'
import { blogCategory as t } from '@content/blog/listing'
import { categories, categoryPath } from '@/content/categories'
import { fill } from '@/lib/text'

export function UnknownCategoryView({ name }: { name: string }) {
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight text-balance">{fill(t.unknown.title, { name })}</h1>
      <p className="muted mx-auto mt-4 max-w-2xl text-lg">{t.unknown.text}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={categoryPath(category)} className="badge badge-tag text-base">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/blog" className="btn-primary mt-10">
        {t.back}
      </Link>
    </section>
  )
}
