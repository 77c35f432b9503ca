/**
 * weekly-report: mails the owner the week's audience report (supabase/functions/_shared/weekly-report.ts), from the
 * same sender as the lead notifications, to the same address. Called every Monday by pg_cron (migration
 * 20261126000100_site_measures.sql) with the bearer token LEADS_CRON_SECRET; a JSON body `{ "end": "<ISO date>" }`
 * reports the 7 days before another moment (the browser test, a report sent again by hand).
 */
import type { Deps } from '../_shared/deps.ts'
import { json, readText } from '../_shared/http.ts'
import { refuseUnlessScheduled } from '../_shared/scheduled.ts'
import { reportEnd } from '../_shared/report-period.ts'
import { renderWeeklyReport } from '../_shared/weekly-report.ts'
import { reportSources } from '../_shared/report-sources.ts'

export function weeklyReportHandler(deps: Deps) {
  return async (request: Request): Promise<Response> => {
    const refused = refuseUnlessScheduled(request, deps.config)
    if (refused) return refused
    let asked: unknown
    try {
      const text = await readText(request, 1024, deps.config.readTimeoutMs)
      asked = text.trim() ? (JSON.parse(text) as { end?: unknown }).end : undefined
    } catch {
      return json(400, { error: 'corps illisible (JSON { "end": "<date ISO>" } attendu).', code: 'malformed' })
    }
    const end = reportEnd(asked)
    if (!end) return json(400, { error: 'date de fin invalide.', code: 'end' })
    let report: ReturnType<typeof renderWeeklyReport>
    try {
      const [measures, site] = await Promise.all([deps.measures.report(end), reportSources(deps.config.siteUrl)])
      report = renderWeeklyReport(measures, site.pending, site.published, site.upcoming)
    } catch (error) {
      deps.log('Rapport hebdomadaire impossible', String(error))
      return json(503, { error: 'mesures illisibles pour le moment.', code: 'unavailable' })
    }
    const sent = await deps.mailer.send({
      to: [deps.config.email.notifyTo],
      ...report,
      // One report per week end, however often the schedule retries.
      idempotencyKey: `weekly-report/${end.toISOString()}`,
    })
    await deps.store.recordMailOutcome(sent.ok, sent.ok ? null : sent.error).catch(() => {})
    if (!sent.ok) {
      deps.log('Rapport hebdomadaire non envoyé', sent.error)
      return json(502, { error: 'le rapport n’a pas pu être envoyé.', code: 'email', detail: sent.error })
    }
    return json(200, { sent: true, subject: report.subject })
  }
}
