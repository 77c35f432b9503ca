/**
 * The pages a lead form leads to when it is sent without JavaScript, and those the newsletter's e-mail links open
 * (their copy: content/pages/lead-outcomes.json): a link opens a page whose button acts (a scanner that opens links
 * must not confirm or unsubscribe anyone), then the outcome. Not indexed, not in the sitemap. Keys are the paths.
 */
import { leadOutcomes as copy } from '@content/pages/lead-outcomes.json'
import type { PageMeta } from '@content/schema'
import type { LeadOutcomePath } from './outcome-paths'

export type LeadOutcome = {
  meta: PageMeta
  eyebrow: string
  title: string
  paragraphs: string[]
  /** Shown before the reason the function gave, when the address carries one (?motif=…). */
  reasonLabel?: string
  /** The button that does what the e-mail's link asked, posting the link's id and token to that function. */
  action?: { label: string; function: 'newsletter-confirm' | 'newsletter-unsubscribe' }
  links: { label: string; href: string }[]
}

export type { LeadOutcomePath }
// The content file has a page for each outcome path, and no other.
copy satisfies Record<LeadOutcomePath, unknown>
;({}) as Record<keyof typeof copy, unknown> satisfies Record<LeadOutcomePath, unknown>
// The actions' function names are checked at build (src/content/validate.ts).
export const leadOutcomes = copy as Record<LeadOutcomePath, LeadOutcome>
