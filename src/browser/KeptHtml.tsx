/**
 * The content of a page the browser keeps as served (route field `browser: 'kept'`): on hydration React reuses the
 * markup as it is, so neither the page's code nor its data is downloaded. What the markup offers still works: internal
 * links navigate within the app (src/browser/navigation.ts), images fall back once to the placeholder, and the
 * islands marked in it start (src/browser/islands.ts).
 */
import { useEffect, useRef } from 'react'
import { useNavigate, type NavigateFunction } from 'react-router-dom'
import { PLACEHOLDER_SRC } from '@/ui/placeholder'
import { startIslands } from './islands'
import { navigateOnPlainClick } from './navigation'
import { KEPT_ATTRIBUTE } from './served-page'

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
  html: string
  /** The attribute the element is found by in the served HTML (the content of <main> unless said). */
  attribute?: string
  className?: string
}

export function KeptHtml({ html, attribute = KEPT_ATTRIBUTE, className }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  // The islands start once, with the app's navigation as it is when they act.
  const latestNavigate = useRef(navigate)
  latestNavigate.current = navigate

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const stopImages = keepImagesWorking(element)
    const stopIslands = startIslands(element, {
      navigate: ((...args: Parameters<NavigateFunction>) => latestNavigate.current(...args)) as NavigateFunction,
    })
    return () => {
      stopImages()
      stopIslands()
    }
  }, [])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: clicks of the kept links bubble here; the links themselves are focusable and activated by the keyboard
    <div
      ref={ref}
      {...{ [attribute]: '' }}
      className={className}
      onClick={(event) => navigateOnPlainClick(event, navigate)}
      // React does not patch markup it hydrates this way: the served HTML stays exactly as it is.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the document's own served markup, read back from it (src/browser/served-page.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
