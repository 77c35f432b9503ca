/**
 * The ledger of every address the site has published (src/routes/published-urls.json, a sorted list of paths): an
 * address once in the sitemap keeps answering, as its page or as a redirect, for the links, bookmarks and search
 * results that lead there. The build adds the new ones and stops, naming it, when one would vanish
 * (src/build/static-files.ts); the content check (./validate.ts) does the same for the addresses content files make
 * (articles, services), so that the editor refuses a save that would lose one.
 */
export const PUBLISHED_URLS = 'src/routes/published-urls.json'

/** The addresses of the ledger that no longer answer, each as the build and the editor say it. */
export function vanishedProblems(ledger: readonly string[], answering: (path: string) => boolean): string[] {
  return ledger
    .filter((path) => !answering(path))
    .map(
      (path) =>
        `${PUBLISHED_URLS} : « ${path} » a été publiée et ne mènerait plus nulle part : gardez sa page, ou donnez-la comme ancienne adresse (aliases) de la page qui la remplace`,
    )
}

/** An address a content file makes: an article's or a service's page, in either language. */
export const isContentPath = (path: string) =>
  /^(?:\/en)?\/services\/[^/]+$/.test(path) || /^(?:\/en)?\/blog\/(?!category$|page$)[^/]+$/.test(path)

export function parseLedger(text: string | undefined): string[] {
  if (text === undefined) return []
  const list = JSON.parse(text) as unknown
  if (!Array.isArray(list) || !list.every((path) => typeof path === 'string' && path.startsWith('/')))
    throw new Error(`${PUBLISHED_URLS} : liste d’adresses attendue (« /blog/… »)`)
  return list
}
