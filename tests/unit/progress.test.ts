import { describe, expect, it } from 'vitest'
import { progress } from '@/build/progress'

/** Runs `total` items, each taking `msEach` of a fake clock; returns what was written. */
function run(total: number, msEach: number, isTTY = false) {
  let clock = 0
  let written = ''
  const steps = progress('Pré-rendu', 'pages', total, {
    out: { write: (text: string) => (written += text), isTTY },
    now: () => clock,
  })
  for (let index = 0; index < total; index++) {
    clock += msEach
    steps.tick()
  }
  return written
}

describe('build progress line', () => {
  it('reports 5,050 pages in a dozen plain lines, in French, ending at 100 %', () => {
    const lines = run(5050, 2).trimEnd().split('\n')
    expect(lines.length).toBeGreaterThanOrEqual(10)
    expect(lines.length).toBeLessThanOrEqual(16)
    expect(lines[0]).toMatch(/^Pré-rendu\u00a0: \d[\d\u202f]* \/ 5\u202f050 pages \(\d+\u00a0%\), \d+\u00a0s$/)
    expect(lines.at(-1)).toBe('Pré-rendu\u00a0: 5\u202f050 / 5\u202f050 pages (100\u00a0%), 10\u00a0s')
  })

  it('reports at least every 2 seconds when pages are slow', () => {
    const lines = run(300, 1000).trimEnd().split('\n')
    expect(lines.length).toBeGreaterThanOrEqual(150)
    expect(lines.length).toBeLessThan(300)
  })

  it('rewrites one line on a terminal and ends it', () => {
    const written = run(1000, 5, true)
    expect(written.startsWith('\r')).toBe(true)
    expect(written.match(/\n/g)).toHaveLength(1)
    expect(written.endsWith('(100\u00a0%), 5\u00a0s\n')).toBe(true)
  })

  it('says nothing for a short build', () => {
    expect(run(51, 10)).toBe('')
  })
})
