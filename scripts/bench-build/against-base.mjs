// @ts-check
/** The figures of a size read against N = 0's, the reference every other size is measured from. */

/**
 * Milliseconds per synthetic article of one build against N = 0's: undefined at N = 0 or for a build not made.
 * @param {import('./scenarios.mjs').SizeResult} result
 * @param {import('./scenarios.mjs').SizeResult} base
 * @param {'cold' | 'next'} build
 */
export const perArticle = (result, base, build) => {
  const made = result[build]
  const reference = base[build]
  return result.count && made && reference ? ((made.seconds - reference.seconds) * 1000) / result.count : undefined
}

/**
 * The HTML file that grew most since N = 0, and by how many bytes.
 * @param {import('./scenarios.mjs').SizeResult} result
 * @param {import('./scenarios.mjs').SizeResult} base
 */
export const largestGrowth = (result, base) =>
  [...result.html].reduce(
    (largest, [file, bytes]) => {
      const growth = bytes - (base.html.get(file) ?? bytes)
      return growth > largest.growth ? { file, growth } : largest
    },
    { file: '', growth: Number.NEGATIVE_INFINITY },
  )
