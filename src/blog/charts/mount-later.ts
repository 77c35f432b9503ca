/** The figures whose chart is drawn in the browser (their data is this attribute, written by ChartFigure). */
export const CHART_SELECTOR = '[data-chart-config]'

/**
 * Starts the charts of a kept page part, if it has any: Chart.js is fetched then, and only then (so on the charts
 * article only). Returns the cleanup.
 */
export function mountChartsIn(root: HTMLElement): () => void {
  const figures = [...root.querySelectorAll<HTMLElement>(CHART_SELECTOR)]
  if (figures.length === 0) return () => {}
  let live = true
  let stop = () => {}
  void import('./mount-charts').then(({ mountCharts }) => {
    if (live) stop = mountCharts(figures)
  })
  return () => {
    live = false
    stop()
  }
}
