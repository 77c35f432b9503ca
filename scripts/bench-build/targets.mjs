// @ts-check
/** Issue 10's targets, and the figures of a bench run that miss them. */
import { largestGrowth, perArticle } from './against-base.mjs'
import { fr, KB, MB, num } from './format.mjs'

export const TARGETS = {
  msPerArticle: 5,
  msPerArticleFromN: 1000,
  peakMemory: 2 * 1024 * MB,
  peakMemoryFromN: 5000,
  bytesDrift: 1 * KB,
  staticRedirects: 2000,
  dynamicRedirects: 100,
}

/**
 * What misses a target, one French sentence each. `smoke`: time and memory left unchecked, meaningless at its size.
 * @param {import('./scenarios.mjs').SizeResult[]} results
 * @param {import('./scenarios.mjs').SizeResult} base N = 0
 * @param {boolean} smoke
 */
export function missedTargets(results, base, smoke) {
  const baseBytes = new Map(base.kinds.map((row) => [row.kind, row.total]))
  const failures = []
  for (const result of results) {
    const at = `N = ${fr.format(result.count)}`
    if (result.html.size < base.html.size)
      failures.push(`${at} : ${base.html.size - result.html.size} pages de N = 0 absentes`)
    const growth = largestGrowth(result, base)
    if (result.count && growth.growth > TARGETS.bytesDrift)
      failures.push(
        `${at} : le HTML de ${growth.file} pèse ${num(growth.growth / KB, 2)} Ko de plus qu’à N = 0 (> 1 Ko)`,
      )
    if (result.crawl.unreached.length)
      failures.push(
        `${at} : ${result.crawl.unreached.length} page(s) du sitemap hors de portée des liens, dont ${result.crawl.unreached[0]}`,
      )
    if (result.redirects.static > TARGETS.staticRedirects)
      failures.push(`${at} : ${result.redirects.static} redirections fixes (> ${TARGETS.staticRedirects})`)
    if (result.redirects.dynamic > TARGETS.dynamicRedirects)
      failures.push(`${at} : ${result.redirects.dynamic} redirections à motif (> ${TARGETS.dynamicRedirects})`)
    for (const row of result.kinds) {
      const reference = baseBytes.get(row.kind)
      if (reference !== undefined && row.total - reference > TARGETS.bytesDrift)
        failures.push(
          `${at} : ${row.kind} (${row.path}) pèse ${num((row.total - reference) / KB, 2)} Ko de plus qu’à N = 0 (> 1 Ko)`,
        )
    }
    if (smoke) continue
    if (result.count >= TARGETS.msPerArticleFromN)
      for (const build of /** @type {const} */ (['cold', 'next'])) {
        const ms = perArticle(result, base, build)
        if (ms !== undefined && ms > TARGETS.msPerArticle)
          failures.push(
            `${at} : ${num(ms)} ms par article, construction ${build === 'cold' ? 'à froid' : 'suivante'} (> ${TARGETS.msPerArticle})`,
          )
      }
    if (result.count >= TARGETS.peakMemoryFromN && result.cold && result.cold.peakTree > TARGETS.peakMemory)
      failures.push(
        `${at} : pic de mémoire ${fr.format(Math.round(result.cold.peakTree / MB))} Mo (> ${fr.format(TARGETS.peakMemory / MB)} Mo)`,
      )
  }
  return failures
}

/** The targets in one French sentence, printed before what misses them. */
export const targetsSummary = (/** @type {boolean} */ smoke) =>
  `\nObjectifs (issue 10) : ≤ ${TARGETS.msPerArticle} ms par article à partir de N = ${fr.format(TARGETS.msPerArticleFromN)}, ` +
  `≤ 2 Go de mémoire à N = ${fr.format(TARGETS.peakMemoryFromN)}, chaque page à 1 Ko près de N = 0, ` +
  `_redirects ≤ ${TARGETS.staticRedirects} fixes et ≤ ${TARGETS.dynamicRedirects} à motif.` +
  (smoke ? ' (--smoke : temps et mémoire non vérifiés à cette taille.)' : '')
