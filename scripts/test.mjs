#!/usr/bin/env node
// @ts-check
/**
 * `npm test` and `npm run test:quick`: the suite's stages, each an `npm run` of its own, one after the other. The first
 * that fails stops the suite with its exit code. At the end, failed or not, a table gives each stage's seconds and the
 * total: a chain of `&&` hid where the suite's time goes, this says it on every run (docs/quality-gate.md).
 *   node scripts/test.mjs           every stage (npm test, as CI runs it: .ci/run)
 *   node scripts/test.mjs --quick   no build, no browser, no PostgreSQL (npm run test:quick)
 */
import { spawn } from 'node:child_process'
import { constants } from 'node:os'
import { num, table } from './bench-build/format.mjs'

/** npm test's stages, in order, as `npm run` takes them: a stage leaves the suite by deleting its line. */
const FULL = [
  'check-node',
  'typecheck',
  // Three workers on two cores: the integration files mostly wait on PostgreSQL and Deno (the stage was busy 62 % of
  // its time with two; 91 s → 69–73 s here).
  'test:unit -- --maxWorkers=3',
  'test:functions',
  'bench:leads',
  'bench:newsletter', // 10,000 subscribers, the sender killed at 40 %: about 10 s
  'build',
  'build:editor',
  'audit', // today's site, as a deploy now publishes it
  'bench:build -- --smoke', // its N = 0 is that build (scripts/bench-build/tree-build.mjs)
  // Then the site as of the last date its content schedules: what the deploy hook will publish on its day (a letter's
  // page, an article dated next week) meets the browser tests today.
  'build:scheduled',
  'test:e2e',
  'test:admin',
]

/** test:quick's: the checks that need neither a build, nor a browser, nor PostgreSQL. */
const QUICK = [
  'check-node',
  'typecheck',
  'lint', // Biome
  'test:unit -- --project unit --project component', // not Vitest's build (a build) and integration (PostgreSQL) projects
  'test:functions', // Deno
]

const quick = process.argv.includes('--quick')
const stages = quick ? QUICK : FULL
const say = (/** @type {string} */ text) => console.log(`[${quick ? 'test:quick' : 'test'}] ${text}`)

/** The stage running, and the signal that interrupted the suite, if one did. */
let running = /** @type {import('node:child_process').ChildProcess | undefined} */ (undefined)
let interrupted = 0
// Ctrl-C or SIGTERM: passed on to the whole stage (its process group: npm alone would leave its command running), and
// the suite waits for it to stop, then prints the table.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => {
    interrupted = 128 + constants.signals[signal]
    try {
      if (running?.pid) process.kill(-running.pid, signal)
    } catch {}
  })

/**
 * One stage, its output the terminal's; resolves to its exit code (128 + the signal's number when one stopped it).
 * @param {string} stage
 * @returns {Promise<number>}
 */
const runStage = (stage) =>
  new Promise((done) => {
    running = spawn('npm', ['run', ...stage.split(' ')], { stdio: 'inherit', detached: true })
    running.on('error', (error) => {
      console.error(error.message)
      done(127)
    })
    running.on('exit', (code, signal) => done(code ?? 128 + (signal ? constants.signals[signal] : 0)))
  })

/** @type {[string, number][]} */
const timings = []
let failure = 0
for (const [index, stage] of stages.entries()) {
  say(`étape ${index + 1}/${stages.length} : npm run ${stage}`)
  const started = performance.now()
  const code = (await runStage(stage)) || interrupted
  const outcome = interrupted ? 'interrompue' : 'échec'
  timings.push([code ? `${stage} (${outcome}, code ${code})` : stage, (performance.now() - started) / 1000])
  if (code) {
    failure = code
    break
  }
}

const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0)
const skipped = stages.length - timings.length
console.log(`\nDurée des étapes${skipped ? ` (${skipped} non lancée${skipped > 1 ? 's' : ''})` : ''} :`)
timings.push(['total', total])
console.log(
  table(
    ['étape', 'durée (s)'],
    timings.map(([stage, seconds]) => [stage, num(seconds)]),
  ),
)
process.exit(failure)
