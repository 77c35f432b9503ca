import { Link } from '@/ui/Link'
import { blogNewsletter } from '@content/blog/index-page.json'
import { FEED_PATH } from '@/blog/feed'
import { BlogSearch } from '@/blog/search/BlogSearch'
import { BlogHeroView } from '@/blog/views/BlogHeroView'
import { BlogListingView, type BlogListing } from '@/blog/views/BlogListingView'
import { NewsletterForm } from '@/layout/NewsletterForm'
import { Icon } from '@/ui/Icon'

/** The blog index: its hero, the search box and the listing its results replace (src/blog/search/), and the newsletter box. */
export default function BlogPage(listing: BlogListing) {
  return (
    <>
      <BlogHeroView />
      <BlogSearch>
        <BlogListingView {...listing} />
      </BlogSearch>

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
            <Link to={blogNewsletter.archiveLink.href} className="link mt-2 flex">
              {blogNewsletter.archiveLink.label}
            </Link>
          </div>
          <NewsletterForm />
        </div>
      </section>
    </>
  )
}
