/** A LeadStore in memory, for the handlers' tests (the PostgreSQL one is tested against a real server). */
import type { ContactRequest } from '../_shared/validation.ts'
import type { SendOutcome } from '../_shared/mailer.ts'
import type { LeadStore, StoredContact, Subscription } from '../_shared/store.ts'

export type MemoryContact = StoredContact & { clientRequestId: string | null; status: 'pending' | 'sent'; lastError: string | null }

export function memoryStore() {
  const contacts: MemoryContact[] = []
  const subscriptions: (Subscription & { emailStatus: 'pending' | 'sent' })[] = []
  const hits: { key: string; at: number }[] = []
  const store: LeadStore = {
    hitRateLimit(bucket, ipHash, max, windowSeconds) {
      const key = `${bucket}:${ipHash}`
      const recent = hits.filter((hit) => hit.key === key && hit.at > Date.now() - windowSeconds * 1000).length
      if (recent >= max) return Promise.resolve(false)
      hits.push({ key, at: Date.now() })
      return Promise.resolve(true)
    },
    insertContact(request: ContactRequest, clientRequestId) {
      const existing = clientRequestId ? contacts.find((c) => c.clientRequestId === clientRequestId) : undefined
      if (existing) return Promise.resolve({ id: existing.id, createdAt: existing.createdAt, duplicate: true })
      const contact = { ...request, id: crypto.randomUUID(), createdAt: new Date(), attempts: 0, clientRequestId, status: 'pending' as const, lastError: null }
      contacts.push(contact)
      return Promise.resolve({ id: contact.id, createdAt: contact.createdAt, duplicate: false })
    },
    recordNotification(id, outcome: SendOutcome) {
      const contact = contacts.find((c) => c.id === id)!
      contact.attempts += outcome.attempts
      if (outcome.ok) contact.status = 'sent'
      else contact.lastError = outcome.error
      return Promise.resolve()
    },
    claimPendingContacts: (limit) => Promise.resolve(contacts.filter((c) => c.status === 'pending').slice(0, limit)),
    subscribe(email) {
      let subscription = subscriptions.find((s) => s.email === email)
      if (!subscription) {
        subscription = { id: crypto.randomUUID(), email, status: 'pending', created: true, attempts: 0, emailStatus: 'pending' }
        subscriptions.push(subscription)
        return Promise.resolve({ ...subscription })
      }
      return Promise.resolve({ ...subscription, created: false })
    },
    recordConfirmationEmail(id, outcome) {
      const subscription = subscriptions.find((s) => s.id === id)!
      subscription.attempts += outcome.attempts
      if (outcome.ok) subscription.emailStatus = 'sent'
      return Promise.resolve()
    },
    claimPendingConfirmations: (limit) => Promise.resolve(subscriptions.filter((s) => s.status === 'pending' && s.emailStatus === 'pending').slice(0, limit)),
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
  }
  return { store, contacts, subscriptions }
}
