/** The blog search's address: the query lives in `?q=`, on the page the search form points to. */

/** The query the address carries ('' when none). */
export const queryOf = (search: string): string => new URLSearchParams(search).get('q') ?? ''

/**
 * The address that shows a query: the form's page with `?q=`, or the page alone once the query is empty (or only
 * spaces), as the plain form's GET would say it, minus the empty parameter.
 */
export const searchHref = (pathname: string, query: string): string =>
  query.trim() ? `${pathname}?${new URLSearchParams({ q: query })}` : pathname

/** The words of a query, as typed (Pagefind folds case and accents itself, and splits compounds such as « sous-marine »). */
export const queryWords = (query: string): string[] => query.trim().split(/\s+/).filter(Boolean)
