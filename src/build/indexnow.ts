/**
 * IndexNow (https://www.indexnow.org): after a deploy, tell search engines which URLs are new, changed or gone, by
 * comparing the new sitemap.xml with the one that was live. Used by scripts/indexnow.mjs (`npm run indexnow`),
 * which loads this file outside Vite: relative imports only.
 */

export const INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow'
/** The protocol's limit per request. */
export const MAX_URLS_PER_REQUEST = 10_000

/** A sitemap's pages: each <loc> with its <lastmod> (or '' without one). */
export function parseSitemap(xml: string): Map<string, string> {
  const decode = (text: string) =>
    text.replace(
      /&(amp|lt|gt|quot|apos);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!,
    )
  const pages = new Map<string, string>()
  for (const [, block = ''] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>\s*([\s\S]*?)\s*<\/loc>/.exec(block)?.[1]
    if (!loc) continue
    pages.set(decode(loc), decode(/<lastmod>\s*([\s\S]*?)\s*<\/lastmod>/.exec(block)?.[1] ?? ''))
  }
  return pages
}

export type SitemapDiff = { added: string[]; changed: string[]; removed: string[] }

/** What changed between the live sitemap and the new one; without a live one, every page is new. */
export function diffSitemaps(
  live: ReadonlyMap<string, string> | undefined,
  next: ReadonlyMap<string, string>,
): SitemapDiff {
  const before = live ?? new Map<string, string>()
  return {
    added: [...next.keys()].filter((url) => !before.has(url)),
    changed: [...next].filter(([url, lastmod]) => before.has(url) && before.get(url) !== lastmod).map(([url]) => url),
    removed: [...before.keys()].filter((url) => !next.has(url)),
  }
}

export type IndexNowPayload = { host: string; key: string; keyLocation: string; urlList: string[] }

/** The requests to send: all the URLs of the diff, at most 10,000 per request. */
export function indexNowPayloads(
  siteUrl: string,
  key: string,
  diff: SitemapDiff,
  size = MAX_URLS_PER_REQUEST,
): IndexNowPayload[] {
  const urls = [...diff.added, ...diff.changed, ...diff.removed]
  const { host, origin } = new URL(siteUrl)
  const payloads: IndexNowPayload[] = []
  for (let start = 0; start < urls.length; start += size) {
    payloads.push({ host, key, keyLocation: `${origin}/${key}.txt`, urlList: urls.slice(start, start + size) })
  }
  return payloads
}

/** What each answer of the protocol means, for whoever runs the command. */
export function answerMessage(status: number, payload: IndexNowPayload): { ok: boolean; message: string } {
  const count = `${payload.urlList.length} URL`
  switch (status) {
    case 200:
      return { ok: true, message: `${count} transmises : clé vérifiée, les moteurs sont prévenus.` }
    case 202:
      return {
        ok: true,
        message: `${count} reçues : la clé sera vérifiée plus tard (${payload.keyLocation} doit rester en ligne).`,
      }
    case 400:
      return {
        ok: false,
        message: `Requête refusée (400) : format invalide. Vérifiez le corps JSON envoyé (--dry-run l’affiche).`,
      }
    case 403:
      return {
        ok: false,
        message: `Clé refusée (403) : ${payload.keyLocation} est introuvable ou ne contient pas la clé. Déployez le site avant de lancer la commande.`,
      }
    case 422:
      return {
        ok: false,
        message: `URL refusées (422) : elles n’appartiennent pas à ${payload.host}, ou la clé ne correspond pas au format attendu.`,
      }
    case 429:
      return {
        ok: false,
        message: `Trop de requêtes (429) : le service limite les envois. Réessayez plus tard, sans renvoyer les mêmes URL en boucle.`,
      }
    default:
      return { ok: false, message: `Réponse inattendue du service IndexNow (${status}).` }
  }
}

/** Posts one request; a network failure is answered like a refusal, with its reason. */
export async function submitIndexNow(
  endpoint: string,
  payload: IndexNowPayload,
): Promise<{ status: number; ok: boolean; message: string }> {
  let response: Response
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(30_000),
    })
  } catch (error) {
    return { status: 0, ok: false, message: `Service IndexNow injoignable (${endpoint}) : ${(error as Error).message}` }
  }
  await response.body?.cancel()
  return { status: response.status, ...answerMessage(response.status, payload) }
}
