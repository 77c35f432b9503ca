import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { leaveServedDocument } from '@/browser/served-page'

const positions = new Map<string, number>()

/**
 * What a full page load would do, for client navigations: a new page starts at its top (or at its #fragment) with
 * focus on its heading; back and forward return to where the reader was. A change of the query string alone (a
 * search box filtering its page) is not a new page: scroll and focus stay where the reader is.
 */
function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1')
  if (!heading) return false
  heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
  return true
}

export function useNavigationEffects() {
  const location = useLocation()
  const type = useNavigationType()
  const first = useRef(true)
  const previousPath = useRef(location.pathname)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const remember = () => positions.set(location.key, window.scrollY)
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [location.key])

  useLayoutEffect(() => {
    const samePage = previousPath.current === location.pathname
    previousPath.current = location.pathname
    if (first.current) {
      first.current = false
      return
    }
    if (!samePage) leaveServedDocument()
    // A link to a #fragment of the same page is a POP for the router: the browser is already scrolling to it.
    if (type === 'POP' && samePage && location.hash) return
    // A new query string alone (a search box filtering its page) is not a new page either.
    if (type !== 'POP' && samePage && !location.hash) return
    // 'instant': the page's smooth scrolling is for in-page links, not for arriving on a new page.
    if (type === 'POP') {
      window.scrollTo({ top: positions.get(location.key) ?? 0, behavior: 'instant' })
      return
    }
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))
    if (target) target.scrollIntoView()
    else window.scrollTo({ top: 0, behavior: 'instant' })
    if (target || focusHeading()) return
    // The new page's content may still be loading (a kept page's view, fetched after a client navigation): focus its
    // heading as soon as it shows, unless the reader has already moved into the page.
    const main = document.querySelector('main')
    if (!main) return
    const observer = new MutationObserver(() => {
      if (main.contains(document.activeElement) || focusHeading()) observer.disconnect()
    })
    observer.observe(main, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [location.pathname, location.hash, location.key, type])
}
