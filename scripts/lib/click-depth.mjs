// @ts-check
/** How deep a crawler finds each page: for the audit (links of the served pages) and the build bench (built files). */

/**
 * Breadth-first from `/` (or another home page: `/en`) over the links of each page: how many clicks each page takes
 * from the home page.
 * @param {(path: string) => readonly string[]} linksOf the paths a page links to (none for a page that is not there)
 * @param {string} [home] where the crawl starts
 * @returns {Map<string, number>}
 */
export function clicksFromHome(linksOf, home = '/') {
  const clicks = new Map([[home, 0]])
  // A Map iterates over what is added during the loop: the queue of the search.
  for (const [path, depth] of clicks)
    for (const next of linksOf(path)) if (!clicks.has(next)) clicks.set(next, depth + 1)
  return clicks
}
