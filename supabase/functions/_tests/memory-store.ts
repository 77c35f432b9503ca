/** A LeadStore in memory, for the handlers' tests (the PostgreSQL one is tested against a real server). */
import type { SendOutcome } from '../_shared/mailer.ts'
import {
  type ContactLead,
  type LeadStore,
  MAX_CONFIRMATIONS,
  type StoredContact,
  type Subscription,
} from '../_shared/store.ts'

type Status = 'pending' | 'sent' | 'failed'
export type MemoryContact = StoredContact & {
  clientRequestId: string | null
  status: Status
  lastError: string | null
  reportedAt: number | null
}
type MemorySubscription = Subscription & {
  status: 'pending' | 'confirmed'
  emailStatus: Status
  lastConfirmationAt: number
  confirmationsRequested: number
}

const HOUR = 3600_000
const givesUp = (outcome: SendOutcome, attempts: number, maxAttempts: number) =>
  !outcome.ok && (outcome.permanent || attempts >= maxAttempts)

export function memoryStore() {
  const contacts: MemoryContact[] = []
  const subscriptions: MemorySubscription[] = []
  const hits: { key: string; at: number }[] = []
  const mail = { failingSince: null as number | null, lastError: '', lastAlertAt: null as number | null }
  const store: LeadStore = {
    hitRateLimit(bucket, ipHash, max, windowSeconds) {
      const key = `${bucket}:${ipHash}`
      const recent = hits.filter((hit) => hit.key === key && hit.at > Date.now() - windowSeconds * 1000).length
      if (recent >= max) return Promise.resolve(false)
      hits.push({ key, at: Date.now() })
      return Promise.resolve(true)
    },
    insertContact(request: ContactLead, clientRequestId) {
      const existing = clientRequestId ? contacts.find((c) => c.clientRequestId === clientRequestId) : undefined
      const same =
        existing && (['name', 'email', 'phone', 'service', 'message'] as const).every((f) => existing[f] === request[f])
      if (existing && same) return Promise.resolve({ id: existing.id, createdAt: existing.createdAt, duplicate: true })
      if (existing) clientRequestId = null
      const contact = {
        ...request,
        id: crypto.randomUUID(),
        createdAt: new Date(),
        attempts: 0,
        clientRequestId,
        status: 'pending' as const,
        lastError: null,
        reportedAt: null,
      }
      contacts.push(contact)
      return Promise.resolve({ id: contact.id, createdAt: contact.createdAt, duplicate: false })
    },
    recordNotification(id, outcome, maxAttempts) {
      const contact = contacts.find((c) => c.id === id)!
      contact.attempts += outcome.attempts
      if (outcome.ok) contact.status = 'sent'
      else {
        contact.lastError = outcome.error
        if (givesUp(outcome, contact.attempts, maxAttempts)) contact.status = 'failed'
      }
      return Promise.resolve()
    },
    claimPendingContacts: (limit) => Promise.resolve(contacts.filter((c) => c.status === 'pending').slice(0, limit)),
    failuresToReport(limit) {
      if (contacts.some((c) => c.reportedAt !== null && c.reportedAt > Date.now() - 24 * HOUR))
        return Promise.resolve([])
      const failed = contacts.filter((c) => c.status === 'failed' && c.reportedAt === null).slice(0, limit)
      return Promise.resolve(
        failed.map(({ id, createdAt, name, email, phone, service, message, language, lastError }) => ({
          id,
          createdAt,
          name,
          email,
          phone,
          service,
          message,
          language,
          lastError,
        })),
      )
    },
    recordFailuresReported(ids) {
      for (const contact of contacts) if (ids.includes(contact.id)) contact.reportedAt = Date.now()
      return Promise.resolve()
    },
    subscribe(email, language) {
      let subscription = subscriptions.find((s) => s.email === email)
      if (!subscription) {
        subscription = {
          id: crypto.randomUUID(),
          email,
          language,
          status: 'pending',
          attempts: 0,
          emailStatus: 'pending',
          lastConfirmationAt: Date.now(),
          confirmationsRequested: 1,
        }
        subscriptions.push(subscription)
        return Promise.resolve({ id: subscription.id, email, attempts: 0, language })
      }
      const due =
        subscription.status === 'pending' &&
        subscription.lastConfirmationAt <= Date.now() - HOUR &&
        subscription.confirmationsRequested < MAX_CONFIRMATIONS
      if (!due) return Promise.resolve(null)
      subscription.lastConfirmationAt = Date.now()
      subscription.confirmationsRequested++
      subscription.language = language
      return Promise.resolve({ id: subscription.id, email, attempts: subscription.attempts, language })
    },
    recordConfirmationEmail(id, outcome, maxAttempts) {
      const subscription = subscriptions.find((s) => s.id === id)!
      subscription.attempts += outcome.attempts
      subscription.emailStatus = outcome.ok
        ? 'sent'
        : givesUp(outcome, subscription.attempts, maxAttempts)
          ? 'failed'
          : 'pending'
      return Promise.resolve()
    },
    claimPendingConfirmations: (limit) =>
      Promise.resolve(
        subscriptions.filter((s) => s.status === 'pending' && s.emailStatus === 'pending').slice(0, limit),
      ),
    confirm(id) {
      const subscription = subscriptions.find((s) => s.id === id)
      if (subscription) subscription.status = 'confirmed'
      return Promise.resolve(!!subscription)
    },
    unsubscribe(id) {
      const index = subscriptions.findIndex((s) => s.id === id)
      if (index >= 0) subscriptions.splice(index, 1)
      return Promise.resolve(index >= 0)
    },
    recordMailOutcome(ok, error) {
      mail.failingSince = ok ? null : (mail.failingSince ?? Date.now())
      mail.lastError = ok ? '' : (error ?? '')
      return Promise.resolve()
    },
    mailAlert() {
      const due =
        mail.failingSince !== null &&
        mail.failingSince <= Date.now() - HOUR &&
        (mail.lastAlertAt === null || mail.lastAlertAt <= Date.now() - HOUR)
      if (!due) return Promise.resolve(null)
      mail.lastAlertAt = Date.now()
      return Promise.resolve({ since: new Date(mail.failingSince!), error: mail.lastError })
    },
  }
  return { store, contacts, subscriptions, mail }
}
