// @ts-check
/**
 * The cache scenarios of one size N: a copy of the tree with N synthetic articles, built « à froid » (no
 * .cache/build, or the working tree's with --warm), then « suivante » (the same copy again: what a second build of an
 * unchanged site finds in its cache), then what the last build made, measured. The smoke run's N = 0 is the working
 * tree's own build when it is there and up to date (tree-build.mjs).
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { copyRepository } from '../lib/repo-copy.mjs'
import { crawlDepth, htmlFiles, htmlWeights, redirectCounts } from './built-site.mjs'
import { measureKinds } from './page-bytes.mjs'
import { addSyntheticArticles } from './synthetic-articles.mjs'
import { timedBuild } from './timed-build.mjs'
import { treeBuild } from './tree-build.mjs'

/**
 * @param {number} count N, the synthetic articles added
 * @param {import('./options.mjs').Options} options
 * @param {{ root: string; work: string; say: (text: string) => void; reference: string[] | undefined }} context
 *   reference: the HTML files of N = 0's build, weighed at every N (undefined when N = 0 is the one built)
 */
export async function benchSize(count, options, { root, work, say, reference }) {
  // The smoke run's N = 0 is the tree as it is: npm test has just built it (its time and memory are not checked).
  if (count === 0 && options.smoke) {
    const built = treeBuild(root)
    if ('dist' in built) {
      say('N = 0 : construction de l’arbre de travail réutilisée (dist/client) ; mesure des pages…')
      return measureBuilt(built.dist, count, options, undefined, reference)
    }
    say(`N = 0 : construction de l’arbre de travail non réutilisable (${built.reason})`)
  }
  const dir = join(work, String(count))
  copyRepository(dir, { root, warm: options.warm })
  const slugs = addSyntheticArticles(dir, count, options.articleSlug)
  say(`N = ${count} : construction à froid…`)
  const cold = await timedBuild(dir, join(work, 'logs', `${count}-froid.log`))
  say(`N = ${count} : ${cold.seconds.toFixed(1)} s${options.nextBuild ? ' ; construction suivante…' : ''}`)
  const next = options.nextBuild ? await timedBuild(dir, join(work, 'logs', `${count}-suivant.log`)) : undefined
  say(`N = ${count} : ${next ? `${next.seconds.toFixed(1)} s ; ` : ''}mesure des pages…`)
  const result = { ...(await measureBuilt(join(dir, 'dist/client'), count, options, slugs[0], reference)), cold, next }
  // The copies are throwaway; --keep leaves them to be read.
  if (!options.keep) rmSync(dir, { recursive: true, force: true })
  return result
}

/**
 * What a build of N articles made, measured: its pages, redirects, page bytes, HTML weights and click depth.
 * @param {string} dist
 * @param {number} count
 * @param {import('./options.mjs').Options} options
 * @param {string | undefined} syntheticSlug one of the synthetic articles, none at N = 0
 * @param {string[] | undefined} reference
 */
async function measureBuilt(dist, count, options, syntheticSlug, reference) {
  return {
    count,
    /** @type {import('./timed-build.mjs').TimedBuild | undefined} undefined: the tree's build, not timed here */
    cold: undefined,
    /** @type {import('./timed-build.mjs').TimedBuild | undefined} */
    next: undefined,
    pages: htmlFiles(dist).length,
    redirects: redirectCounts(dist),
    kinds: await measureKinds(dist, { port: options.port, articleSlug: options.articleSlug, syntheticSlug }),
    html: htmlWeights(dist, reference),
    crawl: crawlDepth(dist),
  }
}

/** @typedef {Awaited<ReturnType<typeof benchSize>>} SizeResult */
