/**
 * A newsletter issue: content/newsletter/<yyyy-mm>.json, its English edition content/en/newsletter/<yyyy-mm>.json.
 * The build makes it a page (/newsletter/<yyyy-mm>, from its `sendAt`) and an e-mail that newsletter-send mails at
 * `sendAt` (/newsletter/issues.json, src/newsletter/issues-file.ts).
 */
import { z } from 'zod'
import { hrefSchema, isoDate, nonEmpty } from '../schema.ts'

/** An issue's file name: its month, yyyy-mm, as newsletter-send reads it. */
export { ISSUE_ID as ISSUE_FILE_NAME } from '../../supabase/functions/_shared/newsletter-issue.ts'

export const newsletterIssueSchema = z
  .object({
    /** When it is mailed, and when its page goes online: a date and time with its offset. */
    sendAt: isoDate.refine((date) => date.includes('T'), 'date et heure d’envoi attendues (AAAA-MM-JJTHH:MM+01:00)'),
    /** The e-mail's subject, also the page's title. */
    subject: nonEmpty.max(80, 'objet de plus de 80 caractères : les messageries le coupent'),
    /** The opening lines, above the tip. */
    intro: nonEmpty,
    /** The owner's tip of the month. */
    tip: z
      .object({
        title: nonEmpty.max(90, 'titre de plus de 90 caractères : il fait aussi la description de la page'),
        /** Paragraphs separated by a blank line. */
        text: nonEmpty,
        link: z.object({ label: nonEmpty, href: hrefSchema }).strict(),
      })
      .strict(),
    /**
     * The articles it lists, in order (their slugs in its language); left out or empty: those published since the
     * previous issue in its language, latest first (src/newsletter/issues.ts).
     */
    articles: z.array(nonEmpty).optional(),
  })
  .strict()
