/**
 * /schedule.json: when the build was made and what the content schedules after it (src/build/site-date.ts), each at
 * its instant: an article (unnamed until it is online), a newsletter letter, an offer's end. The deploy hook's job
 * rebuilds the site at each (../deploy-hook/); the weekly report announces them (./weekly-report.ts).
 */
import { readSiteFile } from './site-file.ts'

export const SCHEDULE_PATH = '/schedule.json'
/** An article goes online, a letter is sent (its page online), an offer ends (its block leaves its page). */
export type Due = { at: string; kind: 'article' | 'letter' | 'offer-end'; name?: string }
export type SiteSchedule = { builtAt: string; due: Due[] }

const instant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value))
const KINDS = ['article', 'letter', 'offer-end']

function dueOf(value: unknown): Due | null {
  if (typeof value !== 'object' || value === null) return null
  const { at, kind, name } = value as Record<string, unknown>
  if (!instant(at) || !KINDS.includes(kind as string) || (name !== undefined && typeof name !== 'string')) return null
  return { at, kind: kind as Due['kind'], ...(name !== undefined && { name: name as string }) }
}

export function scheduleOf(value: unknown): SiteSchedule | null {
  if (typeof value !== 'object' || value === null) return null
  const { builtAt, due } = value as Record<string, unknown>
  if (!instant(builtAt) || !Array.isArray(due)) return null
  const entries = due.map(dueOf)
  if (entries.some((entry) => entry === null)) return null
  return { builtAt, due: (entries as Due[]).sort((a, b) => Date.parse(a.at) - Date.parse(b.at)) }
}

export const publishedSchedule = (siteUrl: string, timeoutMs = 5000): Promise<SiteSchedule | null> =>
  readSiteFile(siteUrl, SCHEDULE_PATH, async (response) => scheduleOf(await response.json()), timeoutMs)
