/**
 * Where the functions keep leads: the interface they use, and its PostgreSQL implementation over the service
 * connection (SUPABASE_DB_URL on Supabase, the embedded database locally).
 */
import postgres from 'postgres'
import type { ContactRequest, Language } from './validation.ts'
import type { SendOutcome } from './mailer.ts'

/** A contact request and the language of the page it was sent from (column `language`). */
export type ContactLead = ContactRequest & { language: Language }
export type StoredContact = ContactLead & { id: string; createdAt: Date; attempts: number }
export type FailedContact = ContactLead & { id: string; createdAt: Date; lastError: string | null }
/** A pending subscription whose confirmation e-mail is to be sent, in the language of its latest request. */
export type Subscription = { id: string; email: string; attempts: number; language: Language }
/** The e-mail API has failed every send since `since`; `error` is its last answer. */
export type MailAlert = { since: Date; error: string }
/** The per-client limits of the forms, and the site-wide ones of the consultant's notifications. */
export type FormBucket = 'contact' | 'newsletter'
export type Bucket = FormBucket | 'notification' | 'grouped-notification'

/** How many confirmation e-mails one address can be sent in all, before its pending subscription expires. */
export const MAX_CONFIRMATIONS = 3

export type LeadStore = {
  /** Records a submission from this client fingerprint unless it is over the limit; answers whether it may go on. */
  hitRateLimit(bucket: Bucket, ipHash: string, max: number, windowSeconds: number): Promise<boolean>
  /**
   * Stores a request (once per client request id: a retry of the same values) and answers its id. The same id with
   * other values (the visitor corrected the form after a lost answer) is stored as a request of its own.
   */
  insertContact(
    request: ContactLead,
    clientRequestId: string | null,
  ): Promise<{ id: string; createdAt: Date; duplicate: boolean }>
  /** Records a notification's outcome; a refused one, or one that failed maxAttempts times in all, becomes failed. */
  recordNotification(id: string, outcome: SendOutcome, maxAttempts: number): Promise<void>
  /** Claims up to `limit` pending notifications due for another try (attempts back off, up to 6 hours apart). */
  claimPendingContacts(limit: number): Promise<StoredContact[]>
  /** The failed requests no digest has reported yet, unless a digest went out within the last 24 hours. */
  failuresToReport(limit: number): Promise<FailedContact[]>
  recordFailuresReported(ids: string[]): Promise<void>
  /**
   * A pending subscription for this address (created if new), when a confirmation e-mail is due: a new address, or
   * a pending one that asked none within the hour and fewer than MAX_CONFIRMATIONS in all. Else null, and the row,
   * confirmed or pending, is left as it is. The language is that of the request asking for the e-mail.
   */
  subscribe(email: string, language: Language): Promise<Subscription | null>
  recordConfirmationEmail(id: string, outcome: SendOutcome, maxAttempts: number): Promise<void>
  claimPendingConfirmations(limit: number): Promise<Subscription[]>
  confirm(id: string): Promise<boolean>
  unsubscribe(id: string): Promise<boolean>
  /** Records whether an e-mail went: a success ends an outage, a failure starts one or goes on with it. */
  recordMailOutcome(ok: boolean, error: string | null): Promise<void>
  /** When every send has failed for an hour or more: the outage, once an hour at most (then null until the next). */
  mailAlert(): Promise<MailAlert | null>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)

type Sql = ReturnType<typeof postgres>

/**
 * Whether a pending e-mail is due for another try: a minute after it was stored (its request may still be sending
 * it), then 1, 2, 4… minutes after each failed round, at most 6 hours apart, so that a broken e-mail API is retried
 * without being hammered.
 */
const due = (sql: Sql, attempts: 'notification_attempts' | 'confirmation_attempts') => sql`(
  (last_attempt_at is null and created_at < now() - interval '1 minute')
  or last_attempt_at < now() - least(interval '6 hours', interval '1 minute' * power(2, greatest(0, ${sql(attempts)} - 1)))
)`

