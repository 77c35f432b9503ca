/**
 * A block of a page that needs no JavaScript (an article, a list of cards), kept as the pre-rendered HTML. On
 * hydration its markup is reused as it is: neither the code that renders it nor the data it shows is downloaded,
 * which keeps first loads light. The browser still gets what the block offers: internal links navigate within the
 * app, images fall back once to the placeholder, and the page may add its own enhancements (onKept). After a client
 * navigation, there is no served markup to keep: the children render (loading what they need).
 */
import { memo, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useNavigate, type NavigateFunction } from 'react-router-dom'
import { PLACEHOLDER_SRC } from './placeholder'
import { Spinner } from './Spinner'

const ATTRIBUTE = 'data-static-html'

/** The block's served markup, if the document still shows it (the first render after a full page load) to be kept. */
export function servedHtml(id: string, hydrateIf?: string): string | null {
  if (typeof document === 'undefined') return null
  const served = [...document.querySelectorAll(`[${ATTRIBUTE}]`)].find((element) => element.getAttribute(ATTRIBUTE) === id)
  if (!served || (hydrateIf && served.querySelector(hydrateIf))) return null
  return served.innerHTML
}

/** Kept links are plain anchors: internal ones still navigate within the app. */
function followInternalLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = (event.target as Element).closest('a')
  const href = link?.getAttribute('href')
  if (!link || !href || link.target || !href.startsWith('/') || href.startsWith('//')) return
  event.preventDefault()
  navigate(href)
}

/** What the Img component does for its images, for the kept ones: one fallback to the placeholder on error. */
function keepImagesWorking(element: HTMLElement): () => void {
  const fallBack = (img: HTMLImageElement) => {
    if (img.getAttribute('src') !== PLACEHOLDER_SRC) img.src = PLACEHOLDER_SRC
  }
  // An image may have failed before the page was hydrated.
  for (const img of element.querySelectorAll('img')) if (img.complete && img.naturalWidth === 0) fallBack(img)
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) fallBack(event.target)
  }
  // Errors do not bubble: listen while they travel down (capture).
  element.addEventListener('error', onError, true)
  return () => element.removeEventListener('error', onError, true)
}

type Props = {
  /** Unique on the page (and across pages that may follow each other, e.g. one per article). */
  id: string
  /**
   * Served markup holding a match of this selector (a form, say) is hydrated instead of kept: the children's code and
   * data are fetched after the page's, React showing the served HTML meanwhile.
   */
  hydrateIf?: string
  className?: string
  children: ReactNode
  /**
   * The whole screen is this block: while its children load after a client navigation, the previous page stays (the
   * router's transition waits for them, as for a screen) instead of a spinner, and focus then reaches the new heading.
   */
  wholeScreen?: true
  /** Clicks inside the kept block (the rendered one handles its own). */
  onClick?: (event: MouseEvent<HTMLElement>) => void
  /** Enhancements of the kept block, once hydrated; returns their cleanup. */
  onKept?: (element: HTMLElement) => (() => void) | undefined
}

/**
 * Memoised: a page that re-renders (its URL's hash or query changed) must not touch a block still waiting to hydrate,
 * or React would throw its served HTML away and render it afresh. Give it stable children and handlers.
 */
export const StaticHtml = memo(function StaticHtml({ id, hydrateIf, className, children, wholeScreen, onClick, onKept }: Props) {
  // Read once, before React touches the document.
  const [served] = useState(() => servedHtml(id, hydrateIf))
  const ref = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the enhancements belong to the served markup, which does not change
  useEffect(() => {
    const element = ref.current
    if (served === null || !element) return
    const stopImages = keepImagesWorking(element)
    const stopPage = onKept?.(element)
    return () => {
      stopImages()
      stopPage?.()
    }
  }, [served])

  if (served === null)
    return (
      <div {...{ [ATTRIBUTE]: id }} className={className}>
        {wholeScreen ? children : <Suspense fallback={<Spinner />}>{children}</Suspense>}
      </div>
    )
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: it only follows the links inside, which the keyboard activates with a click
    <div
      ref={ref}
      {...{ [ATTRIBUTE]: id }}
      className={className}
      onClick={(event) => {
        onClick?.(event)
        followInternalLink(event, navigate)
      }}
      // React does not patch markup it hydrates this way: the served HTML stays exactly as it is.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is the page's own, served by the site itself
      dangerouslySetInnerHTML={{ __html: served }}
    />
  )
})
