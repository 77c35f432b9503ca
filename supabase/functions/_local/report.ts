/**
 * `npm run report`: prints the weekly report from the local database (development), the same text the owner's
 * e-mail carries. Run by scripts/local-backend/report.mjs with SUPABASE_DB_URL set; `--end <ISO date>` reports the 7
 * days before that moment (default: now, so that today's visits show).
 */
import { postgresMeasures } from '../_shared/measure-store.ts'
import { connect } from '../_shared/store.ts'
import { pendingTranslations } from '../_shared/translation-status.ts'
import { publishedPaths } from '../_shared/redirect-proposal.ts'
import { renderWeeklyReport } from '../_shared/weekly-report.ts'

const url = Deno.env.get('SUPABASE_DB_URL')
if (!url) throw new Error('SUPABASE_DB_URL manquante')
const at = Deno.args.indexOf('--end')
const end = at >= 0 ? new Date(Deno.args[at + 1] ?? '') : new Date()
if (Number.isNaN(end.getTime())) throw new Error('Date de fin illisible (--end 2026-11-30)')
const sql = connect(url, 1)
try {
  // What waits for translation, as the site served by `npm run dev` (or SITE_URL) publishes it.
  const site = Deno.env.get('SITE_URL') ?? 'http://localhost:3000'
  const [measures, pending, published] = await Promise.all([
    postgresMeasures(sql).report(end),
    pendingTranslations(site),
    publishedPaths(site),
  ])
  const { subject, text } = renderWeeklyReport(measures, pending, published)
  console.log(`${subject}\n\n${text}`)
} finally {
  await sql.end()
}
