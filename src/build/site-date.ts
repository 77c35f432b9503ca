/**
 * The date a build publishes as of: now, unless SITE_DATE says otherwise. An article dated later, an offer ended
 * earlier, a newsletter letter sent later are left out as of that date (src/content/published.ts).
 * - SITE_DATE=2026-12-08T09:00+01:00: the site as it will be then, to check a scheduled page before its day.
 * - SITE_DATE=scheduled: as of the last date the content schedules (an article, a letter), or now if that is past: every
 *   page written is built. `npm test`'s browser tests run on such a build (scripts/test.mjs), so that what the deploy
 *   hook will publish unattended on its day has passed them today (docs/deploying.md).
 * Such a build previews, it does not publish: it adds nothing to the ledger of published addresses.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { publishInstant } from '../content/published.ts'
import { readArticleFile } from './vite/article-meta.ts'
import { readContentFile } from './content-files.ts'

/** The files of a folder of the content with that extension, by name; none when the folder is missing. */
const namesIn = (folder: string, extension: string) => {
  try {
    return readdirSync(folder).filter((name) => name.endsWith(extension))
  } catch {
    return []
  }
}

/**
 * What the content of `root` schedules, each at its instant: an article that is not a draft goes online, a letter is
 * sent and its page goes online, an offer's block leaves its service's page the day after its end (src/services/dates.ts).
 * A letter and an offer are named (their pages say as much); an article stays unnamed until it is online.
 */
export type Due = { at: number; kind: 'article' | 'letter' | 'offer-end'; name?: string }

export function scheduled(root: string): Due[] {
  const articles = namesIn(join(root, 'content/articles'), '.mdx')
    .map((name) => readArticleFile(join(root, 'content/articles', name), root).data)
    .filter((article) => article.draft !== true)
    .map((article): Due => ({ at: publishInstant(article.publishDate), kind: 'article' }))
  const letters = namesIn(join(root, 'content/newsletter'), '.json').map(
    (name): Due => ({
      at: publishInstant((readContentFile(`content/newsletter/${name}`, root) as { sendAt?: unknown }).sendAt),
      kind: 'letter',
      name: name.replace(/\.json$/, ''),
    }),
  )
  const offers = namesIn(join(root, 'content/services'), '.json').flatMap((name): Due[] => {
    const service = readContentFile(`content/services/${name}`, root) as {
      title?: string
      offer?: { validUntil?: string }
    }
    const until = publishInstant(service.offer?.validUntil)
    // Its block shows while a build's day (UTC) is not after its last one (src/services/dates.ts).
    return Number.isNaN(until) ? [] : [{ at: until + 86_400_000, kind: 'offer-end', name: service.title }]
  })
  return [...articles, ...letters, ...offers].filter((due) => !Number.isNaN(due.at))
}

/** The instants at which something is published: the articles' and the letters' (an offer's end publishes nothing). */
export const scheduledDates = (root: string): number[] =>
  scheduled(root)
    .filter((due) => due.kind !== 'offer-end')
    .map((due) => due.at)

export function siteDate(value = process.env.SITE_DATE, root = process.cwd(), now = new Date()): Date {
  if (!value) return now
  if (value === 'scheduled') return new Date(Math.max(now.getTime(), ...scheduledDates(root)))
  const date = new Date(value)
  if (Number.isNaN(date.getTime()))
    throw new Error(`SITE_DATE=${value} : date illisible (attendu AAAA-MM-JJTHH:MM+01:00, ou « scheduled »)`)
  return date
}

/** Whether this build previews another date than today's (SITE_DATE set). */
export const isPreview = () => Boolean(process.env.SITE_DATE)

/**
 * /schedule.json (supabase/functions/_shared/site-schedule.ts): when this build publishes as of, and what falls due
 * after it, in order: the deploy hook's job rebuilds the site at each instant, the weekly report announces them.
 */
export function scheduleJson(root: string, builtAt: Date): string {
  const due = scheduled(root)
    .filter((entry) => entry.at > builtAt.getTime())
    .sort((a, b) => a.at - b.at)
    .map(({ at, ...entry }) => ({ at: new Date(at).toISOString(), ...entry }))
  return `${JSON.stringify({ builtAt: builtAt.toISOString(), due })}\n`
}
