/** The articles a search of the blog finds; loads the metadata of the articles the index does not list at first. */
import { blogIndex as t } from '@content/blog/listing'
import type { ArticleSummary } from '@/content/article-summaries'
import { articles } from '#article-index'
import { articleMetaId } from '@/content/article-links'
import { fill, plural } from '@/lib/text'
import { useModule } from '@/routes/modules'
import { ArticleGrid } from '../ArticleGrid'
import { CategoryBadges } from '../CategoryBadges'
import { searchArticles } from '../search'

export function SearchResultsView({ query, onReset }: { query: string; onReset: () => void }) {
  // biome-ignore lint/correctness/useHookAtTopLevel: useModule only calls React's use(), which may be called in a loop or a condition
  const all = articles.map((article) => useModule<ArticleSummary>(articleMetaId(article)))
  const found = searchArticles(all, query)
  const shown = query.trim()
  return (
    <>
      <CategoryBadges />
      <section aria-labelledby="resultats" className="container-page py-12">
        <h2 id="resultats" className="section-title">
          {t.resultsTitle}
        </h2>
        <p role="status" className={found.length > 0 ? 'muted mt-3 text-lg' : 'mt-3 text-xl font-bold'}>
          {found.length > 0
            ? plural(t.results, found.length, { query: shown })
            : fill(t.noResult.title, { query: shown })}
        </p>
        {found.length > 0 ? (
          <div className="mt-8">
            <ArticleGrid list={found} />
          </div>
        ) : (
          <div className="card mt-8">
            <p className="muted max-w-2xl">{t.noResult.text}</p>
            <button type="button" onClick={onReset} className="btn-primary mt-6">
              {t.noResult.reset}
            </button>
          </div>
        )}
      </section>
    </>
  )
}
