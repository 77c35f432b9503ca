/**
 * /newsletter/issues.json, what newsletter-send reads (supabase/functions/_shared/newsletter-issue.ts): every issue
 * written, sent or not (the owner's test copy goes out a week ahead), with its edition in each language it has.
 */
import type { Language } from '@/lang'
import { issueEmail } from './IssueEmail'
import { allIssues, issueArticles, sentIssue } from './issues'

/** The editions of the page's language. */
export const issueEditions = () =>
  allIssues().map((issue) => ({
    id: issue.id,
    sendAt: issue.sendAt,
    // Its page is in this build: newsletter-send waits for it.
    online: sentIssue(issue.id) !== undefined,
    edition: issueEmail({ issue, articles: issueArticles(issue) }),
  }))

type Editions = ReturnType<typeof issueEditions>

/** The file, from each language's editions (the French first: an English edition translates a French issue). */
export function issuesJson(byLanguage: Record<Language, Editions>): string {
  const issues = byLanguage.fr.map(({ id, sendAt, online }) => ({
    id,
    sendAt,
    online,
    editions: Object.fromEntries(
      Object.entries(byLanguage).flatMap(([language, editions]) => {
        const edition = editions.find((candidate) => candidate.id === id)?.edition
        return edition ? [[language, edition]] : []
      }),
    ),
  }))
  return `${JSON.stringify({ issues })}\n`
}
