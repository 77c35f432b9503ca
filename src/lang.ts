/**
 * The language of the pages this module renders. The app is built twice from the same modules: as written, in French,
 * and as a second module graph in English (under /en/), whose modules read content/en/ and in which this file says
 * 'en' (src/build/vite/language-mirror.ts). A module that depends on the language reads it here, never from the URL.
 */
export type Language = 'fr' | 'en'

export const lang = 'fr' as Language

/** The site's languages; French, the first, is the default (x-default) and has no path prefix. */
export const languages: readonly Language[] = ['fr', 'en']

/** The language of a page as its `<html lang>` declares it: the English pages are written in British English. */
export const htmlLang: Record<Language, string> = { fr: 'fr', en: 'en-GB' }

/** A page's path in a language: French paths as they are, others under their prefix ('/' → '/en'). */
export const localPath = (path: string, language: Language = lang): string =>
  language === 'fr' ? path : path === '/' ? `/${language}` : `/${language}${path}`

/** The language of a path of the site. */
export const languageOfPath = (path: string): Language => (/^\/en(\/|$)/.test(path) ? 'en' : 'fr')
