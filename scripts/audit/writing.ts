/**
 * `writing`: the writing analysis (supabase/functions/_shared/writing-analysis.ts, Yoast's French and English
 * researchers) of every published article and service page, on its built page: the title and description search
 * engines get, its address, its text, and the keyphrase its file gives. Advice: it prints a line per page and never
 * fails (an article no page links to fails `orphans`). The editor shows the same analysis under the page's preview.
 */
import { diskTree } from '../../src/content/disk-tree'
import { linkedPages } from '../../src/content/internal-links'
import { analyseWriting, ratingCounts, type WritingReport } from '../../supabase/functions/_shared/writing-analysis'
import { table } from '../bench-build/format.mjs'
import type { CheckResult } from './site'
import type { Snapshot } from './snapshot'

/** The analysis of each published article and service page built, by path. */
export function writingReports(snaps: Snapshot[], now = new Date()) {
  const byPath = new Map(snaps.map((snap) => [decodeURI(snap.path), snap]))
  return linkedPages(diskTree(), { development: false, now }).flatMap((page) => {
    const snap = byPath.get(page.path)
    if (!snap) return []
    const report = analyseWriting({
      language: page.language === 'fr' ? 'fr' : 'en',
      title: snap.title,
      description: snap.description ?? '',
      slug: page.path.split('/').at(-1) ?? '',
      keyphrase: page.keyphrase,
      html: snap.writingHtml,
    })
    return [{ page, report }]
  })
}

const sign = { good: 'vert', ok: 'orange', bad: 'rouge' } as const
const worst = (report: WritingReport) =>
  report.checks
    .filter((check) => check.rating !== 'good')
    .map((check) => `${check.label} (${sign[check.rating]})`)
    .join(', ')

export function checkWriting(snaps: Snapshot[]): CheckResult {
  const reports = writingReports(snaps)
  const articles = reports.filter(({ page }) => page.kind === 'article')
  console.log('Analyse de la rédaction (conseils, ne bloque pas) :')
  console.log(
    table(
      ['page', 'expression clé', 'Flesch', 'vert', 'orange', 'rouge', 'à revoir'],
      reports.map(({ page, report }) => {
        const counts = ratingCounts(report)
        return [
          page.path,
          page.keyphrase ?? '—',
          report.flesch ?? '—',
          counts.good,
          counts.ok,
          counts.bad,
          worst(report),
        ]
      }),
    ),
  )
  const withKeyphrase = reports.filter(({ page }) => page.keyphrase).length
  const longSentences = articles.filter(({ report }) =>
    report.checks.some((check) => check.id === 'sentenceLength' && check.rating !== 'good'),
  ).length
  return {
    name: 'writing',
    summary:
      `${articles.length} articles et ${reports.length - articles.length} pages de service analysés, ` +
      `${withKeyphrase} avec une expression clé ; phrases trop longues dans ${longSentences} article${longSentences >= 2 ? 's' : ''} (conseils)`,
    problems: [],
  }
}
