/** An article page's content: header, table of contents, body, share links, help box and related articles. */
import { Link } from '@/ui/Link'
import { articlePage as t } from '@content/blog/article.json'
import { articlePath } from '#articles'
import { categoryOf, categoryPath } from '@/content/categories'
import { fill } from '@/lib/text'
import { absoluteUrl } from '@/lib/url'
import { ArticleCard } from '@/ui/ArticleCard'
import { Icon } from '@/ui/Icon'
import { Img } from '@/ui/Img'
import type { LoadedArticle } from '../load'
import { mdxComponents } from '../mdx-components'
import { ShareButtons } from '../ShareButtons'
import { TableOfContents } from '../TableOfContents'
import { localPath } from '@/lang'

export function ArticleView({ summary: article, body: { default: Body, toc }, related }: LoadedArticle) {
  const category = categoryOf(article.category)
  const modified = article.derived.dateModifiedText !== article.derived.publishDateText

  return (
    <article>
      {/* What the blog search indexes (data-pagefind-body: header and body) and what its result cards show
          (data-pagefind-meta), read from the built page by src/build/search-index.mjs. */}
      <header data-pagefind-body className="container-page pt-10 pb-8">
        <div className="mx-auto max-w-4xl">
          <ul aria-label={t.tagsLabel} className="flex flex-wrap gap-2">
            {category && (
              <li>
                <Link to={categoryPath(category)} data-pagefind-meta="category" className="badge badge-category">
                  {category.name}
                </Link>
              </li>
            )}
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`${localPath('/blog')}?q=${encodeURIComponent(tag)}`}
                  className="badge badge-tag"
                  title={fill(t.searchTag, { tag })}
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
          <h1
            data-pagefind-meta="title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {article.title}
          </h1>
          <p data-pagefind-meta="excerpt" className="muted mt-5 text-xl">
            {article.excerpt}
          </p>
          <p
            data-pagefind-ignore
            className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700 dark:text-slate-300"
          >
            <span>
              {t.by} <span data-pagefind-meta="author">{article.author}</span>
            </span>
            <span>
              {t.published}{' '}
              <time data-pagefind-meta="date[datetime], dateText" dateTime={article.publishDate}>
                {article.derived.publishDateText}
              </time>
            </span>
            {modified && (
              <span>
                {t.updated} <time dateTime={article.dateModified}>{article.derived.dateModifiedText}</time>
              </span>
            )}
            <span className="flex items-center gap-1.5">
              <Icon name="clock" className="size-4" />
              <span className="sr-only">{t.readingTimeLabel} </span>
              {fill(t.readingTime, { n: article.derived.readMinutes })}
            </span>
          </p>
        </div>
        <Img
          image={article.image}
          data-pagefind-meta="image[src], image_alt[alt], image_width[width], image_height[height]"
          lazy={false}
          fetchPriority="high"
          className="mx-auto mt-10 w-full max-w-5xl rounded-2xl border border-slate-200 dark:border-slate-800"
        />
      </header>

      <div className="container-page">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-16">
          <aside className="lg:col-start-2 lg:row-start-1">
            <div className="lg:sticky lg:top-24">
              <TableOfContents entries={toc} />
            </div>
          </aside>
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <div data-pagefind-body className="article-body">
              <Body components={mdxComponents} />
            </div>
            <ShareButtons page={{ url: absoluteUrl(articlePath(article)), title: article.title }} />
            <section aria-labelledby="besoin-aide" className="help-box">
              <h2 id="besoin-aide" className="text-2xl font-bold">
                {t.help.title}
              </h2>
              <p className="mt-3 text-lg">{t.help.text}</p>
              <Link to={t.help.cta.href} className="btn-primary mt-6">
                {t.help.cta.label}
              </Link>
            </section>
          </div>
        </div>
      </div>

      {related.length > 0 && (
        <section aria-labelledby="articles-similaires" className="container-page mt-20">
          <h2 id="articles-similaires" className="section-title">
            {t.related}
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {related.map((other) => (
              <ArticleCard key={other.slug} article={other} />
            ))}
          </div>
        </section>
      )}
    </article>
  )
}
