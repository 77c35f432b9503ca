// @ts-check
/**
 * The working tree's own build (dist/client), when it can stand for N = 0: `npm test` has just made it, and N = 0 is
 * that tree with no article added, so the smoke run need not build it a second time. It stands for N = 0 when it is
 * complete (the pages and the search index, the last thing `npm run build` writes), was made today (the build writes
 * its day into the pages) and no file of the tree changed since it wrote its first file: the files git knows or would
 * add (what a copy holds, scripts/lib/repo-copy.mjs), and their folders, whose time changes when a file is added,
 * renamed or deleted in them (not the folders where ignored files live: a build's output, a tool's cache, which the
 * suite itself writes after the build). Anything else, and N = 0 is built as any N.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** What only a complete `npm run build` leaves: a page, and the search index that it writes last. */
const COMPLETE = ['index.html', 'pagefind/lots.json']

/** @param {string} root @param {string[]} args */
const gitFiles = (root, args) =>
  execFileSync('git', ['ls-files', ...args, '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)

/**
 * The newest of the tree's sources (its files, and its folders that hold no ignored file), and its time.
 * @param {string} root
 */
function newestSource(root) {
  const files = gitFiles(root, ['-co', '--exclude-standard']).filter((file) => existsSync(join(root, file)))
  // --directory: an ignored folder as one entry (node_modules/, dist/), not each of its files.
  const ignored = gitFiles(root, ['-oi', '--exclude-standard', '--directory'])
  const holdIgnored = new Set(ignored.map((path) => dirname(path.replace(/\/$/, ''))))
  const folders = new Set(
    files.flatMap((file) => {
      const parents = []
      for (let folder = dirname(file); folder !== '.'; folder = dirname(folder)) parents.push(folder)
      return parents
    }),
  )
  const paths = [...files, ...[...folders].filter((folder) => !holdIgnored.has(folder))]
  return paths
    .map((path) => ({ path, time: statSync(join(root, path)).mtimeMs }))
    .reduce((newest, source) => (source.time > newest.time ? source : newest))
}

/**
 * The tree's build, or why it cannot stand for N = 0 (in French, as the bench's other lines).
 * @param {string} root
 * @returns {{ dist: string } | { reason: string }}
 */
export function treeBuild(root) {
  const dist = join(root, 'dist/client')
  const missing = COMPLETE.find((file) => !existsSync(join(dist, file)))
  if (missing) return { reason: `dist/client/${missing} absent` }
  const made = Math.min(
    ...readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((file) => statSync(join(dist, file)).mtimeMs),
  )
  const day = (/** @type {number} */ ms) => new Date(ms).toISOString().slice(0, 10)
  if (day(made) !== day(Date.now())) return { reason: `dist/client construit un autre jour (${day(made)})` }
  const newest = newestSource(root)
  if (newest.time > made) return { reason: `${newest.path} a changé depuis la construction de dist/client` }
  return { dist }
}
