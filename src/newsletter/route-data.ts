/**
 * What the newsletter's pages read at build (src/newsletter/routes.ts imports it on demand, so that none of it, nor
 * the pages' copy, weighs on the shell every page loads): the letters sent, a letter and its articles, their heads.
 */
import { newsletterPage as t } from '@content/pages/newsletter.json'
import { loadSummaries } from '@/blog/load'
import { formatMonth } from '@/lib/format'
import { fill, plural } from '@/lib/text'
import type { RouteMeta } from '@/routes/types'
import { issueArticles, nextIssue, sentIssue, sentIssues } from './issues'
import type { IssuePage, NewsletterListing } from './routes'

export function listing(): NewsletterListing {
  const next = nextIssue()
  return {
    issues: sentIssues().map((issue) => ({
      id: issue.id,
      sendAt: issue.sendAt,
      subject: issue.subject,
      tip: issue.tip.title,
    })),
    ...(next && { next: next.sendAt }),
  }
}

export async function issuePage(id: string | undefined): Promise<IssuePage> {
  const issue = sentIssue(id)!
  return { issue, articles: await loadSummaries(issueArticles(issue)) }
}

export function issueMeta(id: string | undefined): RouteMeta {
  const issue = sentIssue(id)!
  const month = formatMonth(issue.id)
  return {
    title: fill(t.issueTitle, { month }),
    description: plural(t.issueDescription, issueArticles(issue).length, { month, tip: issue.tip.title }),
    keywords: [fill(t.issueTitle, { month })],
  }
}
