import { CHART_SELECTOR } from '../markers'

/** How far ahead of the viewport a chart gets ready, so that it is drawn by the time the reader reaches it. */
export const CHART_MARGIN = '300px'

/**
 * Starts the charts of a kept page part, if it has any: Chart.js is fetched when the first chart comes near the
 * viewport, and only then (so on the charts article only, and not while the page loads). Returns the cleanup.
 */
export function mountChartsIn(root: HTMLElement): () => void {
  const figures = [...root.querySelectorAll<HTMLElement>(CHART_SELECTOR)]
  if (figures.length === 0) return () => {}
  let live = true
  let stop = () => {}
  const approach = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      approach.disconnect()
      void import('./mount-charts').then(({ mountCharts }) => {
        if (live) stop = mountCharts(figures)
      })
    },
    { rootMargin: CHART_MARGIN },
  )
  for (const figure of figures) approach.observe(figure)
  return () => {
    live = false
    approach.disconnect()
    stop()
  }
}
