/**
 * The page's Core Web Vitals as this visitor experienced them (LCP, INP, CLS, each with the element responsible),
 * from the web-vitals library with attribution, loaded when the page is idle after it came alive: it reads the
 * browser's buffered performance entries, so loading late loses nothing and costs the first paint nothing. Sent once,
 * when the visitor leaves the page (or hides it: a phone may never fire pagehide), for the page they landed on.
 */
import { onCLS, onINP, onLCP } from 'web-vitals/attribution'
import { MEASURE_LIMITS } from '@functions/_shared/measure-event'
import { recordEvent } from './beacon'

type Metric = { value: number; element: string | null }

const element = (selector: string | undefined) => (selector ? selector.slice(0, MEASURE_LIMITS.element) : null)

export function watchVitals(page: { path: string; type: string }) {
  const metrics: { lcp?: Metric; inp?: Metric; cls?: Metric } = {}
  let sent = false
  onLCP((metric) => {
    metrics.lcp = { value: metric.value, element: element(metric.attribution.target) }
  })
  onINP((metric) => {
    metrics.inp = { value: metric.value, element: element(metric.attribution.interactionTarget) }
  })
  onCLS((metric) => {
    metrics.cls = { value: metric.value, element: element(metric.attribution.largestShiftTarget) }
  })
  // Registered after the library's own listeners, so that the values it reports on hiding are in by then.
  const send = () => {
    if (sent || (!metrics.lcp && !metrics.inp && !metrics.cls)) return
    sent = true
    recordEvent({ kind: 'vitals', ...metrics }, page)
  }
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send(), { capture: true })
  addEventListener('pagehide', send, { capture: true })
  // For the browser tests: the page's vitals are watched from here on.
  performance.mark('vitals-watched')
}
