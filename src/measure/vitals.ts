/**
 * The page's Core Web Vitals as this visitor experienced them (LCP, INP, CLS, each with the element responsible),
 * from the web-vitals library, loaded when the page is idle after it came alive: it reads the browser's buffered
 * performance entries, so loading late loses nothing and costs the first paint nothing. Sent once, when the visitor
 * leaves the page (or hides it: a phone may never fire pagehide), for the page they landed on.
 *
 * The element is named from the metric's own entries, as web-vitals' attribution build names it; that build's other
 * findings (timings, long animation frames) the weekly report does not use, and it weighs 1.9 KB more (gzip).
 */
import { onCLS, onINP, onLCP } from 'web-vitals'
import { MEASURE_LIMITS } from '@functions/_shared/measure-event'

type Metric = { value: number; element: string | null }
export type Vitals = { lcp?: Metric; inp?: Metric; cls?: Metric }

/** `main>section.hero>h1`: the element, then its parents up to one with an id, within the stored length. */
export function selectorOf(node: Node | null | undefined): string | null {
  let selector = ''
  for (let element = node instanceof Element ? node : node?.parentElement; element; element = element.parentElement) {
    const part = element.id ? `#${element.id}` : [element.localName, ...[...element.classList].sort()].join('.')
    if (selector.length + part.length >= MEASURE_LIMITS.element)
      return selector || part.slice(0, MEASURE_LIMITS.element)
    selector = selector ? `${part}>${selector}` : part
    if (element.id || element.localName === 'body') break
  }
  return selector || null
}

/** Watches the page's vitals and hands them to `report` once, when the visitor leaves or hides the page. */
export function watchVitals(report: (vitals: Vitals) => void) {
  const metrics: Vitals = {}
  let sent = false
  onLCP((metric) => {
    metrics.lcp = { value: metric.value, element: selectorOf(metric.entries.at(-1)?.element) }
  })
  onINP((metric) => {
    metrics.inp = { value: metric.value, element: selectorOf(metric.entries.find((entry) => entry.target)?.target) }
  })
  onCLS((metric) => {
    const [largest] = [...metric.entries].sort((a, b) => b.value - a.value)
    metrics.cls = { value: metric.value, element: selectorOf(largest?.sources.find((source) => source.node)?.node) }
  })
  // Registered after the library's own listeners, so that the values it reports on hiding are in by then.
  const send = () => {
    if (sent || (!metrics.lcp && !metrics.inp && !metrics.cls)) return
    sent = true
    report(metrics)
  }
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send(), { capture: true })
  addEventListener('pagehide', send, { capture: true })
  // For the browser tests: the page's vitals are watched from here on.
  performance.mark('vitals-watched')
}
