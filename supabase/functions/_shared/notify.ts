/** Sending the e-mails that follow a stored lead, now or later: the functions and the re-sending job share this. */
import type { Language } from './validation.ts'
import type { Deps } from './deps.ts'
import {
  contactNotificationEmail,
  failedNotificationsDigestEmail,
  groupedNotificationsEmail,
  newsletterConfirmationEmail,
} from './emails.ts'
import { hmacHex } from './http.ts'
import type { Email, SendOutcome } from './mailer.ts'
import type { Bucket, ContactLead, StoredContact } from './store.ts'
import { newsletterLinkLifetimeDays } from './site-content.ts'

/**
 * Sends an e-mail and keeps the e-mail API's health: when every send has failed for an hour, one line an hour in the
 * functions' logs says so (a revoked key cannot send the e-mail that would tell the consultant).
 */
async function send(deps: Deps, email: Email): Promise<SendOutcome> {
  const outcome = await deps.mailer.send(email)
  try {
    await deps.store.recordMailOutcome(outcome.ok, outcome.ok ? null : outcome.error)
    if (!outcome.ok) await logMailOutage(deps)
  } catch (error) {
    deps.log('État du service d’envoi non enregistré', String(error))
  }
  return outcome
}

/** The hourly line of an e-mail outage, if one is due. */
export async function logMailOutage(deps: Deps): Promise<void> {
  const alert = await deps.store.mailAlert()
  if (!alert) return
  const minutes = Math.round((Date.now() - alert.since.getTime()) / 60_000)
  deps.log(
    `ALERTE e-mails : tous les envois échouent depuis ${minutes} min (depuis le ${alert.since.toISOString()}). ` +
      'Les demandes sont enregistrées et repartiront seules ; vérifiez RESEND_API_KEY et le domaine d’envoi.',
    alert.error,
  )
}

/** One use of a site-wide limit (not a client's): the same key for every request. */
async function siteWide(deps: Deps, bucket: Bucket, max: number, windowSeconds: number): Promise<boolean> {
  const key = await hmacHex(deps.config.secret, `site:${bucket}`)
  return deps.store.hitRateLimit(bucket, key, max, windowSeconds)
}

/**
 * Notifies the consultant of a stored request and records the outcome; a failure leaves the request pending. Beyond
 * the hourly ceiling of notifications it sends nothing and answers null: the request stays pending, and
 * resend-pending sends it grouped with the others (notifyGrouped).
 */
export async function notifyConsultant(
  deps: Deps,
  id: string,
  request: ContactLead,
  createdAt: Date,
): Promise<SendOutcome | null> {
  if (!(await siteWide(deps, 'notification', deps.config.email.maxNotificationsPerHour, 3600))) {
    deps.log(`Plafond horaire des notifications atteint : la demande ${id} partira dans un e-mail groupé`)
    return null
  }
  const outcome = await send(deps, contactNotificationEmail(id, request, createdAt, deps.config.email.notifyTo))
  if (!outcome.ok) deps.log(`Notification de la demande ${id} en attente`, outcome.error)
  await recordNotification(deps, id, outcome)
  return outcome
}

async function recordNotification(deps: Deps, id: string, outcome: SendOutcome) {
  try {
    await deps.store.recordNotification(id, outcome, deps.config.email.maxAttempts)
  } catch (error) {
    // The request is stored; at worst the re-sending job notifies the consultant a second time.
    deps.log(`Résultat de la notification ${id} non enregistré`, String(error))
  }
}

/** The most requests one grouped e-mail holds; the others wait for the next one. */
export const GROUP_SIZE = 200
const GROUP_INTERVAL_SECONDS = 15 * 60

/**
 * Sends the requests held back by the hourly ceiling to the consultant in one e-mail, at most one every quarter of
 * an hour; until then they stay pending. Answers how many it notified.
 */
export async function notifyGrouped(deps: Deps, requests: StoredContact[]): Promise<number> {
  if (!requests.length || !(await siteWide(deps, 'grouped-notification', 1, GROUP_INTERVAL_SECONDS))) return 0
  const group = requests.slice(0, GROUP_SIZE)
  const outcome = await send(deps, await groupedNotificationsEmail(group, deps.config.email.notifyTo))
  if (!outcome.ok) deps.log(`E-mail groupé de ${group.length} demande(s) en attente`, outcome.error)
  for (const { id } of group) await recordNotification(deps, id, outcome)
  return outcome.ok ? group.length : 0
}

export type LinkAction = 'confirm' | 'unsubscribe'

/**
 * A link's token: the time it was issued (seconds since 1970), a dot, and the HMAC of the action, the id and that
 * time. The time travels inside the token, so the site's pages that pass the token on need not know of it.
 */
export const linkToken = async (deps: Deps, action: LinkAction, id: string, issuedAt = Math.floor(Date.now() / 1000)) =>
  `${issuedAt}.${await hmacHex(deps.config.secret, `newsletter:${action}:${id}:${issuedAt}`)}`

/** The seconds a link works, as its e-mail says (content/leads/emails.json). */
export const linkLifetimeSeconds = (action: LinkAction) => newsletterLinkLifetimeDays[action] * 86_400

/** The time a well-formed token says it was issued, if it is not yet expired (nor from the future). */
export function issuedAt(action: LinkAction, token: string): number | null {
  const match = /^(\d{1,12})\.[0-9a-f]{64}$/.exec(token)
  if (!match) return null
  const issued = Number(match[1])
  const age = Date.now() / 1000 - issued
  return age >= -60 && age <= linkLifetimeSeconds(action) ? issued : null
}

/**
 * A link of the newsletter's e-mails. An English e-mail's links say so (`language=en`, outside the signature: it
 * only chooses the pages they lead to, src/leads/outcomes.ts); a French one's are as they always were.
 */
export async function newsletterLink(
  deps: Deps,
  action: LinkAction,
  id: string,
  language: Language = 'fr',
  issuedAt?: number,
): Promise<string> {
  const fn = action === 'confirm' ? 'newsletter-confirm' : 'newsletter-unsubscribe'
  const query = new URLSearchParams({ id, token: await linkToken(deps, action, id, issuedAt) })
  if (language !== 'fr') query.set('language', language)
  return `${deps.config.functionsUrl}/${fn}?${query}`
}

/** Sends the double opt-in e-mail of a pending subscription, in its language, and records the outcome. */
export async function sendConfirmation(
  deps: Deps,
  id: string,
  email: string,
  language: Language = 'fr',
): Promise<SendOutcome> {
  const message = newsletterConfirmationEmail(
    email,
    await newsletterLink(deps, 'confirm', id, language),
    await newsletterLink(deps, 'unsubscribe', id, language),
    language,
  )
  const outcome = await send(deps, message)
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
  const outcome = await send(deps, await failedNotificationsDigestEmail(failures, deps.config.email.notifyTo))
  if (!outcome.ok) {
    deps.log(`Récapitulatif de ${failures.length} demande(s) non notifiée(s) non envoyé`, outcome.error)
    return 0
  }
  await deps.store.recordFailuresReported(failures.map((failure) => failure.id))
  return failures.length
}
