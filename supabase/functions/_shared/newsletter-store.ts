/**
 * Where the newsletter's sending is recorded (migration 20261129000000_newsletter_sending.sql): a row per issue and
 * address, written before its batch is sent, so that a sender that stops anywhere resumes without mailing anyone twice.
 */
import type postgres from 'postgres'
import type { Language } from './validation.ts'

/** One subscriber's copy of an issue, and the batch it goes in. */
export type Delivery = {
  email: string
  subscriptionId: string
  language: Language
  /** The batch's idempotency key at the e-mail API. */
  batch: string
  /** When the message's links were signed (seconds): a resumed batch is the same payload. */
  linksIssuedAt: number
}
export type IssueRun = { testSentAt: Date | null; completedAt: Date | null }

export type NewsletterStore = {
  run(issue: string): Promise<IssueRun>
  /** Confirmed subscribers of each language, not suppressed, not yet sent the issue. */
  audience(issue: string): Promise<Record<Language, number>>
  recordTestSent(issue: string): Promise<void>
  /**
   * A batch recorded and not sent whose last try is older than the lease (its sender crashed, or the e-mail API
   * failed): taken again, with its key, for its subscribers still subscribed and not suppressed. The others' rows go.
   */
  takeStaleBatch(issue: string, leaseSeconds: number): Promise<Delivery[]>
  /**
   * Records the next batch: up to `size` confirmed subscribers of `language`, neither suppressed nor sent the issue,
   * under the key `keyOf` derives from their addresses. Two senders at once record disjoint batches.
   */
  recordBatch(
    issue: string,
    language: Language,
    size: number,
    linksIssuedAt: number,
    keyOf: (emails: string[]) => Promise<string>,
  ): Promise<Delivery[]>
  /** `ids` in the batch's order, or none when the API had already taken the batch (409). */
  recordSent(issue: string, batch: string, emails: string[], ids: string[]): Promise<void>
  recordFailed(issue: string, batch: string, error: string): Promise<void>
  /** Batches recorded and not yet sent. */
  pending(issue: string): Promise<number>
  /** Marks the issue sent to everyone; answers how many addresses got it and how many failed. */
  complete(issue: string): Promise<{ sent: number; failed: number }>
  /** Whether the owner is to be told of the issue's failed batches now (once per issue). */
  claimFailureReport(issue: string): Promise<boolean>
  /** An address that bounced or complained: never mailed again, until it subscribes again and confirms. */
  suppress(email: string, reason: 'bounce' | 'complaint'): Promise<void>
}

type Sql = ReturnType<typeof postgres>

const deliveryOf = (row: postgres.Row): Delivery => ({
  email: row.email,
  subscriptionId: row.subscription_id,
  language: row.language,
  batch: row.batch,
  linksIssuedAt: Number(row.links_issued_at),
})

