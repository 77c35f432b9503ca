import { type Language, lang } from '../lang.ts'

/** Fills the {slots} of a copy template; a slot without a value stays as written, so a typo shows. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot))
}

/**
 * The form of a copy pair that agrees with n in the page's language (French: 0 and 1 take the singular; English: 1
 * only), or `zero` where one is written, filled with n and the values.
 */
export function plural(
  forms: { zero?: string; one: string; other: string },
  n: number,
  values: Readonly<Record<string, string | number>> = {},
  language: Language = lang,
): string {
  const one = language === 'fr' ? n <= 1 : n === 1
  return fill(n === 0 && forms.zero ? forms.zero : one ? forms.one : forms.other, { n, ...values })
}

/**
 * A label and what it introduces, as the language punctuates it: French spaces the colon ("Clics : 12", a no-break
 * space where the caller gives one), English does not ("Clicks: 12").
 */
export const labelled = (label: string, value: string, options: ColonOptions = {}) =>
  `${label}${colon(options)}${value}`

type ColonOptions = { frenchSpace?: string; language?: Language }

/** The colon after a label, with the space French puts before it (a no-break one where the caller gives it). */
export const colon = ({ frenchSpace = ' ', language = lang }: ColonOptions = {}) =>
  language === 'fr' ? `${frenchSpace}: ` : ': '

/**
 * The inline marks a content string may carry: a [label](href) link, **bold**, or {fr|words} in French on a page in
 * another language (lang="fr"). One pattern for the page, which renders them (src/ui/RichText.tsx), and for the
 * structured data, which carries their text (plainText).
 */
export const INLINE_MARK = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\{fr\|([^{}|]+)\}/g

/** A content string as a reader sees it: the links' labels and the bold words, without their marks. */
export const plainText = (text: string): string =>
  text.replace(
    INLINE_MARK,
    (_mark, label: string | undefined, _href, bold: string | undefined, french: string | undefined) =>
      french ?? (bold === undefined ? label! : plainText(bold)),
  )
