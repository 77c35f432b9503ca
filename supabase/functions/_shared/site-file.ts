/**
 * A file the site publishes for the functions (the sitemap, the translation list, the newsletter's issues): the
 * functions read the deployed site rather than a copy of its content, so that an edit needs no deployment of theirs.
 * Null when the site does not answer in time, answers an error, or answers what `read` cannot read.
 */
export async function readSiteFile<T>(
  siteUrl: string,
  path: string,
  read: (response: Response) => Promise<T | null>,
  timeoutMs = 3000,
): Promise<T | null> {
  try {
    const response = await fetch(`${siteUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) {
      await response.body?.cancel()
      return null
    }
    return await read(response)
  } catch {
    return null
  }
}
