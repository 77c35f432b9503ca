import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { blogNewsletter, blogSearch as t } from '@content/blog/index-page'
import { FEED_PATH } from '@/blog/feed'
import { BlogHeroView } from '@/blog/views/BlogHeroView'
import { BlogListingView } from '@/blog/views/BlogListingView'
import { NewsletterForm } from '@/layout/NewsletterForm'
import { useIsClient } from '@/lib/useIsClient'
import { Icon } from '@/ui/Icon'
import { Spinner } from '@/ui/Spinner'

/** Fetched when the visitor searches: it reads every article's metadata. */
const SearchResultsView = lazy(async () => ({
  default: (await import('@/blog/views/SearchResultsView')).SearchResultsView,
}))

/** The blog index: its hero and listing (src/blog/views/), the search box, which filters from `?q=`, and the newsletter box. */
export default function BlogPage() {
  // A static host serves one /blog file whatever the query: the page is pre-rendered without search, and the
  // search applies once hydrated, so that the first render matches that HTML.
  const isClient = useIsClient()
  const location = useLocation()
  const navigate = useNavigate()
  const urlQuery = isClient ? (new URLSearchParams(location.search).get('q') ?? '') : ''
  const [text, setText] = useState(urlQuery)
  // A query that did not come from this box (a tag link, a reload, back and forward) is shown in it. The box's own
  // URL updates are marked: the router applies them a moment later, and by then the reader may have typed on.
  const fromBox = (location.state as { searchBox?: boolean } | null)?.searchBox === true
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key: every navigation, even to the same query, resets the box
  useEffect(() => {
    if (!fromBox) setText(urlQuery)
  }, [fromBox, urlQuery, location.key])

  /** The box and the URL stay in step; typing replaces the history entry rather than adding one per key. */
  const search = (value: string) => {
    setText(value)
    navigate(value.trim() ? `/blog?${new URLSearchParams({ q: value })}` : '/blog', {
      replace: true,
      state: { searchBox: true },
    })
  }
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault()
  const reset = () => {
    search('')
    document.getElementById('blog-search')?.focus()
  }

  return (
    <>
      <BlogHeroView />
      <div className="container-page -mt-8 sm:-mt-10">
        {/* Without JavaScript the form still works: the browser loads /blog?q=…, which the app filters once loaded. */}
        {/* biome-ignore lint/a11y/useSemanticElements: the form is the search landmark; a <search> wrapper adds nothing */}
        <form
          role="search"
          action="/blog"
          method="get"
          onSubmit={submit}
          data-heavy="search"
          className="flex max-w-2xl gap-2"
        >
          <label htmlFor="blog-search" className="sr-only">
            {t.label}
          </label>
          <input
            id="blog-search"
            type="search"
            name="q"
            value={text}
            onChange={(event) => search(event.target.value)}
            placeholder={t.placeholder}
            autoComplete="off"
            className="field min-w-0 flex-1 text-base"
          />
          <button type="submit" className="btn-primary px-4">
            <Icon name="search" className="size-5" />
            <span className="sr-only sm:not-sr-only">{t.button}</span>
          </button>
        </form>
      </div>

      {text.trim() ? (
        <Suspense fallback={<Spinner />}>
          <SearchResultsView query={text} onReset={reset} />
        </Suspense>
      ) : (
        <BlogListingView />
      )}

      <section aria-labelledby="newsletter-blog" className="container-page py-12">
        <div className="card grid gap-6 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="newsletter-blog" className="text-2xl font-bold">
              {blogNewsletter.title}
            </h2>
            <p className="muted mt-2">{blogNewsletter.text}</p>
            <a href={FEED_PATH} type="application/rss+xml" className="link mt-4 inline-flex items-center gap-2">
              <Icon name="rss" className="size-5" />
              {blogNewsletter.feedLink}
            </a>
          </div>
          <NewsletterForm />
        </div>
      </section>
    </>
  )
}
