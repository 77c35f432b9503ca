/**
 * newsletter-send: sends the newsletter's issues that are due (../_shared/newsletter-send.ts), read from the site
 * (../_shared/newsletter-issue.ts). Called every quarter of an hour by pg_cron (migration
 * 20261129000000_newsletter_sending.sql) with the bearer token LEADS_CRON_SECRET, or by hand with the same token and
 * an optional JSON body `{ "issue": "yyyy-mm" }` to run that issue alone. It answers what it did, per issue.
 */
import type { Deps } from '../_shared/deps.ts'
import { json, readText } from '../_shared/http.ts'
import { ISSUE_ID, publishedIssues } from '../_shared/newsletter-issue.ts'
import { runNewsletter } from '../_shared/newsletter-send.ts'
import { refuseUnlessScheduled } from '../_shared/scheduled.ts'

export function newsletterSendHandler(deps: Deps, { budgetMs = 50_000, leaseSeconds = 120 } = {}) {
  return async (request: Request): Promise<Response> => {
    const refused = refuseUnlessScheduled(request, deps.config)
    if (refused) return refused
    let only: string | undefined
    try {
      const text = await readText(request, 1024, deps.config.readTimeoutMs)
      const asked = text.trim() ? (JSON.parse(text) as { issue?: unknown }).issue : undefined
      if (asked !== undefined && (typeof asked !== 'string' || !ISSUE_ID.test(asked)))
        return json(400, { error: 'numéro invalide (« aaaa-mm » attendu).', code: 'issue' })
      only = asked
    } catch {
      return json(400, { error: 'corps illisible (JSON { "issue": "aaaa-mm" } attendu).', code: 'malformed' })
    }
    const issues = await publishedIssues(deps.config.siteUrl)
    if (!issues) {
      deps.log('Newsletter\u00a0: la liste des numéros du site est illisible')
      return json(503, { error: 'la liste des numéros du site est illisible pour le moment.', code: 'unavailable' })
    }
    const chosen = only ? issues.filter((issue) => issue.id === only) : issues
    if (only && !chosen.length) return json(404, { error: `le site ne publie pas le numéro ${only}.`, code: 'unknown' })
    return json(200, { issues: await runNewsletter(deps, chosen, { budgetMs, leaseSeconds }) })
  }
}
