/**
 * Draws chart figures with Chart.js (loaded with this module, on the charts article only) and redraws them in the new
 * colours about 100 ms after the theme changes (the class of <html>). Each chart's data is the `data-chart-config`
 * of its figure, written by ChartFigure, so kept HTML and rendered figures are drawn alike.
 */
import type { ChartFigureProps } from '@content/schema'
import { drawChart } from './draw-chart'

export const REBUILD_DELAY_MS = 100

const currentTheme = () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')

export function mountCharts(figures: readonly HTMLElement[]): () => void {
  const charts = new Map<HTMLElement, { destroy(): void }>()
  let drawnTheme = ''
  const drawAll = () => {
    const theme = currentTheme()
    if (theme === drawnTheme) return
    drawnTheme = theme
    for (const figure of figures) {
      const canvas = figure.querySelector('canvas')
      if (!canvas) continue
      charts.get(figure)?.destroy()
      charts.set(figure, drawChart(canvas, JSON.parse(figure.dataset.chartConfig!) as ChartFigureProps, theme))
      canvas.dataset.chartTheme = theme
      figure.classList.add('is-drawn')
    }
  }
  drawAll()
  let timer: ReturnType<typeof setTimeout> | undefined
  const observer = new MutationObserver(() => {
    clearTimeout(timer)
    timer = setTimeout(drawAll, REBUILD_DELAY_MS)
  })
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => {
    observer.disconnect()
    clearTimeout(timer)
    for (const chart of charts.values()) chart.destroy()
  }
}
