/**
 * What waits for its English translation, as the editor lists it (« À traduire »): the build publishes the list with
 * the site (src/build/static-files.ts), and the weekly report reads it there, so that the owner hears of it without
 * opening the editor. Null when the site does not answer, or answers something else.
 */
import { readSiteFile } from './site-file.ts'

export const TRANSLATION_STATUS_PATH = '/translation-status.json'

export type TranslationStatus = { en: string[] }

export const pendingTranslations = (siteUrl: string, timeoutMs = 3000): Promise<string[] | null> =>
  readSiteFile(
    siteUrl,
    TRANSLATION_STATUS_PATH,
    async (response) => {
      const list = ((await response.json()) as Partial<TranslationStatus> | null)?.en
      return Array.isArray(list) && list.every((item) => typeof item === 'string') ? list : null
    },
    timeoutMs,
  )
