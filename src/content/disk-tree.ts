/** The content of the repository at `root`, read from disk as asked (./tree.ts): the build's, the tests'. */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { ContentTree } from './tree.ts'

export function diskTree(root = process.cwd()): ContentTree {
  let files: string[] | undefined
  return {
    get files() {
      files ??= readdirSync(join(root, 'content'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)))
        .sort()
      return files
    },
    read(file) {
      try {
        return readFileSync(join(root, file), 'utf8')
      } catch {
        return undefined
      }
    },
  }
}
