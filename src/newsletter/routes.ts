/**
 * The handles of the newsletter's pages (paths in src/routes/table.ts): /newsletter, the letters sent, and each
 * letter's page, /newsletter/<yyyy-mm>, online from its sending (src/newsletter/issues.ts). Reading and a sign-up
 * form: the browser keeps them as served, the form an island. What they read runs at build only (./route-data.ts).
 */
import type { ArticleSummary } from '#articles'
import { formatMonth } from '@/lib/format'
import { KEPT_IN_BROWSER, type RouteHandle } from '@/routes/types'
import { ISSUE_ID } from '@functions/_shared/issue-id'
import { type Issue, sentIssues } from './issues'

export type NewsletterListing = {
  issues: { id: string; sendAt: string; subject: string; tip: string }[]
  /** When the next letter goes out, if it is written. */
  next?: string
}
export type IssuePage = { issue: Issue; articles: ArticleSummary[] }

const data = () => import('./route-data')

/** A letter's month, as its breadcrumb says it: « Décembre 2026 ». */
const monthLabel = (id: string) => formatMonth(id).replace(/^./, (first) => first.toUpperCase())

export const newsletterHandle: RouteHandle<NewsletterListing> = {
  browser: 'kept',
  ...(import.meta.env.SSR
    ? {
        screen: () => import('../../pages/newsletter/NewsletterPage'),
        meta: async () => (await import('@content/pages/meta.json')).newsletterMeta,
        load: async () => (await data()).listing(),
      }
    : KEPT_IN_BROWSER),
}

export const issueHandle: RouteHandle<IssuePage> = {
  browser: 'kept',
  label: ({ issue }) => (issue && ISSUE_ID.test(issue) ? monthLabel(issue) : null),
  ...(import.meta.env.SSR
    ? {
        screen: () => import('../../pages/newsletter/NewsletterIssuePage'),
        expand: () => sentIssues().map((issue) => ({ issue: issue.id })),
        meta: async ({ issue }) => (await data()).issueMeta(issue),
        load: async ({ issue }) => (await data()).issuePage(issue),
      }
    : KEPT_IN_BROWSER),
}
