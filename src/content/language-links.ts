/**
 * A page of one language links to a page of the other only saying so: the link's hreflang, or « (in French) » on an
 * English page, « (en anglais) » on a French one, in its words or right after them. The audit checks it on the built
 * pages (scripts/audit/links.ts); the build and the editor check it in the content files, where the owner writes an
 * English button's address (« /contact » where « /en/contact » was meant).
 */
import { fieldPath, REFERENCE, translatedFile } from '../build/content-files.ts'

/** What says that a link leads to the other language, by the language of the page it is on. */
export const OTHER_LANGUAGE = { fr: /\(en anglais\)/, en: /\(in French\)/ } as const

/** An address of a French page, as an English page may not link to it unmarked: not a file (/sitemap.xml), not /en. */
const FRENCH_PAGE = /^\/(?!en(?:[/?#]|$))(?![^?#]*\.[a-z0-9]+(?:[?#]|$))/
const MARKDOWN_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g
/** What follows a link, as the audit reads it: the first 40 characters. */
const AFTER = 40

/** The addresses of the Markdown links of an English text that lead to a French page without saying so. */
function unmarkedLinks(text: string): string[] {
  return [...text.matchAll(MARKDOWN_LINK)].flatMap((match) => {
    const [whole, label = '', href = ''] = match
    const after = text.slice(match.index + whole.length, match.index + whole.length + AFTER)
    return FRENCH_PAGE.test(href) && !OTHER_LANGUAGE.en.test(`${label} ${after}`) ? [href] : []
  })
}

const COMPONENT_HREF = /\bhref=["']([^"']+)["']/g

/**
 * The same in an English article's body, whose first line is line `firstLine` of `file`: its Markdown links, and its
 * components' `href` (a call to action), which say « (in French) » in their tag.
 */
export function checkArticleLanguageLinks(file: string, body: string, firstLine: number): string[] {
  if (translatedFile(file)?.language !== 'en') return []
  return body.split('\n').flatMap((text, index) => {
    const components = OTHER_LANGUAGE.en.test(text)
      ? []
      : [...text.matchAll(COMPONENT_HREF)].flatMap(([, href]) => (FRENCH_PAGE.test(href!) ? [href!] : []))
    return [...unmarkedLinks(text), ...components].map(
      (href) => `${file} : ligne ${firstLine + index} : ${frenchPage(href)}`,
    )
  })
}

/** What the owner is told of a link to a French page. */
const frenchPage = (href: string) =>
  `« ${href} » est une page française : écrivez l’adresse de la page anglaise (/en/…), ou, si la page n’existe qu’en français, « (in French) » dans le texte du lien ou juste après`

/** The links of an English content file's data to French pages that do not say so, as the build words them. */
export function checkLanguageLinks(file: string, data: unknown): string[] {
  if (translatedFile(file)?.language !== 'en') return []
  const problems: string[] = []
  const refuse = (path: (string | number)[], href: string) =>
    problems.push(`${file} : champ « ${fieldPath(path)} » : ${frenchPage(href)}`)
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string') for (const href of unmarkedLinks(value)) refuse(path, href)
    else if (Array.isArray(value))
      value.forEach((item, index) => {
        visit(item, [...path, index])
      })
    else if (value && typeof value === 'object') {
      const { href, label } = value as { href?: unknown; label?: unknown }
      if (
        typeof href === 'string' &&
        FRENCH_PAGE.test(href) &&
        !(typeof label === 'string' && OTHER_LANGUAGE.en.test(label.replace(REFERENCE, '')))
      )
        refuse([...path, 'href'], href)
      for (const [key, item] of Object.entries(value)) if (key !== 'href') visit(item, [...path, key])
    }
  }
  visit(data, [])
  return problems
}
