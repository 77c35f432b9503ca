// @ts-check
/**
 * A throwaway copy of a working tree, for what must build or edit files without touching it (npm run bench:build,
 * the editor's browser tests, the new-service build test): the files git knows or would add (tracked and untracked,
 * ignored ones left out, so that uncommitted work is in it); node_modules as a folder of links to the tree's packages,
 * so that what tools write there (Vite's temporary config bundle) stays in the copy; and `git init`, because
 * Tailwind's source scan honours .gitignore only inside a repository (without one it would read node_modules too).
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** What tools write under node_modules: each copy makes its own. */
const TOOL_FOLDERS = new Set(['.vite', '.vite-temp', '.cache'])

/**
 * Copies the tree at `root` into `dir`, emptied first. With `warm`, the build cache comes too (.cache/build: the
 * article bodies, share images and Markdown twins already made), so that the copy's build makes only what differs.
 * @param {string} dir
 * @param {{ root?: string; warm?: boolean }} [options]
 */
export function copyRepository(dir, { root = process.cwd(), warm = false } = {}) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)))
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    copyFileSync(join(root, file), join(dir, file))
  }
  mkdirSync(join(dir, 'node_modules'))
  for (const entry of readdirSync(join(root, 'node_modules')))
    if (!TOOL_FOLDERS.has(entry)) symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry))
  if (warm && existsSync(join(root, '.cache/build')))
    cpSync(join(root, '.cache/build'), join(dir, '.cache/build'), { recursive: true })
  execFileSync('git', ['init', '-q', dir])
}
