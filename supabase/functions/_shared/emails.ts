/** The e-mails themselves, in text and HTML, from the words of content/leads/emails.ts (copied into site-content.ts). */
import {
  contactNotification as notice,
  failedNotificationsDigest as digest,
  newsletterConfirmation as confirmation,
  serviceChoices,
} from './site-content.ts'
import type { ContactRequest } from './validation.ts'
import type { Email } from './mailer.ts'
import type { FailedContact } from './store.ts'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

const serviceLabel = (value: string) => serviceChoices.find((choice) => choice.value === value)?.label ?? value

const frenchDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(date)

/** One request as text and HTML: its fields, then its message. */
function requestParts(id: string, request: ContactRequest, receivedAt: Date, extra: [string, string][] = []) {
  const rows: [string, string][] = [
    [notice.labels.name, request.name],
    [notice.labels.email, request.email],
    [notice.labels.phone, request.phone || notice.noPhone],
    [notice.labels.service, serviceLabel(request.service)],
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
    ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p><strong>${escapeHtml(notice.labels.message)}</strong></p>`,
    `<p>${escapeHtml(request.message).replace(/\n/g, '<br>')}</p>`,
  ]
  return { text, html }
}

export function contactNotificationEmail(id: string, request: ContactRequest, receivedAt: Date, to: string): Email {
  const parts = requestParts(id, request, receivedAt)
  const text = [notice.intro, '', ...parts.text, '', notice.replyHint].join('\n')
  const html = [`<p>${escapeHtml(notice.intro)}</p>`, ...parts.html, `<p>${escapeHtml(notice.replyHint)}</p>`].join(
    '\n',
  )
  return {
    to: [to],
    subject: `${notice.subject}\u00a0: ${request.name} (${serviceLabel(request.service)})`,
    text,
    html,
    replyTo: request.email,
    idempotencyKey: `contact-request/${id}`,
  }
}

export function newsletterConfirmationEmail(email: string, confirmUrl: string, unsubscribeUrl: string): Email {
  const text = [
    confirmation.greeting,
    '',
    confirmation.intro,
    '',
    `${confirmation.action}\u00a0: ${confirmUrl}`,
    '',
    confirmation.ignore,
    '',
    confirmation.signature,
    '',
    `${confirmation.unsubscribe}\u00a0: ${unsubscribeUrl}`,
  ].join('\n')
  const html = [
    `<p>${escapeHtml(confirmation.greeting)}</p>`,
    `<p>${escapeHtml(confirmation.intro)}</p>`,
    `<p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(confirmation.action)}</a></p>`,
    `<p>${escapeHtml(confirmation.ignore)}</p>`,
    `<p>${escapeHtml(confirmation.signature)}</p>`,
    `<p><small><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(confirmation.unsubscribe)}</a></small></p>`,
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

/** The daily digest of the requests whose notification failed for good, each in full. */
export function failedNotificationsDigestEmail(failures: FailedContact[], to: string): Email {
  const parts = failures.map(({ id, createdAt, lastError, ...request }) =>
    requestParts(id, request, createdAt, [[digest.error, lastError ?? '']]),
  )
  const text = [
    digest.intro,
    '',
    ...parts.flatMap((part, index) => [`— ${digest.request} ${index + 1} —`, ...part.text, '']),
    digest.fix,
  ].join('\n')
  const html = [
    `<p>${escapeHtml(digest.intro)}</p>`,
    ...parts.flatMap((part, index) => [`<h2>${escapeHtml(digest.request)} ${index + 1}</h2>`, ...part.html]),
    `<p>${escapeHtml(digest.fix)}</p>`,
  ].join('\n')
  return {
    to: [to],
    subject: `${digest.subject} (${failures.length})`,
    text,
    html,
    idempotencyKey: `failed-digest/${failures
      .map((failure) => failure.id)
      .sort()
      .join(',')}`.slice(0, 256),
  }
}
