/** What the blog search shows in place of the listing: the articles found, as the listing's cards, or why there are none. */
import { blogIndex as t } from '@content/blog/listing.json'
import { fill, plural } from '@/lib/text'
import type { CardArticle } from '@/ui/ArticleCard'
import { ArticleGrid } from '../ArticleGrid'

export type SearchState =
  | { kind: 'searching'; query: string }
  | { kind: 'unavailable'; query: string; indexMissing: boolean }
  | { kind: 'found'; query: string; total: number; cards: readonly CardArticle[]; more?: () => void }

export function SearchResults({ state, onReset }: { state: SearchState; onReset: () => void }) {
  const query = state.query.trim()
  const none = state.kind === 'found' && state.total === 0
  return (
    <section aria-labelledby="resultats" className="container-page py-12">
      <h2 id="resultats" className="section-title">
        {t.resultsTitle}
      </h2>
      <p
        role="status"
        className={none || state.kind === 'unavailable' ? 'mt-3 text-xl font-bold' : 'muted mt-3 text-lg'}
      >
        {state.kind === 'searching'
          ? t.searching
          : state.kind === 'unavailable'
            ? t.unavailable.title
            : none
              ? fill(t.noResult.title, { query })
              : plural(t.results, state.total, { query })}
      </p>
      {state.kind === 'found' && state.total > 0 && (
        <div className="mt-8">
          <ArticleGrid list={state.cards} />
          {state.more && (
            <button type="button" onClick={state.more} className="btn-secondary mt-8">
              {t.more}
            </button>
          )}
        </div>
      )}
      {(none || state.kind === 'unavailable') && (
        <div className="card mt-8">
          <p className="muted max-w-2xl">
            {state.kind === 'unavailable'
              ? state.indexMissing
                ? t.unavailable.devText
                : t.unavailable.text
              : t.noResult.text}
          </p>
          <button type="button" onClick={onReset} className="btn-primary mt-6">
            {t.noResult.reset}
          </button>
        </div>
      )}
    </section>
  )
}
