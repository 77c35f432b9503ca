/**
 * What the weekly report reads from the site besides the database: what waits for translation, the published pages
 * (a redirect for each missing one), what the site schedules and the newsletter's letters (« À venir »). Each is null
 * when the site does not answer, and the report says so.
 */
import { publishedIssues } from './newsletter-issue.ts'
import { publishedPaths } from './redirect-proposal.ts'
import { publishedSchedule } from './site-schedule.ts'
import { pendingTranslations } from './translation-status.ts'

export async function reportSources(siteUrl: string) {
  const [pending, published, schedule, issues] = await Promise.all([
    pendingTranslations(siteUrl),
    publishedPaths(siteUrl),
    publishedSchedule(siteUrl),
    publishedIssues(siteUrl),
  ])
  return { pending, published, upcoming: { schedule, issues } }
}
