/**
 * Sending an issue of the newsletter (newsletter-send): the owner's test copy first, then, at least 24 hours later
 * and not before its date, the issue to every confirmed subscriber of each language it is written in, by batches of
 * BATCH_LIMIT. Each batch is recorded before it is sent (./newsletter-store.ts) under a key derived from the issue
 * and its addresses, which the e-mail API honours as an idempotency key: so each subscriber gets an issue once.
 */
import type { Deps } from './deps.ts'
import { sha256Hex } from './http.ts'
import { BATCH_LIMIT, type Email } from './mailer.ts'
import { escapeHtml } from './emails.ts'
import { type Edition, type NewsletterIssue, UNSUBSCRIBE_LINK } from './newsletter-issue.ts'
import type { Delivery } from './newsletter-store.ts'
import { newsletterLink } from './notify.ts'
import { LANGUAGES, type Language } from './validation.ts'

/** The owner's test copy goes this long before the issue, and the issue never sooner than this after it. */
export const TEST_COPY_AHEAD_MS = 24 * 3600_000
/** An issue is announced to the owner (its test copy) once it is this close to its date. */
export const TEST_COPY_WINDOW_MS = 7 * 24 * 3600_000
/** An issue older than this is no longer sent (one added late for a past month, say). */
export const TOO_OLD_MS = 30 * 24 * 3600_000

export type IssueReport = {
  id: string
  /**
   * not-yet: its test copy is not due; test-sent: just now; waiting: for 24 hours after it, for its page to be online
   * (the site rebuilt after its date), or for a batch's lease;
   * sending: the run's time ran out; stopped: the e-mail API failed, the batch waits; sent: to everyone.
   */
  state: 'not-yet' | 'test-sent' | 'waiting' | 'sending' | 'sent' | 'too-old' | 'stopped'
  sent: number
  failed: number
}

/** « français », « anglais »: the owner's words for a language code. */
const languageName = new Intl.DisplayNames(['fr'], { type: 'language' })
const dateFr = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(date)

/** An edition as one subscriber receives it: his unsubscribe link in both parts. */
export const personalise = (edition: Edition, unsubscribeUrl: string): Edition => ({
  subject: edition.subject,
  html: edition.html.replaceAll(UNSUBSCRIBE_LINK, escapeHtml(unsubscribeUrl)),
  text: edition.text.replaceAll(UNSUBSCRIBE_LINK, unsubscribeUrl),
})

/** The key of a batch: the issue and its addresses, whatever their order. */
export const batchKey = async (issue: string, emails: string[]) =>
  `newsletter/${issue}/${(await sha256Hex([...emails].sort().join('\n'))).slice(0, 40)}`

