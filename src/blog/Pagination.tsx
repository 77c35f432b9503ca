/**
 * The links between the pages of a listing: previous, the pages around this one (with the first, the last and the
 * round pages near it: pagination.ts), next.
 */
import { Link } from '@/ui/Link'
import { blogPages as t } from '@content/blog/listing.json'
import { fill } from '@/lib/text'
import { pageLinks, pagePath } from './pagination'

type Props = { listing: string; page: number; count: number }

export function Pagination({ listing, page, count }: Props) {
  if (count <= 1) return null
  return (
    <nav aria-label={t.navLabel} className="container-page pb-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link to={pagePath(listing, page - 1)} rel="prev" className="btn-secondary">
              {t.previous}
            </Link>
          </li>
        )}
        {pageLinks(page, count).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className="pagination-link pagination-current">
                  <span className="sr-only">{fill(t.page, { page: item })}</span>
                  <span aria-hidden="true">{item}</span>
                </span>
              ) : (
                <Link to={pagePath(listing, item)} className="pagination-link">
                  <span className="sr-only">{fill(t.page, { page: item })}</span>
                  <span aria-hidden="true">{item}</span>
                </Link>
              )}
            </li>
          ),
        )}
        {page < count && (
          <li>
            <Link to={pagePath(listing, page + 1)} rel="next" className="btn-secondary">
              {t.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
