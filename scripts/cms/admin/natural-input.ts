/**
 * Input as the owner types it, put in the house form before the check and the save (./main.ts): a price « 127 »,
 * « 127€ » or « 127 € » is « 127 € » (a non-breaking space, the thousands grouped: « 1 097 € »); a month
 * « octobre 2026 » is « 2026-10 »; an hour « 9h » is « 09:00 »; the phone number is
 * typed once, as visitors read it, and its international form for the call links follows from it; a published
 * article whose slug changes keeps its old address, redirected (its `aliases`); a service's price typed in an article
 * beside its link is quoted (src/content/article-facts.ts). What cannot be read so is left as typed, for the check to
 * refuse with its reason.
 */
import { quoteArticlePrices } from '../../../src/content/article-facts.ts'
import { parseArticleSource } from '../../../src/content/article-source.ts'
import { memoryTree } from '../../../src/content/tree.ts'

/** « 127 », « 127€ », « 1097 », « 119,10 € » → « 127 € », « 1 097 € », « 119,10 € »; anything else as typed. */
export function houseAmount(text: string): string {
  const match = /^\s*(\d{1,3}(?:[ \u00a0\u202f.]\d{3})+|\d+)(?:[,.](\d{1,2}))?\s*(?:€|euros?)?\s*$/i.exec(text)
  if (!match) return text
  const digits = String(Number(match[1]!.replace(/\D/g, '')))
  const grouped = digits.length > 3 ? digits.replace(/\B(?=(\d{3})+$)/g, '\u00a0') : digits
  const cents = match[2] ? `,${match[2].padEnd(2, '0')}` : ''
  return `${grouped}${cents}\u00a0€`
}

/** The months as French writes them, from the platform: « janvier »… « décembre ». */
const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('fr', { month: 'long' }).format(new Date(2024, index, 15)),
)

/** « octobre 2026 », « 10/2026 », « 10-2026 » → « 2026-10 »; anything else as typed. */
export function houseMonth(text: string): string {
  const words = /^\s*([a-zéû]+)\.?\s+(\d{4})\s*$/i.exec(text)
  const named = words ? MONTHS.findIndex((month) => month.startsWith(words[1]!.toLowerCase().slice(0, 3))) + 1 : 0
  const [, month, year] = /^\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/.exec(text) ?? []
  const number = named || Number(month)
  const yearOf = named ? words![2] : year
  return number >= 1 && number <= 12 && yearOf ? `${yearOf}-${String(number).padStart(2, '0')}` : text
}

/** « 9h », « 9 h 30 », « 9:30 », « 18h » → « 09:00 », « 09:30 », « 18:00 »; anything else as typed. */
export function houseTime(text: string): string {
  const [, hours, minutes = '0'] = /^\s*(\d{1,2})\s*(?:h|:)\s*(\d{2})?\s*$/i.exec(text) ?? []
  return hours && Number(hours) < 24 && Number(minutes) < 60
    ? `${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}`
    : text
}

/** Keys whose values are put in the house form, and how. */
export const HOUSE_FORMS: Record<string, (text: string) => string> = {
  amount: houseAmount,
  // A plan's deposit (a service's `deposits`).
  creationEssentielle: houseAmount,
  creationAvancee: houseAmount,
  month: houseMonth,
  opens: houseTime,
  closes: houseTime,
  phoneCloses: houseTime,
}

/** The E.164 form of a number as people write it: « 01 99 00 27 45 », « +33 1 99 00 27 45 » → +33199002745. */
export function e164Of(display: string): string | undefined {
  const digits = display.replace(/[\s.\-()\u00a0\u202f]/g, '')
  if (/^0[1-9]\d{8}$/.test(digits)) return `+33${digits.slice(1)}`
  if (/^00\d{8,15}$/.test(digits)) return `+${digits.slice(2)}`
  if (/^\+\d{8,15}$/.test(digits)) return digits
  return undefined
}

type Change = { path: (string | number)[]; value: unknown }

/** The old address of an article whose slug changed (`before`: its file as it was), unless it was a draft. */
function movedArticle(file: string, data: Record<string, unknown>, before: string | undefined): Change[] {
  const [, language] = /^content\/(?:([a-z]{2})\/)?articles\/[^/]+\.mdx$/.exec(file) ?? []
  if (before === undefined || !/\.mdx$/.test(file)) return []
  let old: Record<string, unknown>
  try {
    old = parseArticleSource(file, before).data
  } catch {
    return []
  }
  const listed = (value: unknown) => (Array.isArray(value) ? value.map(String) : [])
  const moved = old.draft !== true && typeof old.slug === 'string' && old.slug !== data.slug
  // The old addresses the file had stay (a form kept open since a save may not show them); the one left is added.
  const aliases = [
    ...new Set([
      ...listed(old.aliases),
      ...listed(data.aliases),
      ...(moved ? [`${language ? `/${language}` : ''}/blog/${String(old.slug)}`] : []),
    ]),
  ]
  return aliases.join() === listed(data.aliases).join() ? [] : [{ path: ['aliases'], value: aliases }]
}

/**
 * A new article's number: the one the editor proposed when its page was loaded may have been taken since (an article
 * saved in the same session); then the next free one. A number the owner typed himself is his to change.
 */
export function freeArticleNumber(
  id: unknown,
  proposed: unknown,
  files: Readonly<Record<string, string>>,
): number | undefined {
  const taken = Object.entries(files)
    .filter(([file]) => /^content\/articles\/[^/]+\.mdx$/.test(file))
    .map(([file, text]) => {
      try {
        return Number(parseArticleSource(file, text).data.id)
      } catch {
        return Number.NaN
      }
    })
    .filter(Number.isFinite)
  if (id !== proposed || !taken.includes(Number(id))) return undefined
  return Math.max(0, ...taken) + 1
}

/**
 * The changes natural input makes to an entry of `file` (`before`: the file as it was; `files`: the repository, whose
 * services' prices an article's text quotes), as paths and values.
 */
export function naturalInput(
  file: string,
  data: Record<string, unknown>,
  before?: string,
  files?: Readonly<Record<string, string>>,
): Change[] {
  const changes: Change[] = []
  const translated = /^content\/[a-z]{2}\//.test(file)
  const visit = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value))
      value.forEach((item, index) => {
        visit(item, [...path, index])
      })
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        // A price is free copy (« Sur devis », « À partir de {{this.amount}} »), edited as such: an amount alone in it is
        // put in the house form all the same.
        const house = HOUSE_FORMS[key] ?? (key === 'price' ? houseAmount : undefined)
        // A translation writes its amounts as its language does (« €997 »): the house form is French.
        if (house === houseAmount && translated) visit(item, [...path, key])
        else if (house && typeof item === 'string' && house(item) !== item)
          changes.push({ path: [...path, key], value: house(item) })
        else visit(item, [...path, key])
      }
  }
  visit(data, [])
  const phone = data.phone as { display?: unknown; e164?: unknown } | undefined
  if (file === 'content/site.json' && typeof phone?.display === 'string') {
    const e164 = e164Of(phone.display)
    if (e164 && e164 !== phone.e164) changes.push({ path: ['phone', 'e164'], value: e164 })
  }
  // A service's price typed beside its link in an article: quoted, so that it follows the service's amount.
  if (files && /\.mdx$/.test(file) && typeof data.body === 'string') {
    const quoted = quoteArticlePrices(file, data.body, memoryTree(files))
    if (quoted !== data.body) changes.push({ path: ['body'], value: quoted })
  }
  return [...changes, ...movedArticle(file, data, before)]
}
