import { Link } from '@/ui/Link'
import { notFound } from '@content/pages/not-found.json'

export default function NotFoundPage() {
  return (
    <section className="container-page py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700 dark:text-brand-300">{notFound.code}</p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight">{notFound.title}</h1>
      <p className="muted mx-auto mt-4 max-w-xl text-lg">{notFound.text}</p>
      <Link to={notFound.home.href} className="btn-primary mt-8">
        {notFound.home.label}
      </Link>
      <h2 className="mt-16 text-lg font-semibold">{notFound.suggestionsTitle}</h2>
      <ul className="mt-4 flex flex-wrap justify-center gap-3">
        {notFound.suggestions.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="btn-secondary">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
