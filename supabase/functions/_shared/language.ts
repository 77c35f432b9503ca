/**
 * The visitor's language in the functions: the words of content/leads/ (French) or content/en/leads/ (English), and
 * the outcome pages of the site in that language (src/leads/outcomes.ts names the English ones). Both copied into
 * site-content.ts by `npm run leads:content`.
 */
import { en, leadErrors, newsletterConfirmation } from './site-content.ts'
import type { Language } from './validation.ts'

/** An outcome page of the French site (src/leads/outcomes.ts). */
export type OutcomePath = keyof typeof en.outcomePaths

/** The reasons a function gives, in the request's language. */
export const reasonsIn = (language: Language) => (language === 'en' ? en.leadErrors : leadErrors)

/** The words of the newsletter's confirmation e-mail to the visitor. */
export const confirmationWordsIn = (language: Language) =>
  language === 'en' ? en.newsletterConfirmation : newsletterConfirmation

/** The outcome page in that language: the French path, or its English one under /en/. */
export const outcomePath = (path: OutcomePath, language: Language): string =>
  language === 'en' ? en.outcomePaths[path] : path
