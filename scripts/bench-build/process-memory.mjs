// @ts-check
/**
 * The memory of a build, read from /proc while it runs: the build is a tree of processes (npm, Vite, Pagefind…),
 * and its pre-rendering threads live inside one of them, so a process's resident size already holds its threads'.
 */
import { readdirSync, readFileSync } from 'node:fs'

const PAGE_SIZE = 4096

/**
 * Resident memory of a process tree, in bytes: the sum over the root and all its descendants, and the largest one.
 * @param {number} rootPid
 */
export function treeRss(rootPid) {
  let total = 0
  let largest = 0
  const pending = [rootPid]
  while (pending.length) {
    const pid = /** @type {number} */ (pending.pop())
    try {
      // statm: size, resident (pages), … ; children are listed per thread that started them.
      const rss = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE
      total += rss
      largest = Math.max(largest, rss)
      for (const task of readdirSync(`/proc/${pid}/task`))
        pending.push(
          ...readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
        )
    } catch {
      // The process ended while we read.
    }
  }
  return { total, largest }
}

/**
 * Samples the tree under `rootPid` every `everyMs` until `stop()`, which returns the peaks: of the sum over the
 * tree (all processes at once: the machine's real need, shared pages counted once per process, so slightly over) and
 * of the largest single process.
 * @param {number | undefined} rootPid
 * @param {number} everyMs
 */
export function sampleTreeMemory(rootPid, everyMs) {
  let peakTree = 0
  let largest = 0
  const sampler = setInterval(() => {
    if (!rootPid) return
    const rss = treeRss(rootPid)
    peakTree = Math.max(peakTree, rss.total)
    largest = Math.max(largest, rss.largest)
  }, everyMs)
  return {
    stop() {
      clearInterval(sampler)
      return { peakTree, largest }
    },
  }
}