/** One subscriber's message: his unsubscribe link in the text, the HTML and the headers (RFC 2369, RFC 8058). */
export async function messageFor(deps: Deps, edition: Edition, delivery: Delivery): Promise<Email> {
  const unsubscribe = await newsletterLink(
    deps,
    'unsubscribe',
    delivery.subscriptionId,
    delivery.language,
    delivery.linksIssuedAt,
  )
  const mailto = `mailto:${deps.config.email.notifyTo}?subject=${encodeURIComponent('Désinscription de la newsletter')}`
  return {
    to: [delivery.email],
    ...personalise(edition, unsubscribe),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/** The owner's copy of each edition, ahead of the issue, with what will happen and to how many. */
async function sendTestCopies(context: Deps, issue: NewsletterIssue, sendAt: Date): Promise<boolean> {
  const audience = await context.newsletter.audience(issue.id)
  const languages = LANGUAGES.filter((language) => issue.editions[language])
  const missing = LANGUAGES.filter((language) => !issue.editions[language] && audience[language] > 0)
  const counts = LANGUAGES.map((language) => `${audience[language]} en ${languageName.of(language)}`)
  for (const language of languages) {
    const edition = issue.editions[language] as Edition
    const note = [
      `Copie de test de la newsletter ${issue.id} (édition en ${languageName.of(language)}).`,
      `Envoi prévu le ${dateFr(sendAt)}, aux abonnés confirmés à ce jour\u00a0: ${counts.join(', ')}.`,
      ...missing.map(
        (other) =>
          `Pas d’édition en ${languageName.of(other)}\u00a0: les abonnés en ${languageName.of(other)} (${audience[other]}) ne recevront pas ce numéro.`,
      ),
      'Pour corriger, modifiez le numéro dans l’éditeur avant cette date\u00a0; le lien de désinscription ci-dessous est un exemple.',
    ]
    const copy = personalise(edition, `${context.config.siteUrl}/newsletter/desinscrire`)
    const outcome = await context.mailer.send({
      to: [context.config.email.notifyTo],
      subject: `[Test] ${copy.subject}`,
      text: `${note.join('\n')}\n\n---\n\n${copy.text}`,
      html: `${note.map((line) => `<p style="color:#b45309">${escapeHtml(line)}</p>`).join('')}<hr>${copy.html}`,
      idempotencyKey: `newsletter-test/${issue.id}/${language}`,
    })
    if (!outcome.ok) {
      context.log(`Copie de test de la newsletter ${issue.id} non envoyée`, outcome.error)
      return false
    }
  }
  await context.newsletter.recordTestSent(issue.id)
  return true
}

/** Tells the owner, once per issue, that the e-mail API refused some of its batches. */
async function tellFailure(context: Deps, issue: string, count: number, error: string) {
  if (!(await context.newsletter.claimFailureReport(issue))) return
  const text = [
    `Le service d’envoi a refusé un lot de ${count} exemplaires de la newsletter ${issue}\u00a0: ${error}`,
    'Ces abonnés ne l’ont pas reçue\u00a0; l’envoi continue pour les autres. Vérifiez le domaine d’envoi et les adresses concernées (table newsletter_deliveries, statut failed).',
  ]
  const outcome = await context.mailer.send({
    to: [context.config.email.notifyTo],
    subject: `Newsletter ${issue}\u00a0: des envois refusés`,
    text: text.join('\n\n'),
    html: text.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    idempotencyKey: `newsletter-failure/${issue}`,
  })
  if (!outcome.ok) context.log(`Échec de la newsletter ${issue} non signalé`, outcome.error)
}

/**
 * Sends the issue's batches until none is left, the time budget is spent, or the e-mail API stops taking them (the
 * batch then stays recorded and is taken again once its lease has passed, by this run's next call or the next run).
 */
async function sendBatches(context: Deps, issue: NewsletterIssue, budgetMs: number, leaseSeconds: number) {
  const started = Date.now()
  const languages = LANGUAGES.filter((language) => issue.editions[language])
  const report = { sent: 0, failed: 0, done: false, stopped: false, leased: false }
  while (Date.now() - started < budgetMs) {
    let batch = await context.newsletter.takeStaleBatch(issue.id, leaseSeconds)
    for (const language of languages) {
      if (batch.length) break
      batch = await context.newsletter.recordBatch(
        issue.id,
        language as Language,
        BATCH_LIMIT,
        Math.floor(Date.now() / 1000),
        (emails) => batchKey(issue.id, emails),
      )
    }
    if (!batch.length) {
      // What is left is a batch another sender holds, or one waiting out its lease after a crash.
      report.leased = (await context.newsletter.pending(issue.id)) > 0
      report.done = !report.leased
      return report
    }
    const key = batch[0]!.batch
    const edition = issue.editions[batch[0]!.language] as Edition
    const emails = await Promise.all(batch.map((delivery) => messageFor(context, edition, delivery)))
    const outcome = await context.mailer.sendBatch(emails, key)
    await context.store.recordMailOutcome(outcome.ok, outcome.ok ? null : outcome.error).catch(() => {})
    const addresses = batch.map((delivery) => delivery.email)
    if (outcome.ok) {
      await context.newsletter.recordSent(issue.id, key, addresses, outcome.ids)
      report.sent += batch.length
    } else if (outcome.permanent) {
      // The API refused these e-mails themselves (400, 422): sending them again would fail again.
      await context.newsletter.recordFailed(issue.id, key, outcome.error)
      report.failed += batch.length
      await tellFailure(context, issue.id, batch.length, outcome.error)
    } else {
      // Still failing after the mailer's retries (429, 5xx, silence), or a refusal of the site itself (401, 403: the
      // key, the domain): nothing is lost, the batch waits for its lease and the next run.
      context.log(`Newsletter ${issue.id}\u00a0: lot en attente`, outcome.error)
      report.stopped = true
      return report
    }
  }
  return report
}

/** One run of the sender over the issues the site publishes. */
export async function runNewsletter(
  context: Deps,
  issues: NewsletterIssue[],
  { budgetMs = 50_000, leaseSeconds = 120 } = {},
): Promise<IssueReport[]> {
  const reports: IssueReport[] = []
  const now = Date.now()
  const deadline = now + budgetMs
  for (const issue of [...issues].sort((a, b) => Date.parse(a.sendAt) - Date.parse(b.sendAt))) {
    const sendAt = new Date(issue.sendAt)
    const report: IssueReport = { id: issue.id, state: 'not-yet', sent: 0, failed: 0 }
    reports.push(report)
    const run = await context.newsletter.run(issue.id)
    if (run.completedAt) {
      report.state = 'sent'
      continue
    }
    if (now - sendAt.getTime() > TOO_OLD_MS) {
      report.state = 'too-old'
      continue
    }
    if (!run.testSentAt) {
      if (sendAt.getTime() - now <= TEST_COPY_WINDOW_MS && (await sendTestCopies(context, issue, sendAt)))
        report.state = 'test-sent'
      continue
    }
    const due = Math.max(sendAt.getTime(), run.testSentAt.getTime() + TEST_COPY_AHEAD_MS)
    // Its page online too: the e-mail's « read online » link leads there.
    if (now < due || !issue.online) {
      if (now >= due + 3600_000)
        context.log(
          `Newsletter ${issue.id}\u00a0: due depuis plus d’une heure, sa page n’est pas en ligne (site non reconstruit)`,
        )
      report.state = 'waiting'
      continue
    }
    const sent = await sendBatches(context, issue, Math.max(0, deadline - Date.now()), leaseSeconds)
    Object.assign(report, { sent: sent.sent, failed: sent.failed })
    report.state = sent.stopped ? 'stopped' : sent.leased ? 'waiting' : 'sending'
    if (sent.done) {
      const total = await context.newsletter.complete(issue.id)
      Object.assign(report, { state: 'sent', ...total })
    }
  }
  return reports
}
