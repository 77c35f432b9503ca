// @ts-check
/**
 * The cache scenarios of one size N: a copy of the tree with N synthetic articles, built « à froid » (no
 * .cache/build, or the working tree's with --warm), then « suivante » (the same copy again: what a second build of an
 * unchanged site finds in its cache), then what the last build made, measured.
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { copyRepository } from '../lib/repo-copy.mjs'
import { crawlDepth, htmlFiles, htmlWeights, redirectCounts } from './built-site.mjs'
import { measureKinds } from './page-bytes.mjs'
import { addSyntheticArticles } from './synthetic-articles.mjs'
import { timedBuild } from './timed-build.mjs'

/**
 * @param {number} count N, the synthetic articles added
 * @param {import('./options.mjs').Options} options
 * @param {{ root: string; work: string; say: (text: string) => void; reference: string[] | undefined }} context
 *   reference: the HTML files of N = 0's build, weighed at every N (undefined when N = 0 is the one built)
 */
export async function benchSize(count, options, { root, work, say, reference }) {
  const dir = join(work, String(count))
  copyRepository(dir, { root, warm: options.warm })
  const slugs = addSyntheticArticles(dir, count, options.articleSlug)
  say(`N = ${count} : construction à froid…`)
  const cold = await timedBuild(dir, join(work, 'logs', `${count}-froid.log`))
  say(`N = ${count} : ${cold.seconds.toFixed(1)} s${options.nextBuild ? ' ; construction suivante…' : ''}`)
  const next = options.nextBuild ? await timedBuild(dir, join(work, 'logs', `${count}-suivant.log`)) : undefined
  const dist = join(dir, 'dist/client')
  say(`N = ${count} : ${next ? `${next.seconds.toFixed(1)} s ; ` : ''}mesure des pages…`)
  const kinds = await measureKinds(dist, {
    port: options.port,
    articleSlug: options.articleSlug,
    syntheticSlug: slugs[0],
  })
  const result = {
    count,
    cold,
    next,
    pages: htmlFiles(dist).length,
    redirects: redirectCounts(dist),
    kinds,
    html: htmlWeights(dist, reference),
    crawl: crawlDepth(dist),
  }
  // The copies are throwaway; --keep leaves them to be read.
  if (!options.keep) rmSync(dir, { recursive: true, force: true })
  return result
}

/** @typedef {Awaited<ReturnType<typeof benchSize>>} SizeResult */
