/** The e-mails themselves, in text and HTML, from the words of content/leads/emails.json (copied into site-content.ts). */
import {
  contactNotification as notice,
  failedNotificationsDigest as digest,
  groupedNotifications as grouped,
  newsletterLinkLifetimeDays,
  siteUrl,
} from './site-content.ts'
import type { Language } from './validation.ts'
import { sha256Hex } from './http.ts'
import { confirmationWordsIn } from './language.ts'
import type { Email } from './mailer.ts'
import type { ContactLead, FailedContact, StoredContact } from './store.ts'

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/**
 * The page of the service a request names: the functions keep no list of the services (a new one needs no
 * deployment), so the e-mail names the value the form sent and links /services/<value>, the service's page or one of
 * its old addresses (tests/unit/services.test.ts checks that every choice of the form has one). The value has the
 * services' format (validation.ts, and the table checks it), nothing to encode.
 */
const servicePage = (value: string) => `${siteUrl}/services/${value}`

const frenchDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(date)

/**
 * One request as text and HTML: its fields, then its message. In French whatever the visitor's language, which a
 * line names (« Langue du visiteur : anglais »).
 */
function requestParts(id: string, request: ContactLead, receivedAt: Date, extra: [string, string][] = []) {
  // A row's value as text, and as HTML when it is more than its escaped text (the service's link).
  const rows: [label: string, text: string, html?: string][] = [
    [notice.labels.name, request.name],
    [notice.labels.email, request.email],
    [notice.labels.phone, request.phone || notice.noPhone],
    [
      notice.labels.service,
      `${request.service} (${servicePage(request.service)})`,
      `<a href="${escapeHtml(servicePage(request.service))}">${escapeHtml(request.service)}</a>`,
    ],
    [notice.labels.language, notice.languages[request.language]],
    [notice.labels.page, frenchDate(receivedAt)],
    [notice.labels.reference, id],
    ...extra,
  ]
  const text = [
    ...rows.map(([label, value]) => `${label}\u00a0: ${value}`),
    '',
    `${notice.labels.message}\u00a0:`,
    request.message,
  ]
  const html = [
    '<table cellpadding="4">',
    ...rows.map(
      ([label, text, html]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${html ?? escapeHtml(text)}</td></tr>`,
    ),
    '</table>',
    `<p><strong>${escapeHtml(notice.labels.message)}</strong></p>`,
    `<p>${escapeHtml(request.message).replace(/\n/g, '<br>')}</p>`,
  ]
  return { text, html }
}

export function contactNotificationEmail(id: string, request: ContactLead, receivedAt: Date, to: string): Email {
  const parts = requestParts(id, request, receivedAt)
  const text = [notice.intro, '', ...parts.text, '', notice.replyHint].join('\n')
  const html = [`<p>${escapeHtml(notice.intro)}</p>`, ...parts.html, `<p>${escapeHtml(notice.replyHint)}</p>`].join(
    '\n',
  )
  return {
    to: [to],
    subject: `${notice.subject}\u00a0: ${request.name} (${request.service})`,
    text,
    html,
    replyTo: request.email,
    idempotencyKey: `contact-request/${id}`,
  }
}

/** The visitor's e-mail, in the language of the page they subscribed from. */
export function newsletterConfirmationEmail(
  email: string,
  confirmUrl: string,
  unsubscribeUrl: string,
  language: Language = 'fr',
): Email {
  const confirmation = confirmationWordsIn(language)
  // How long each link works, as the e-mail says it ({days} in its words) and the functions check it.
  const actionLifetime = confirmation.actionLifetime.replace('{days}', String(newsletterLinkLifetimeDays.confirm))
  const unsubscribeLifetime = confirmation.unsubscribeLifetime.replace(
    '{days}',
    String(newsletterLinkLifetimeDays.unsubscribe),
  )
  // French typography puts a non-breaking space before the colon; English none.
  const colon = language === 'en' ? ':' : '\u00a0:'
  const text = [
    confirmation.greeting,
    '',
    confirmation.intro,
    '',
    `${confirmation.action}${colon} ${confirmUrl}`,
    actionLifetime,
    '',
    confirmation.ignore,
    '',
    confirmation.signature,
    '',
    `${confirmation.unsubscribe}${colon} ${unsubscribeUrl}`,
    unsubscribeLifetime,
  ].join('\n')
  const html = [
    `<p>${escapeHtml(confirmation.greeting)}</p>`,
    `<p>${escapeHtml(confirmation.intro)}</p>`,
    `<p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(confirmation.action)}</a><br>${escapeHtml(actionLifetime)}</p>`,
    `<p>${escapeHtml(confirmation.ignore)}</p>`,
    `<p>${escapeHtml(confirmation.signature)}</p>`,
    `<p><small><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(confirmation.unsubscribe)}</a> (${escapeHtml(unsubscribeLifetime)})</small></p>`,
  ].join('\n')
  return {
    to: [email],
    subject: confirmation.subject,
    text,
    html,
    // One-click unsubscribe (RFC 8058), in every e-mail sent to a subscriber.
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

type Listed = ContactLead & { id: string; createdAt: Date; lastError?: string | null }
type ListWords = { subject: string; intro: string; request: string; fix?: string }

/**
 * Several requests in one e-mail, each in full. Its idempotency key is a hash of the whole list: two lists that
 * begin alike are two e-mails.
 */
async function requestsEmail(kind: string, words: ListWords, requests: Listed[], to: string): Promise<Email> {
  const parts = requests.map(({ id, createdAt, lastError, ...request }) =>
    requestParts(id, request, createdAt, lastError === undefined ? [] : [[digest.error, lastError ?? '']]),
  )
  const text = [
    words.intro,
    '',
    ...parts.flatMap((part, index) => [`— ${words.request} ${index + 1} —`, ...part.text, '']),
    ...(words.fix ? [words.fix] : []),
  ].join('\n')
  const html = [
    `<p>${escapeHtml(words.intro)}</p>`,
    ...parts.flatMap((part, index) => [`<h2>${escapeHtml(words.request)} ${index + 1}</h2>`, ...part.html]),
    ...(words.fix ? [`<p>${escapeHtml(words.fix)}</p>`] : []),
  ].join('\n')
  const ids = requests.map((request) => request.id).sort()
  return {
    to: [to],
    subject: `${words.subject} (${requests.length})`,
    text,
    html,
    idempotencyKey: `${kind}/${await sha256Hex(ids.join(','))}`,
  }
}

/** The daily digest of the requests whose notification failed for good, each in full. */
export const failedNotificationsDigestEmail = (failures: FailedContact[], to: string) =>
  requestsEmail('failed-digest', digest, failures, to)

/** The requests held back by the hourly ceiling of notifications, in one e-mail. */
export const groupedNotificationsEmail = (requests: StoredContact[], to: string) =>
  requestsEmail(
    'grouped',
    grouped,
    requests.map(({ attempts: _attempts, ...request }) => request),
    to,
  )
