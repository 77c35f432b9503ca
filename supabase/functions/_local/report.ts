/**
 * `npm run report`: prints the weekly report from the local database (development), the same text the owner's
 * e-mail carries. Run by scripts/local-backend/report.mjs with SUPABASE_DB_URL set; `--end <ISO date>` reports the 7
 * days before that moment (default: now, so that today's visits show).
 */
import { postgresMeasures } from '../_shared/measure-store.ts'
import { connect } from '../_shared/store.ts'
import { reportSources } from '../_shared/report-sources.ts'
import { renderWeeklyReport } from '../_shared/weekly-report.ts'

const url = Deno.env.get('SUPABASE_DB_URL')
if (!url) throw new Error('SUPABASE_DB_URL manquante')
const at = Deno.args.indexOf('--end')
const end = at >= 0 ? new Date(Deno.args[at + 1] ?? '') : new Date()
if (Number.isNaN(end.getTime())) throw new Error('Date de fin illisible (--end 2026-11-30)')
const sql = connect(url, 1)
try {
  // What the site served by `npm run dev` (or SITE_URL) publishes: translations waiting, pages, schedule, letters.
  const site = Deno.env.get('SITE_URL') ?? 'http://localhost:3000'
  const [measures, sources] = await Promise.all([postgresMeasures(sql).report(end), reportSources(site)])
  const { subject, text } = renderWeeklyReport(measures, sources.pending, sources.published, sources.upcoming)
  console.log(`${subject}\n\n${text}`)
} finally {
  await sql.end()
}
