/**
 * The blog's listings in pages of a fixed size, so that no page grows with the blog: the index (its first page keeps
 * the featured article and the six latest others, as the spec has it) and each category. Page 1 keeps the listing's
 * own URL; the others are `<listing>/page/<n>`.
 */
export type Paging = { first: number; size: number }

/** The blog index: six on its first page (after the featured article), twelve on the next ones. */
export const BLOG_PAGING: Paging = { first: 6, size: 12 }
/** A category: twelve a page. */
export const CATEGORY_PAGING: Paging = { first: 12, size: 12 }

/** How many pages a list of `total` items fills (one at least: an empty listing still has its page). */
export function pageCount(total: number, { first, size }: Paging): number {
  return total <= first ? 1 : 1 + Math.ceil((total - first) / size)
}

/** The items of page `page` (1-based); none outside the pages. */
export function pageItems<T>(list: readonly T[], page: number, paging: Paging): T[] {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(list.length, paging)) return []
  const start = page === 1 ? 0 : paging.first + (page - 2) * paging.size
  return list.slice(start, page === 1 ? paging.first : start + paging.size)
}

export function pagePath(listing: string, page: number): string {
  return page === 1 ? listing : `${listing}/page/${page}`
}

/** The page number a path parameter names: a plain decimal integer, else NaN (so `02` or `1e1` name no page). */
export function pageNumber(param: string | undefined): number {
  return param && /^[1-9]\d*$/.test(param) ? Number(param) : Number.NaN
}

/**
 * The pages a listing's pagination links to around page `current`: the first, the last, the two either side, and at
 * every scale (tens, hundreds…) the round pages within two steps of it: around page 137 of 417, 120 to 150 and 100 to
 * 300. Any page is then a few clicks from the first (seven at most for 417 pages, the blog index at 5,000 articles),
 * where the neighbours alone put the middle of the archive a hundred clicks deep, out of a crawler's reach.
 */
export function pageLinks(current: number, count: number): (number | 'gap')[] {
  const linked = [1, current - 2, current - 1, current, current + 1, current + 2, count]
  for (let step = 10; step < count; step *= 10)
    for (let page = Math.ceil((current - 2 * step) / step) * step; page <= current + 2 * step; page += step)
      linked.push(page)
  const shown = [...new Set(linked)].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b)
  return shown.flatMap((page, index) => (index > 0 && page - shown[index - 1]! > 1 ? ['gap' as const, page] : [page]))
}
