import type { ChartFigureProps } from '@content/schema'

/** How far ahead of the viewport a chart gets ready, so that it is drawn by the time the reader reaches it. */
export const CHART_MARGIN = '300px'

/**
 * Starts a chart of a kept page (its island, src/browser/islands.ts): Chart.js is fetched when a chart comes near the
 * viewport, and only then (so on the charts article only, and not while the page loads). Returns the cleanup.
 */
export function startChart(figure: HTMLElement, chart: ChartFigureProps): () => void {
  let live = true
  let stop = () => {}
  const approach = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      approach.disconnect()
      void import('./mount-charts').then(({ mountCharts }) => {
        if (live) stop = mountCharts([{ figure, chart }])
      })
    },
    { rootMargin: CHART_MARGIN },
  )
  approach.observe(figure)
  return () => {
    live = false
    approach.disconnect()
    stop()
  }
}
