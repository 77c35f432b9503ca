/**
 * Code hygiene: Biome (biome.json) lints and checks the formatting of the TypeScript, TSX, JavaScript and CSS.
 */
import { spawnSync } from 'node:child_process'
import type { CheckResult } from './site'

export function checkCode(): CheckResult {
  const run = spawnSync('npx', ['biome', 'ci', '--colors=off', '--max-diagnostics=50'], { encoding: 'utf8' })
  const output = `${run.stdout}${run.stderr}`
  const checked = /Checked (\d+) files?/.exec(output)?.[1] ?? '?'
  const counts = ['error', 'warning'].map(
    (kind) => `${new RegExp(`Found (\\d+) ${kind}`).exec(output)?.[1] ?? 0} ${kind}(s)`,
  )
  // One line per diagnostic: Biome starts each with the file, position and rule.
  const problems =
    run.status === 0
      ? []
      : output
          .split('\n')
          .filter((line) => /^\S+(:\d+:\d+)? [\w/]+ /.test(line) && line.includes('━'))
          .map((line) => line.replace(/\s*━+.*$/, ''))
  if (run.status !== 0 && !problems.length) problems.push(output.trim().split('\n').slice(-5).join(' / '))
  return { name: 'code', summary: `Biome : ${checked} fichiers, ${counts.join(', ')}`, problems }
}
