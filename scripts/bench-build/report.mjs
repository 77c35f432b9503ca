// @ts-check
/** The bench's tables, in French as the rest of its output: build times and memory, page bytes, HTML, click depth. */
import { largestGrowth, perArticle } from './against-base.mjs'
import { fr, KB, MB, num, table } from './format.mjs'

/** @typedef {import('./scenarios.mjs').SizeResult} SizeResult */

/**
 * @param {SizeResult[]} results every size, N = 0 first
 * @param {SizeResult} base N = 0
 */
export function printReport(results, base) {
  console.log(
    '\nConstruction (temps mur ; mémoire : pic de la somme des RSS de l’arbre de processus, et pic du plus gros processus)',
  )
  console.log(
    table(
      [
        'N',
        'pages',
        'à froid (s)',
        'ms/article',
        'mémoire arbre (Mo)',
        'plus gros processus (Mo)',
        'suivante (s)',
        'ms/article',
        'mémoire arbre (Mo)',
        'redirections fixes',
        'à motif',
      ],
      results.map((result) => {
        const cold = perArticle(result, base, 'cold')
        const next = perArticle(result, base, 'next')
        return [
          fr.format(result.count),
          fr.format(result.pages),
          result.cold ? num(result.cold.seconds) : '—',
          cold === undefined ? '—' : num(cold),
          result.cold ? fr.format(Math.round(result.cold.peakTree / MB)) : '—',
          result.cold ? fr.format(Math.round(result.cold.largestProcess / MB)) : '—',
          result.next ? num(result.next.seconds) : '—',
          next === undefined ? '—' : num(next),
          result.next ? fr.format(Math.round(result.next.peakTree / MB)) : '—',
          fr.format(result.redirects.static),
          fr.format(result.redirects.dynamic),
        ]
      }),
    ),
  )
  if (!base.cold)
    console.log('(N = 0 : la construction de l’arbre de travail, dist/client, réutilisée : ni temps ni mémoire.)')

  const baseBytes = new Map(base.kinds.map((row) => [row.kind, row.total]))
  for (const result of results) {
    console.log(
      `\nOctets au premier chargement, N = ${fr.format(result.count)} (Ko gzip -9 ; JS : tout le JS jusqu’au réseau au repos ; Δ : écart du total à N = 0)`,
    )
    console.log(
      table(
        ['page', 'chemin', 'HTML', 'JS', 'CSS', 'total', 'Δ'],
        result.kinds.map((row) => {
          const reference = baseBytes.get(row.kind)
          return [
            row.kind,
            row.path,
            num(row.html / KB),
            num(row.js / KB),
            num(row.css / KB),
            num(row.total / KB),
            reference === undefined
              ? '—'
              : `${row.total >= reference ? '+' : ''}${num((row.total - reference) / KB, 2)}`,
          ]
        }),
      ),
    )
  }

  console.log(
    `\nHTML de chacune des ${fr.format(base.html.size)} pages de N = 0 (Ko gzip -9), plus grand écart à N = 0 :`,
  )
  for (const result of results.filter((result) => result.count)) {
    const { file, growth } = largestGrowth(result, base)
    console.log(
      `  N = ${fr.format(result.count)} : ${growth >= 0 ? '+' : ''}${num(growth / KB, 2)} Ko (${file}), ${fr.format(result.html.size)} pages pesées`,
    )
  }

  console.log('\nProfondeur de clic depuis l’accueil (liens du HTML construit), page du sitemap la plus profonde :')
  for (const { count, crawl } of results)
    console.log(
      `  N = ${fr.format(count)} : ${crawl.deepest.depth} clics (${crawl.deepest.path}), ${crawl.unreached.length} page(s) jamais atteinte(s)`,
    )
}
