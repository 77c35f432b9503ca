/**
 * Where the 404 page sends a visitor whose address is only an odd spelling of a page (capitals, punctuation, a
 * trailing slash the redirect file does not list): to the page the spec's normalisation rule names, when the host has
 * it, and only ever on this site.
 */
import { decodePathname, normalisePath } from '@/lib/slug'

type Here = Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>

/** Asks the host for a URL (a HEAD request that follows its redirects); null when no answer comes. */
export type AskHost = (url: string) => Promise<Pick<Response, 'ok' | 'url'> | null>

/** The absolute URL to go to, or undefined when the address is already normal, names no page, or leaves the site. */
export async function normalisedPageUrl(here: Here, askHost: AskHost): Promise<string | undefined> {
  const current = decodePathname(here.pathname)
  const target = normalisePath(current)
  if (target === current) return undefined
  // normalisePath writes only `/` and segments of letters, digits, `_` and `-`, never the `//` or `/\` that a browser
  // reads as another host (`//Evil.example/`); checked all the same, since the visitor is sent there.
  const asked = new URL(encodeURI(target), here.origin)
  if (asked.origin !== here.origin) return undefined
  // The browser holds no list of pages: the host says whether that one exists.
  const answer = await askHost(asked.href)
  if (!answer?.ok) return undefined
  // Where the host answered, after a redirect of its own (an old address): that page, on this site only.
  const landed = new URL(answer.url || asked.href)
  if (landed.origin !== here.origin) return undefined
  landed.search = here.search
  landed.hash = here.hash
  return landed.href
}
