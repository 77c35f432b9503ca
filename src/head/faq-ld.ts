/** The FAQPage entity of a page's questions and answers: articles, service pages and /contact build it here. */
import type { FaqEntry } from '@content/schema'
import type { FAQPage } from 'schema-dts'
import { plainText } from '@/lib/text'

/**
 * Each question with its answer as the page shows it, in plain text: an answer's [label](href) links and **bold**
 * (service pages render them, src/ui/FaqList.tsx) carry their words only, so that the answer equals the one displayed
 * (the audit compares them, scripts/audit/structured-data.ts).
 */
export function faqLd(entries: readonly FaqEntry[]): Exclude<FAQPage, string> {
  return {
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(entry.answer) },
    })),
  }
}