/** Whether a failed e-mail is given up: the API refused it, or it has now failed maxAttempts times in all. */
const giveUp = (
  sql: Sql,
  attempts: 'notification_attempts' | 'confirmation_attempts',
  outcome: SendOutcome,
  maxAttempts: number,
) => (outcome.ok ? sql`false` : sql`(${outcome.permanent} or ${sql(attempts)} + ${outcome.attempts} >= ${maxAttempts})`)

/** A stored request as the functions use it, from its row. */
const requestOf = (row: postgres.Row) => ({
  id: row.id as string,
  createdAt: row.created_at as Date,
  name: row.name as string,
  email: row.email as string,
  phone: row.phone as string,
  service: row.service as ContactRequest['service'],
  message: row.message as string,
  language: row.language as Language,
})

export function connect(url: string, max = 5): Sql {
  // prepare: false suits Supabase's transaction pooler as well as a direct connection.
  return postgres(url, { max, prepare: false, idle_timeout: 20, connect_timeout: 10, onnotice: () => {} })
}

export function postgresStore(sql: Sql): LeadStore {
  return {
    async hitRateLimit(bucket, ipHash, max, windowSeconds) {
      const [row] =
        await sql`select public.hit_rate_limit(${bucket}, ${ipHash}, ${max}, make_interval(secs => ${windowSeconds})) as allowed`
      return row?.allowed === true
    },

    async insertContact(request, clientRequestId) {
      const insert = (requestId: string | null) => sql`
        insert into public.contact_requests (client_request_id, name, email, phone, service, message, language)
        values (${requestId}, ${request.name}, ${request.email}, ${request.phone}, ${request.service}, ${request.message},
                ${request.language})
        on conflict (client_request_id) do nothing
        returning id, created_at`
      const inserted = await insert(clientRequestId)
      if (inserted[0]) return { id: inserted[0].id, createdAt: inserted[0].created_at, duplicate: false }
      const [existing] = await sql`
        select id, created_at, (name, email, phone, service, message) =
          (${request.name}, ${request.email}, ${request.phone}, ${request.service}, ${request.message}) as same
        from public.contact_requests where client_request_id = ${clientRequestId}`
      if (existing?.same) return { id: existing.id, createdAt: existing.created_at, duplicate: true }
      const [other] = await insert(null)
      return { id: other!.id, createdAt: other!.created_at, duplicate: false }
    },

    async recordNotification(id, outcome, maxAttempts) {
      if (outcome.ok) {
        await sql`
          update public.contact_requests
          set notification_status = 'sent', notified_at = now(), email_message_id = ${outcome.id},
              notification_attempts = notification_attempts + ${outcome.attempts}, last_attempt_at = now(), last_error = null
          where id = ${id}`
      } else {
        await sql`
          update public.contact_requests
          set notification_attempts = notification_attempts + ${outcome.attempts}, last_attempt_at = now(), last_error = ${outcome.error},
              notification_status = case when ${giveUp(sql, 'notification_attempts', outcome, maxAttempts)} then 'failed' else 'pending' end,
              failed_at = case when ${giveUp(sql, 'notification_attempts', outcome, maxAttempts)} then now() end
          where id = ${id} and notification_status = 'pending'`
      }
    },

    async claimPendingContacts(limit) {
      const rows = await sql`
        update public.contact_requests set last_attempt_at = now()
        where id in (
          select id from public.contact_requests
          where notification_status = 'pending' and ${due(sql, 'notification_attempts')}
          order by created_at
          limit ${limit}
          for update skip locked
        )
        returning id, created_at, name, email, phone, service, message, language, notification_attempts`
      return rows.map((row) => ({ ...requestOf(row), attempts: row.notification_attempts }))
    },

    async failuresToReport(limit) {
      const rows = await sql`
        select id, created_at, name, email, phone, service, message, language, last_error from public.contact_requests
        where notification_status = 'failed' and failure_reported_at is null
          and not exists (select from public.contact_requests where failure_reported_at > now() - interval '1 day')
        order by created_at
        limit ${limit}`
      return rows.map((row) => ({ ...requestOf(row), lastError: row.last_error }))
    },

    async recordFailuresReported(ids) {
      await sql`update public.contact_requests set failure_reported_at = now() where id = any(${ids}::uuid[])`
    },

    async subscribe(email, language) {
      // The row lock of the upsert makes simultaneous subscriptions of one address ask for one confirmation; the
      // WHERE leaves a confirmed row, or a pending one not due, untouched (no date of theirs moves).
      const [row] = await sql`
        insert into public.newsletter_subscriptions as s (email, language) values (${email}, ${language})
        on conflict (email) do update set
          last_confirmation_at = now(), confirmations_requested = s.confirmations_requested + 1,
          language = excluded.language
        where s.status = 'pending' and s.last_confirmation_at <= now() - interval '1 hour'
          and s.confirmations_requested < ${MAX_CONFIRMATIONS}
        returning id, email, language, confirmation_attempts`
      return row ? { id: row.id, email: row.email, attempts: row.confirmation_attempts, language: row.language } : null
    },

    async recordConfirmationEmail(id, outcome, maxAttempts) {
      await sql`
        update public.newsletter_subscriptions
        set confirmation_email_status = case
              when ${outcome.ok} then 'sent'
              when ${giveUp(sql, 'confirmation_attempts', outcome, maxAttempts)} then 'failed'
              else 'pending'
            end,
            confirmation_attempts = confirmation_attempts + ${outcome.attempts}, last_attempt_at = now(),
            last_error = ${outcome.ok ? null : outcome.error}
        where id = ${id}`
    },

    async claimPendingConfirmations(limit) {
      const rows = await sql`
        update public.newsletter_subscriptions set last_attempt_at = now()
        where id in (
          select id from public.newsletter_subscriptions
          where status = 'pending' and confirmation_email_status = 'pending'
            and ${due(sql, 'confirmation_attempts')}
          order by created_at
          limit ${limit}
          for update skip locked
        )
        returning id, email, language, confirmation_attempts`
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        attempts: row.confirmation_attempts,
        language: row.language,
      }))
    },

    async confirm(id) {
      const rows = await sql`
        update public.newsletter_subscriptions
        set status = 'confirmed', confirmed_at = coalesce(confirmed_at, now()), last_activity_at = now()
        where id = ${id}
        returning email`
      // Confirming from the address is the person asking again: an earlier bounce or complaint no longer holds.
      if (rows[0]) await sql`delete from public.email_suppressions where email = ${rows[0].email}`
      return rows.length === 1
    },

    async unsubscribe(id) {
      // Counted by day for the weekly report (the row, the address, goes).
      const rows = await sql`
        with gone as (delete from public.newsletter_subscriptions where id = ${id} returning id),
          counted as (
            insert into public.newsletter_unsubscribes (day, count)
            select (now() at time zone 'Europe/Paris')::date, count(*) from gone having count(*) > 0
            on conflict (day) do update set count = public.newsletter_unsubscribes.count + excluded.count)
        select id from gone`
      return rows.length === 1
    },

    async recordMailOutcome(ok, error) {
      await sql`
        update public.mail_health
        set failing_since = case when ${ok} then null else coalesce(failing_since, now()) end,
            last_error = ${ok ? null : error}
        where id`
    },

    async mailAlert() {
      const [row] = await sql`
        update public.mail_health set last_alert_at = now()
        where id and failing_since <= now() - interval '1 hour'
          and (last_alert_at is null or last_alert_at <= now() - interval '1 hour')
        returning failing_since, last_error`
      return row ? { since: row.failing_since, error: row.last_error ?? '' } : null
    },
  }
}
