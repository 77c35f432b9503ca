/** Blog search: which articles a query finds, on their title, excerpt, tags and category, ignoring case and accents. */
export type Searchable = { title: string; excerpt: string; tags: readonly string[]; category: string }

/** Lowercase, accents removed, anything but letters and digits turned into single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The words of a query, folded; an empty list means no search. */
export const searchTerms = (query: string): string[] => foldText(query).split(' ').filter(Boolean)

/** True when every word of the query appears in the article's title, excerpt, tags or category. */
export function matchesQuery(article: Searchable, query: string): boolean {
  const terms = searchTerms(query)
  const haystack = ` ${foldText([article.title, article.excerpt, ...article.tags, article.category].join(' '))} `
  return terms.every((term) => haystack.includes(term))
}

export function searchArticles<T extends Searchable>(list: readonly T[], query: string): T[] {
  return list.filter((article) => matchesQuery(article, query))
}