export function postgresNewsletter(sql: Sql): NewsletterStore {
  const ensureRun = (issue: string) =>
    sql`insert into public.newsletter_runs (issue) values (${issue}) on conflict (issue) do nothing`

  return {
    async run(issue) {
      const [row] = await sql`select test_sent_at, completed_at from public.newsletter_runs where issue = ${issue}`
      return { testSentAt: row?.test_sent_at ?? null, completedAt: row?.completed_at ?? null }
    },

    async audience(issue) {
      const rows = await sql`
        select s.language, count(*)::int as count from public.newsletter_subscriptions s
        where s.status = 'confirmed'
          and not exists (select from public.email_suppressions x where x.email = s.email)
          and not exists (select from public.newsletter_deliveries d where d.issue = ${issue} and d.email = s.email)
        group by s.language`
      const counts = { fr: 0, en: 0 } as Record<Language, number>
      for (const row of rows) counts[row.language as Language] = row.count
      return counts
    },

    async recordTestSent(issue) {
      await ensureRun(issue)
      await sql`update public.newsletter_runs set test_sent_at = coalesce(test_sent_at, now()) where issue = ${issue}`
    },

    takeStaleBatch(issue, leaseSeconds) {
      return sql.begin(async (tx) => {
        const [stale] = await tx`
          select batch from public.newsletter_deliveries
          where issue = ${issue} and status = 'pending' and attempted_at < now() - make_interval(secs => ${leaseSeconds})
          order by attempted_at
          limit 1
          for update skip locked`
        if (!stale) return []
        // Unsubscribed or suppressed since it was recorded: left out (if the first call did go, the API answers 409).
        await tx`
          delete from public.newsletter_deliveries d
          where d.issue = ${issue} and d.batch = ${stale.batch} and d.status = 'pending'
            and (not exists (select from public.newsletter_subscriptions s
                             where s.id = d.subscription_id and s.status = 'confirmed')
                 or exists (select from public.email_suppressions x where x.email = d.email))`
        const rows = await tx`
          update public.newsletter_deliveries set attempted_at = now()
          where issue = ${issue} and batch = ${stale.batch} and status = 'pending'
          returning email, subscription_id, language, batch, links_issued_at`
        return rows.map(deliveryOf).sort((a, b) => (a.email < b.email ? -1 : 1))
      })
    },

    async recordBatch(issue, language, size, linksIssuedAt, keyOf) {
      await ensureRun(issue)
      return sql.begin(async (tx) => {
        const candidates = await tx`
          select s.id, s.email from public.newsletter_subscriptions s
          where s.status = 'confirmed' and s.language = ${language}
            and not exists (select from public.email_suppressions x where x.email = s.email)
            and not exists (select from public.newsletter_deliveries d where d.issue = ${issue} and d.email = s.email)
          order by s.email
          limit ${size}
          for update of s skip locked`
        if (!candidates.length) return []
        const batch = await keyOf(candidates.map((row) => row.email))
        const rows = await tx`
          insert into public.newsletter_deliveries ${tx(
            candidates.map((row) => ({
              issue,
              email: row.email,
              subscription_id: row.id,
              language,
              batch,
              links_issued_at: linksIssuedAt,
            })),
          )}
          on conflict (issue, email) do nothing
          returning email, subscription_id, language, batch, links_issued_at`
        return rows.map(deliveryOf).sort((a, b) => (a.email < b.email ? -1 : 1))
      })
    },

    async recordSent(issue, batch, emails, ids) {
      const rows = emails.map((email, index) => ({ email, id: ids[index] || null }))
      await sql`
        update public.newsletter_deliveries d
        set status = 'sent', sent_at = now(), message_id = m.id, last_error = null
        from jsonb_to_recordset(${sql.json(rows)}) as m(email text, id text)
        where d.issue = ${issue} and d.batch = ${batch} and d.email = m.email`
    },

    async recordFailed(issue, batch, error) {
      await sql`
        update public.newsletter_deliveries set status = 'failed', last_error = ${error}
        where issue = ${issue} and batch = ${batch} and status = 'pending'`
    },

    async pending(issue) {
      const [row] = await sql`
        select count(distinct batch)::int as count from public.newsletter_deliveries
        where issue = ${issue} and status = 'pending'`
      return row?.count ?? 0
    },

    async complete(issue) {
      await ensureRun(issue)
      await sql`update public.newsletter_runs set completed_at = coalesce(completed_at, now()) where issue = ${issue}`
      const [row] = await sql`
        select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'failed')::int as failed
        from public.newsletter_deliveries where issue = ${issue}`
      return { sent: row?.sent ?? 0, failed: row?.failed ?? 0 }
    },

    async claimFailureReport(issue) {
      await ensureRun(issue)
      const rows = await sql`
        update public.newsletter_runs set failure_reported_at = now()
        where issue = ${issue} and failure_reported_at is null
        returning issue`
      return rows.length === 1
    },

    async suppress(email, reason) {
      await sql`
        insert into public.email_suppressions (email, reason) values (${email.toLowerCase()}, ${reason})
        on conflict (email) do update set reason = case when excluded.reason = 'complaint' then 'complaint'
          else public.email_suppressions.reason end`
    },
  }
}
