/**
 * A cache of build outputs by the hash of everything they are made from, kept outside dist (`.cache/build/`,
 * gitignored): a share image or a Markdown twin whose inputs did not change is copied, not made again, so an
 * unchanged page costs a hash and a file copy on the next build.
 */
import { createHash } from 'node:crypto'
import { access, copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

export type ContentCache = {
  /**
   * Writes `target` from the cache entry of these inputs, making it with `make` when there is none.
   * Returns whether the entry was there already.
   */
  output(target: string, inputs: readonly (string | Buffer)[], make: () => Promise<string | Buffer>): Promise<boolean>
  /** The cache entry of these inputs itself (a file to read or import), made with `make` when there is none. */
  entry(
    inputs: readonly (string | Buffer)[],
    make: () => Promise<string | Buffer>,
  ): Promise<{ path: string; made: boolean }>
}

const hash = (parts: readonly (string | Buffer)[]) => {
  const sum = createHash('sha256')
  // Each part's length goes in first, so that ["ab", "c"] and ["a", "bc"] differ.
  for (const part of parts) sum.update(`${Buffer.byteLength(part)}:`).update(part)
  return sum.digest('hex')
}

/**
 * One kind of output (`kind`, a folder of the cache), made by code and from files listed in `sources`: editing
 * one of them (the generator itself, a font, a shared label) invalidates every entry of that kind.
 */
export async function contentCache(
  root: string,
  kind: string,
  sources: readonly string[],
  extension: string,
): Promise<ContentCache> {
  const folder = join(root, '.cache', 'build', kind)
  const salt = hash(await Promise.all(sources.map((source) => readFile(source))))
  await mkdir(folder, { recursive: true })
  const folders = new Set<string>()
  const ensureFolder = async (path: string) => {
    if (!folders.has(path)) await mkdir(path, { recursive: true })
    folders.add(path)
  }
  const entryOf = (inputs: readonly (string | Buffer)[]) => join(folder, `${hash([salt, ...inputs])}${extension}`)
  /** Written aside then renamed, so that an interrupted build never leaves a truncated entry behind. */
  const make = async (entry: string, content: () => Promise<string | Buffer>) => {
    const partial = `${entry}.${process.pid}.tmp`
    await writeFile(partial, await content())
    await rename(partial, entry)
  }
  return {
    async output(target, inputs, content) {
      const entry = entryOf(inputs)
      await ensureFolder(dirname(target))
      // A hit costs one copy: no separate look-up first.
      try {
        await copyFile(entry, target)
        return true
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
      await make(entry, content)
      await copyFile(entry, target)
      return false
    },
    async entry(inputs, content) {
      const path = entryOf(inputs)
      try {
        await access(path)
        return { path, made: false }
      } catch {
        await make(path, content)
        return { path, made: true }
      }
    },
  }
}
