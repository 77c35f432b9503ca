/**
 * The newsletter's issues as the site shows and mails them, read at build only (the route handles read them under
 * import.meta.env.SSR, and /newsletter/issues.json is written by the build). An issue's page goes online as a
 * scheduled article does, from the first build after its `sendAt` (in development, at once); its e-mail is published
 * ahead, for the owner's test copy (src/newsletter/issues-file.ts).
 */
import issues from 'virtual:newsletter-issues'
import { type ArticleSummary, getArticleMetadata } from '#articles'
import { isPublished, publishInstant } from '@/content/published'

export type Issue = (typeof issues)[number]

/** Every issue of the page's language, written or sent, oldest first. */
export const allIssues = (): readonly Issue[] => issues

type Edition = Parameters<typeof isPublished>[1]
const thisBuild: Edition = { development: import.meta.env.DEV, now: new Date(__BUILD_TIME__) }
const isSent = (issue: Issue, edition: Edition) => isPublished({ publishDate: issue.sendAt }, edition)

/** The issues whose page a build puts online (this one unless said), latest first. */
export const sentIssues = (edition = thisBuild): Issue[] => issues.filter((issue) => isSent(issue, edition)).reverse()

export const sentIssue = (id: string | undefined): Issue | undefined => sentIssues().find((issue) => issue.id === id)

/** The first issue not sent yet, if one is written. */
export const nextIssue = (): Issue | undefined => issues.find((issue) => !isSent(issue, thisBuild))

/**
 * The articles an issue lists, each online when it is sent: those its file names, in its order, or else those
 * published after the previous issue of its language and until it is sent, latest first; the first issue reaches back
 * to the start of the month two months before its own (December's lists October's and November's).
 */
export function issueArticles(issue: Issue, letters: readonly Issue[] = issues): ArticleSummary[] {
  const sent = publishInstant(issue.sendAt)
  const articles = getArticleMetadata().filter(
    (article) => article.draft !== true && publishInstant(article.publishDate) <= sent,
  )
  if (issue.articles?.length)
    return issue.articles.flatMap((slug) => articles.filter((article) => article.slug === slug))
  const previous = letters.filter((letter) => letter.id < issue.id).at(-1)
  const [year, month] = issue.id.split('-').map(Number) as [number, number]
  const after = previous
    ? (time: number) => time > publishInstant(previous.sendAt)
    : (time: number) => time >= Date.UTC(year, month - 3, 1)
  return articles.filter((article) => after(publishInstant(article.publishDate)))
}
