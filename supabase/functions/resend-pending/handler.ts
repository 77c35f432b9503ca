/**
 * resend-pending: sends again the e-mails that failed when their lead arrived (the consultant's notifications, the
 * newsletter confirmations), then mails the consultant the daily digest of the notifications that failed for good
 * (refused by the e-mail API, or failed EMAIL_MAX_ATTEMPTS times). Notifications beyond the hourly ceiling go in one
 * grouped e-mail. While every send fails, it logs the outage once an hour. Called on a schedule (pg_cron on Supabase,
 * every minute by the local backend) with the bearer token LEADS_CRON_SECRET.
 */
import type { Deps } from '../_shared/deps.ts'
import { json } from '../_shared/http.ts'
import { refuseUnlessScheduled } from '../_shared/scheduled.ts'
import {
  GROUP_SIZE,
  logMailOutage,
  notifyConsultant,
  notifyGrouped,
  reportFailures,
  sendConfirmation,
} from '../_shared/notify.ts'
import type { StoredContact } from '../_shared/store.ts'

const BATCH = 20

export function resendHandler(deps: Deps, budgetMs = 50_000) {
  return async (request: Request): Promise<Response> => {
    const refused = refuseUnlessScheduled(request, deps.config)
    if (refused) return refused
    const started = Date.now()
    const report = {
      contacts: { sent: 0, pending: 0, grouped: 0 },
      confirmations: { sent: 0, pending: 0 },
      failuresReported: 0,
    }
    // Held back by the hourly ceiling: sent together once the others are claimed.
    const held: StoredContact[] = []
    for (;;) {
      const batch = await deps.store.claimPendingContacts(BATCH)
      for (const contact of batch) {
        const { id, createdAt, attempts: _attempts, ...request } = contact
        const outcome = held.length ? null : await notifyConsultant(deps, id, request, createdAt)
        if (outcome) report.contacts[outcome.ok ? 'sent' : 'pending']++
        else held.push(contact)
      }
      if (batch.length < BATCH || held.length >= GROUP_SIZE || Date.now() - started > budgetMs) break
    }
    report.contacts.grouped = await notifyGrouped(deps, held)
    report.contacts.pending += held.length - report.contacts.grouped
    for (;;) {
      const batch = await deps.store.claimPendingConfirmations(BATCH)
      for (const { id, email, language } of batch)
        report.confirmations[(await sendConfirmation(deps, id, email, language)).ok ? 'sent' : 'pending']++
      if (batch.length < BATCH || Date.now() - started > budgetMs) break
    }
    report.failuresReported = await reportFailures(deps)
    await logMailOutage(deps)
    return json(200, report)
  }
}
