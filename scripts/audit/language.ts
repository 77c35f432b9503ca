/**
 * The language of each page the audit reads (its path: /en/… is English, as src/lang.ts says), and what the audit
 * needs of that language: the page's copy (content/ or content/en/, as the page itself reads it), its home page and
 * its unknown URL.
 */
import { contentFile } from '../../src/build/content-files.ts'
import { type Language, languageOfPath, languages, localPath } from '../../src/lang'

export { type Language, languages, localPath }

/** The language of a page, by its path as the host serves it (percent-encoded or not). */
export const languageOf = (path: string): Language => languageOfPath(decodeURI(path))

/** A content file (its path under content/, e.g. `layout.json`) in a language, as the site sees it. */
export const copyIn = <T>(language: Language, file: string): T =>
  contentFile<T>(language === 'fr' ? `content/${file}` : `content/${language}/${file}`)

/** A URL no page answers, in each language: the host serves that language's 404.html there, with a 404 status. */
export const missingPaths: Record<Language, string> = {
  fr: '/page-inexistante',
  en: localPath('/page-inexistante', 'en'),
}
export const isMissingPath = (path: string) => Object.values(missingPaths).includes(path)
