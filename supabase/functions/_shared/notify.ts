/** Sending the e-mails that follow a stored lead, now or later: the functions and the re-sending job share this. */
import type { ContactRequest } from './validation.ts'
import type { Deps } from './deps.ts'
import { contactNotificationEmail, failedNotificationsDigestEmail, newsletterConfirmationEmail } from './emails.ts'
import { hmacHex } from './http.ts'
import type { SendOutcome } from './mailer.ts'

/** Notifies the consultant of a stored request and records the outcome; a failure leaves the request pending. */
export async function notifyConsultant(
  deps: Deps,
  id: string,
  request: ContactRequest,
  createdAt: Date,
): Promise<SendOutcome> {
  const outcome = await deps.mailer.send(contactNotificationEmail(id, request, createdAt, deps.config.email.notifyTo))
  if (!outcome.ok) deps.log(`Notification de la demande ${id} en attente`, outcome.error)
  try {
    await deps.store.recordNotification(id, outcome, deps.config.email.maxAttempts)
  } catch (error) {
    // The request is stored; at worst the re-sending job notifies the consultant a second time.
    deps.log(`Résultat de la notification ${id} non enregistré`, String(error))
  }
  return outcome
}

export type LinkAction = 'confirm' | 'unsubscribe'

export const linkToken = (deps: Deps, action: LinkAction, id: string) =>
  hmacHex(deps.config.secret, `newsletter:${action}:${id}`)

export async function newsletterLink(deps: Deps, action: LinkAction, id: string): Promise<string> {
  const fn = action === 'confirm' ? 'newsletter-confirm' : 'newsletter-unsubscribe'
  const query = new URLSearchParams({ id, token: await linkToken(deps, action, id) })
  return `${deps.config.functionsUrl}/${fn}?${query}`
}

/** Sends the double opt-in e-mail of a pending subscription and records the outcome. */
export async function sendConfirmation(deps: Deps, id: string, email: string): Promise<SendOutcome> {
  const message = newsletterConfirmationEmail(
    email,
    await newsletterLink(deps, 'confirm', id),
    await newsletterLink(deps, 'unsubscribe', id),
  )
  const outcome = await deps.mailer.send(message)
  if (!outcome.ok) deps.log(`E-mail de confirmation ${id} en attente`, outcome.error)
  try {
    await deps.store.recordConfirmationEmail(id, outcome, deps.config.email.maxAttempts)
  } catch (error) {
    deps.log(`Résultat de l’e-mail de confirmation ${id} non enregistré`, String(error))
  }
  return outcome
}

/**
 * Tells the consultant, at most once a day, about the requests whose notification failed for good, with their
 * content: a request the e-mail API refuses is thus never left unseen. Answers how many it reported.
 */
export async function reportFailures(deps: Deps): Promise<number> {
  const failures = await deps.store.failuresToReport(100)
  if (!failures.length) return 0
  const outcome = await deps.mailer.send(failedNotificationsDigestEmail(failures, deps.config.email.notifyTo))
  if (!outcome.ok) {
    deps.log(`Récapitulatif de ${failures.length} demande(s) non notifiée(s) non envoyé`, outcome.error)
    return 0
  }
  await deps.store.recordFailuresReported(failures.map((failure) => failure.id))
  return failures.length
}
