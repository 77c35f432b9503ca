/**
 * Draws chart figures with Chart.js (loaded with this module, on the charts article only): each one when it comes
 * near the viewport, so that six charts do not block the page at once. Drawn charts are redrawn in the new colours
 * about 100 ms after the theme changes (the class of <html>). Each chart's data comes with its figure
 * (ChartFigure's props: the island's props of a kept page, src/browser/islands.ts), so kept HTML and rendered figures are drawn alike.
 */
import type { ChartFigureProps } from '@content/schema'
import { drawChart } from './draw-chart'

export const REBUILD_DELAY_MS = 100
/** How far ahead of the viewport a chart is drawn (the same margin as mount-later.ts, which fetches this module). */
const MARGIN = '300px'

type Theme = 'light' | 'dark'
const currentTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')

export type ChartToDraw = { figure: HTMLElement; chart: ChartFigureProps }

export function mountCharts(toDraw: readonly ChartToDraw[]): () => void {
  const dataOf = new Map(toDraw.map(({ figure, chart }) => [figure, chart]))
  const charts = new Map<HTMLElement, { destroy(): void; theme: Theme }>()

  const draw = (figure: HTMLElement) => {
    const canvas = figure.querySelector('canvas')
    if (!canvas) return
    const theme = currentTheme()
    charts.get(figure)?.destroy()
    const chart = drawChart(canvas, dataOf.get(figure)!, theme)
    charts.set(figure, { destroy: () => chart.destroy(), theme })
    canvas.dataset.chartTheme = theme
    figure.classList.add('is-drawn')
  }

  const approach = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        approach.unobserve(entry.target)
        draw(entry.target as HTMLElement)
      }
    },
    { rootMargin: MARGIN },
  )
  for (const { figure } of toDraw) approach.observe(figure)

  // Charts not drawn yet will be drawn in the theme of the moment; drawn ones are rebuilt.
  let timer: ReturnType<typeof setTimeout> | undefined
  const redraw = () => {
    for (const [figure, chart] of charts) if (chart.theme !== currentTheme()) draw(figure)
  }
  const themeWatch = new MutationObserver(() => {
    clearTimeout(timer)
    timer = setTimeout(redraw, REBUILD_DELAY_MS)
  })
  themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })

  return () => {
    approach.disconnect()
    themeWatch.disconnect()
    clearTimeout(timer)
    for (const chart of charts.values()) chart.destroy()
  }
}
