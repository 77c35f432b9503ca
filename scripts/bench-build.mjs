#!/usr/bin/env node
// @ts-check
/**
 * How the build scales with the blog: builds the site with N synthetic extra articles, each N in its own copy of the
 * working tree (.tmp/bench-build/<N>, never committed), and prints, per N, the wall time, the peak memory, the
 * milliseconds per extra article against N = 0, the `_redirects` rules, the pages built, the first-load bytes of
 * one page of each kind, the HTML of every page of N = 0 (its largest growth), and how many clicks from the home page
 * the deepest page of the sitemap lies.
 *   npm run bench:build [-- N …] [--article <slug>] [--check] [--smoke] [--warm] [--no-next] [--keep]
 * N: default 0 1000 5000 (0, the reference, is always built). --article: the article copied (default: the
 * median-size text article). --check: exits 1 when a figure misses issue 10's targets, or when a page of the sitemap
 * cannot be reached by following links from the home page. --smoke: N = 0 and 300 (enough pages for the build to
 * pre-render them on its threads), with the checks that mean something at that size (redirects, page bytes, reach);
 * its N = 0 is the working tree's build (dist/client, which npm test has just made) when it is complete and no file
 * of the tree changed since, else a build as any N (scripts/bench-build/tree-build.mjs).
 * --warm: starts each copy with the working tree's build cache (.cache/build) instead of none. --keep: leaves the
 * copies in place. --no-next: one build per copy, not two.
 * This file is the command: the bench's parts are in scripts/bench-build/ (docs/build-at-scale.md tells what each
 * figure means).
 */
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseOptions } from './bench-build/options.mjs'
import { printReport } from './bench-build/report.mjs'
import { benchSize } from './bench-build/scenarios.mjs'
import { missedTargets, targetsSummary } from './bench-build/targets.mjs'

const ROOT = resolve('.')
const WORK = join(ROOT, '.tmp/bench-build')
const options = parseOptions(process.argv.slice(2))

// Interrupted, the bench still stops the build and the server it started ('exit' handlers).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
const say = (/** @type {string} */ text) => console.log(`[bench:build] ${text}`)
mkdirSync(join(WORK, 'logs'), { recursive: true })
say(
  `N = ${options.counts.join(', ')} ; article copié : ${options.articleSlug} ; cache de construction : ${options.warm ? 'celui de l’arbre de travail' : 'aucun (à froid)'}`,
)
/** @type {import('./bench-build/scenarios.mjs').SizeResult[]} */
const results = []
// One size at a time: two builds side by side would measure each other.
for (const count of options.counts)
  results.push(
    await benchSize(count, options, {
      root: ROOT,
      work: WORK,
      say,
      // Every size weighs the HTML files of N = 0's build, the first one made.
      reference: results[0] && [...results[0].html.keys()],
    }),
  )

const base = /** @type {import('./bench-build/scenarios.mjs').SizeResult} */ (results.find(({ count }) => count === 0))
printReport(results, base)
const failures = missedTargets(results, base, options.smoke)
console.log(targetsSummary(options.smoke))
if (failures.length) {
  console.log(`${failures.length} objectif(s) manqué(s) :\n${failures.map((failure) => `  - ${failure}`).join('\n')}`)
  if (options.check) process.exit(1)
} else console.log('Tous les objectifs vérifiés sont atteints.')
