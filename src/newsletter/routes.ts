/**
 * The handles of the newsletter's pages (paths in src/routes/table.ts): /newsletter, the letters sent, and each
 * letter's page, /newsletter/<yyyy-mm>, online from its sending (src/newsletter/issues.ts). Reading and a sign-up
 * form: the browser keeps them as served, the form an island. What they read runs at build only (./route-data.ts).
 */
import type { ArticleSummary } from '#articles'
import { formatMonth } from '@/lib/format'
import type { RouteHandle } from '@/routes/types'
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

/**
 * What the handles have in the browser, which reads a kept page's head and content from its HTML: `meta` says so if
 * it is ever called; the build's fields are absent, and with them the letters and their code.
 */
const BROWSER = {
  meta: () => Promise.reject(new Error('Les pages de la newsletter ne sont construites qu’au build.')),
}

export const newsletterHandle: RouteHandle<NewsletterListing> = {
  screen: () => import('../../pages/newsletter/NewsletterPage'),
  browser: 'kept',
  ...(import.meta.env.SSR
    ? {
        meta: async () => (await import('@content/pages/meta.json')).newsletterMeta,
        load: async () => (await data()).listing(),
      }
    : BROWSER),
}

export const issueHandle: RouteHandle<IssuePage> = {
  screen: () => import('../../pages/newsletter/NewsletterIssuePage'),
  browser: 'kept',
  label: ({ issue }) => (issue && ISSUE_ID.test(issue) ? monthLabel(issue) : null),
  ...(import.meta.env.SSR
    ? {
        expand: () => sentIssues().map((issue) => ({ issue: issue.id })),
        meta: async ({ issue }) => (await data()).issueMeta(issue),
        load: async ({ issue }) => (await data()).issuePage(issue),
      }
    : BROWSER),
}
