// @ts-check
/**
 * One `npm run build` in a copy, timed and its memory measured. The bench drives the command, nothing internal, so
 * that it measures the tree as it is.
 */
import { spawn } from 'node:child_process'
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs'
import { sampleTreeMemory } from './process-memory.mjs'

const KB = 1024
const GNU_TIME = '/usr/bin/time'

/**
 * `npm run build` in `dir`, its output in `logFile`, under GNU time (its %M: the largest resident size of any single
 * process of the tree, the figure), with /proc sampled every 200 ms for the sum over the tree. Throws, with
 * the log's end, when the build fails.
 * @param {string} dir
 * @param {string} logFile
 */
export async function timedBuild(dir, logFile) {
  const memoryFile = `${logFile}.maxrss`
  const log = openSync(logFile, 'w')
  const started = performance.now()
  // Without GNU time (not every machine has Debian's `time` package), the largest process is the sampled one.
  /** @type {[string, string[]]} */
  const command = existsSync(GNU_TIME)
    ? [GNU_TIME, ['-f', '%M', '-o', memoryFile, 'npm', 'run', 'build']]
    : ['npm', ['run', 'build']]
  const child = spawn(command[0], command[1], {
    cwd: dir,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', log, log],
    // Its own process group, so that an interrupted bench stops the whole build, not npm alone.
    detached: true,
  })
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid)
    } catch {}
  }
  process.on('exit', stop)
  const memory = sampleTreeMemory(child.pid, 200)
  const code = await new Promise((done) => child.on('exit', done))
  const { peakTree, largest: sampledLargest } = memory.stop()
  process.off('exit', stop)
  closeSync(log)
  const seconds = (performance.now() - started) / 1000
  const largestProcess = existsSync(memoryFile)
    ? Number(readFileSync(memoryFile, 'utf8').trim().split('\n').at(-1)) * KB
    : sampledLargest
  if (code !== 0) {
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n')
    throw new Error(`la construction a échoué dans ${dir} (code ${code}) ; fin du journal ${logFile} :\n${tail}`)
  }
  return { seconds, peakTree, largestProcess }
}

/** @typedef {Awaited<ReturnType<typeof timedBuild>>} TimedBuild */
