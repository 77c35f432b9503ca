/**
 * A page the visitor is about to open by a client navigation is fetched while the pointer rests on its link (or the
 * link has the keyboard's focus, or a finger touches it): by the click, its HTML is often at hand
 * (src/browser/served-page.ts keeps a few).
 */
import { decodePathname } from '@/lib/slug'
import { internalLinkUrl, linkOf, needsOwnDocument } from './navigation'
import { fetchFrame } from './served-page'

/** Long enough that a pointer crossing the page fetches nothing. */
const REST_MS = 80

/** The page a client navigation would show for this link: another page, of the same policy. */
function prefetchable(target: EventTarget | null): string | null {
  const url = internalLinkUrl(linkOf(target))
  const here = window.location.pathname
  if (!url || url.pathname === here || needsOwnDocument(here, url.pathname)) return null
  return decodePathname(url.pathname)
}

export function prefetchOnIntent() {
  let timer: ReturnType<typeof setTimeout> | undefined
  const soon = (event: Event) => {
    clearTimeout(timer)
    const path = prefetchable(event.target)
    if (path) timer = setTimeout(() => void fetchFrame(path), REST_MS)
  }
  const now = (event: Event) => {
    const path = prefetchable(event.target)
    if (path) void fetchFrame(path)
  }
  document.addEventListener('pointerover', soon, { passive: true })
  document.addEventListener('pointerout', () => clearTimeout(timer), { passive: true })
  document.addEventListener('focusin', now)
  document.addEventListener('touchstart', now, { passive: true })
}
