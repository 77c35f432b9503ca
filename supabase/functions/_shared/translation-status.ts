/**
 * What waits for its English translation, as the editor lists it (« À traduire »): the build publishes the list with
 * the site (src/build/static-files.ts), and the weekly report reads it there, so that the owner hears of it without
 * opening the editor. Null when the site does not answer, or answers something else.
 */
export const TRANSLATION_STATUS_PATH = '/translation-status.json'

export type TranslationStatus = { en: string[] }

export async function pendingTranslations(siteUrl: string, timeoutMs = 3000): Promise<string[] | null> {
  try {
    const response = await fetch(`${siteUrl}${TRANSLATION_STATUS_PATH}`, { signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) {
      await response.body?.cancel()
      return null
    }
    const status = (await response.json()) as Partial<TranslationStatus> | null
    const list = status?.en
    return Array.isArray(list) && list.every((item) => typeof item === 'string') ? list : null
  } catch {
    return null
  }
}
