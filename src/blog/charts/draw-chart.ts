/**
 * Draws one chart of an article with Chart.js. Loaded only by the charts article, after hydration; only the
 * controllers, elements, scales and plugins its six charts use are registered, so the rest of Chart.js is left out.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  ScatterController,
  Tooltip,
  type ChartConfiguration,
  type ChartType,
  type TooltipItem,
} from 'chart.js'
import type { ChartFigureProps } from '@content/schema'
import { formatNumber, withUnit } from './numbers'
import { lang } from '@/lang'
import { labelled } from '@/lib/text'
import { palettes, seriesColour, type ChartPalette } from './palette'

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  ScatterController,
  Tooltip,
)

const font = { family: "'Inter Variable', ui-sans-serif, system-ui, sans-serif", size: 13 }

type AxisOptions = { title?: string; unit?: string; stacked?: boolean; position?: 'left' | 'right'; grid?: boolean }

/** A value axis: numbers in the page's language, with their unit. */
function axis(palette: ChartPalette, options: AxisOptions = {}) {
  return {
    ...labelAxis(palette, options),
    beginAtZero: true,
    ticks: { color: palette.text, font, callback: (value: string | number) => withUnit(Number(value), options.unit) },
  }
}

/** An axis of labels (months, shops…): Chart.js shows the labels themselves. */
function labelAxis(palette: ChartPalette, options: AxisOptions = {}) {
  return {
    stacked: options.stacked ?? false,
    position: options.position,
    ticks: { color: palette.text, font },
    grid: { color: palette.grid, drawOnChartArea: options.grid ?? true },
    border: { color: palette.grid },
    title: options.title ? { display: true, text: options.title, color: palette.text, font } : { display: false },
  }
}

/** What a tooltip says of a point: its label or series, and its value with the unit, in the page's language. */
function tooltipLabel(chart: ChartFigureProps) {
  return (item: TooltipItem<ChartType>) => {
    if (chart.kind === 'doughnut') return labelled(item.label, withUnit(item.parsed as number, chart.unit))
    const { x, y } = item.parsed as { x: number; y: number }
    if (chart.kind === 'scatter')
      return `${labelled(chart.xLabel, formatNumber(x))}${lang === 'fr' ? ' ;' : ';'} ${labelled(chart.yLabel, formatNumber(y))}`
    return labelled(item.dataset.label ?? '', withUnit(y, chart.unit))
  }
}

/** The Chart.js configuration of a chart of the article, in the theme's colours. */
export function chartConfig(chart: ChartFigureProps, theme: 'light' | 'dark'): ChartConfiguration {
  const palette = palettes[theme]
  const reduceMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  const unit = chart.unit
  const base = {
    responsive: true,
    maintainAspectRatio: false,
    animation: reduceMotion ? (false as const) : undefined,
    plugins: {
      legend: { position: 'bottom' as const, labels: { color: palette.text, font, boxWidth: 14 } },
      tooltip: { callbacks: { label: tooltipLabel(chart) } },
    },
  }
  switch (chart.kind) {
    case 'doughnut':
      return {
        type: 'doughnut',
        data: {
          labels: chart.labels,
          datasets: chart.datasets.map((series) => ({
            label: series.label,
            data: series.data,
            backgroundColor: chart.labels.map((_, index) => seriesColour(palette, index)),
            borderColor: palette.surface,
            borderWidth: 2,
          })),
        },
        options: base,
      }
    case 'bar':
    case 'stacked-bar': {
      const stacked = chart.kind === 'stacked-bar'
      return {
        type: 'bar',
        data: {
          labels: chart.labels,
          datasets: chart.datasets.map((series, index) => ({
            label: series.label,
            data: series.data,
            backgroundColor: seriesColour(palette, index),
            borderRadius: stacked ? 0 : 4,
          })),
        },
        options: {
          ...base,
          plugins: { ...base.plugins, legend: { ...base.plugins.legend, display: chart.datasets.length > 1 } },
          scales: { x: labelAxis(palette, { stacked, grid: false }), y: axis(palette, { stacked, unit }) },
        },
      }
    }
    case 'scatter':
      return {
        type: 'scatter',
        data: {
          datasets: chart.datasets.map((series, index) => ({
            label: series.label,
            data: series.points,
            backgroundColor: seriesColour(palette, index),
            pointRadius: 6,
            pointHoverRadius: 8,
          })),
        },
        options: {
          ...base,
          scales: {
            x: { ...axis(palette, { title: chart.xLabel }), type: 'linear' as const },
            y: axis(palette, { title: chart.yLabel }),
          },
        },
      }
    case 'line-dual-axis':
      return {
        type: 'line',
        data: {
          labels: chart.labels,
          datasets: chart.datasets.map((series, index) => ({
            label: series.label,
            data: series.data,
            yAxisID: series.axis,
            borderColor: seriesColour(palette, index),
            backgroundColor: seriesColour(palette, index),
            borderWidth: 3,
            pointRadius: 3,
            tension: 0.3,
            // A dashed line tells the two series apart without relying on colour alone.
            borderDash: series.axis === 'right' ? [6, 4] : [],
          })),
        },
        options: {
          ...base,
          interaction: { mode: 'index' as const, intersect: false },
          scales: {
            x: labelAxis(palette, { grid: false }),
            left: axis(palette, { title: chart.leftLabel, position: 'left' }),
            right: axis(palette, { title: chart.rightLabel, position: 'right', grid: false }),
          },
        },
      }
  }
}

export function drawChart(
  canvas: HTMLCanvasElement,
  chart: ChartFigureProps,
  theme: 'light' | 'dark',
): { destroy(): void } {
  return new Chart(canvas, chartConfig(chart, theme))
}
