/**
 * The newsletter's issues as the sender reads them: the site publishes them, rendered from their content files (as
 * it publishes the translation list, ./translation-status.ts), and newsletter-send fetches them there. The site is thus the one place an issue is written, and an issue edited in the editor needs no
 * deployment of the functions. An edition's HTML and text carry UNSUBSCRIBE_LINK where each subscriber's own link goes.
 */
import { ISSUE_ID } from './issue-id.ts'
import { readSiteFile } from './site-file.ts'
import { LANGUAGES, type Language } from './validation.ts'

export const NEWSLETTER_ISSUES_PATH = '/newsletter/issues.json'
/** Replaced, in each message, by that subscriber's signed unsubscribe link. */
export const UNSUBSCRIBE_LINK = '%%UNSUBSCRIBE_LINK%%'
export { ISSUE_ID } from './issue-id.ts'

export type Edition = { subject: string; html: string; text: string }
export type NewsletterIssue = {
  /** yyyy-mm */
  id: string
  /** When it goes out (ISO 8601 with its offset); never less than 24 hours after the owner's test copy. */
  sendAt: string
  /** One per language it is written in: subscribers of another language are not sent this issue. */
  editions: Partial<Record<Language, Edition>>
  /**
   * Whether the build that published the list put the issue's page online (from `sendAt`): the e-mail links to it, so
   * it is not sent before the deploy hook has rebuilt the site (../deploy-hook/).
   */
  online: boolean
}

const isEdition = (value: unknown): value is Edition =>
  typeof value === 'object' &&
  value !== null &&
  ['subject', 'html', 'text'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string') &&
  (value as Edition).html.includes(UNSUBSCRIBE_LINK) &&
  (value as Edition).text.includes(UNSUBSCRIBE_LINK)

/** An issue as published, or null for anything else (an edition without its unsubscribe link is not an edition). */
export function issueOf(value: unknown): NewsletterIssue | null {
  if (typeof value !== 'object' || value === null) return null
  const { id, sendAt, editions, online } = value as Record<string, unknown>
  if (typeof id !== 'string' || !ISSUE_ID.test(id)) return null
  if (typeof sendAt !== 'string' || Number.isNaN(Date.parse(sendAt))) return null
  if (typeof editions !== 'object' || editions === null) return null
  const valid: NewsletterIssue['editions'] = {}
  for (const language of LANGUAGES) {
    const edition = (editions as Record<string, unknown>)[language]
    if (edition === undefined) continue
    if (!isEdition(edition)) return null
    valid[language] = edition
  }
  return Object.keys(valid).length ? { id, sendAt, editions: valid, online: online === true } : null
}

/** The issues the site publishes, or null when it does not answer or answers something else. */
export const publishedIssues = (siteUrl: string, timeoutMs = 5000): Promise<NewsletterIssue[] | null> =>
  readSiteFile(
    siteUrl,
    NEWSLETTER_ISSUES_PATH,
    async (response) => {
      const body = (await response.json()) as { issues?: unknown } | null
      if (!Array.isArray(body?.issues)) return null
      const issues = body.issues.map(issueOf)
      return issues.every((issue) => issue !== null) ? (issues as NewsletterIssue[]) : null
    },
    timeoutMs,
  )
