// @ts-check
/** What the command line asks of the bench: `npm run bench:build [-- N …] [--article <slug>] [--check] …`. */

/**
 * The smoke run's size: past the page count from which the build pre-renders on threads (src/build/thread-pool.ts),
 * so that `npm test` runs the threads.
 */
export const SMOKE_ARTICLES = 300

/** @param {string[]} args */
export function parseOptions(args) {
  const flag = (/** @type {string} */ name) => args.includes(name)
  const option = (/** @type {string} */ name) => {
    const index = args.indexOf(name)
    return index >= 0 ? args[index + 1] : undefined
  }
  const smoke = flag('--smoke')
  // A number after --article would be a slug, not a size.
  const given = args.filter((arg, index) => /^\d+$/.test(arg) && args[index - 1] !== '--article').map(Number)
  return {
    smoke,
    check: smoke || flag('--check'),
    // The smoke run checks what means something at 300 articles: a second build's time does not.
    nextBuild: !smoke && !flag('--no-next'),
    warm: flag('--warm'),
    keep: flag('--keep'),
    articleSlug: option('--article') ?? 'choisir-type-site-web',
    // N = 0 is always built: every other figure is read against it, so it comes first.
    counts: [...new Set([0, ...(smoke ? [SMOKE_ARTICLES] : given.length ? given : [1000, 5000])])].sort(
      (a, b) => a - b,
    ),
    // BENCH_PORT, else E2E_PORT + 1000: never the port that the same tree's e2e server takes.
    port: Number(process.env.BENCH_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 1000 : 9788)),
  }
}

/** @typedef {ReturnType<typeof parseOptions>} Options */
