import { describe, expect, it } from 'vitest'
import type { ChartFigureProps } from '@content/schema'
import { chartConfig } from '@/blog/charts/draw-chart'
import { formatNumber, withUnit } from '@/blog/charts/numbers'
import { palettes } from '@/blog/charts/palette'
import { embeddedComponents } from '../../src/build/article-analysis.ts'
import { readArticleFile } from '../../src/build/vite/article-meta.ts'

const { body } = readArticleFile('content/articles/impact-seo-local.mdx')
const charts = embeddedComponents(body)
  .filter((component) => component.name === 'ChartFigure')
  .map((component) => component.props as ChartFigureProps)

type Scale = {
  stacked?: boolean
  type?: string
  position?: string
  ticks: { color: string; callback?: (value: number) => string }
  title: { text?: string }
}
const scales = (chart: ChartFigureProps, theme: 'light' | 'dark' = 'light') =>
  (chartConfig(chart, theme).options as unknown as { scales: Record<string, Scale> }).scales

describe('French figures', () => {
  it('group thousands with a narrow no-break space and use a decimal comma', () => {
    expect(formatNumber(3900)).toBe('3\u202f900')
    expect(formatNumber(1234567.5)).toBe('1\u202f234\u202f567,5')
    expect(formatNumber(-12)).toBe('−12')
    expect(withUnit(34, '%')).toBe('34\u00a0%')
  })
})

describe('the charts of the local SEO article', () => {
  it('are six: doughnut, bars, scatter, stacked bars and a line with two axes', () => {
    expect(charts.map((chart) => chart.kind)).toEqual([
      'doughnut',
      'bar',
      'scatter',
      'stacked-bar',
      'bar',
      'line-dual-axis',
    ])
  })

  it('each make a Chart.js configuration of the right type', () => {
    expect(charts.map((chart) => chart.kind && chartConfig(chart, 'dark').type)).toEqual([
      'doughnut',
      'bar',
      'scatter',
      'bar',
      'bar',
      'line',
    ])
  })

  it('show their own labels on label axes, and French values with the unit on value axes', () => {
    const bar = scales(charts[1]!)
    expect(bar.x!.ticks.callback).toBeUndefined()
    expect(bar.y!.ticks.callback!(28)).toBe('28\u00a0%')
    const line = scales(charts[5]!)
    expect(line.x!.ticks.callback).toBeUndefined()
    expect(line.left).toMatchObject({ position: 'left', title: { text: 'Impressions par mois' } })
    expect(line.right).toMatchObject({ position: 'right', title: { text: 'Appels par mois' } })
    expect(line.left!.ticks.callback!(3900)).toBe('3\u202f900')
    const lineData = chartConfig(charts[5]!, 'light').data.datasets.map(
      (dataset) => (dataset as { yAxisID?: string }).yAxisID,
    )
    expect(lineData).toEqual(['left', 'right'])
    expect(scales(charts[3]!).x!.stacked).toBe(true)
    expect(scales(charts[3]!).y!.stacked).toBe(true)
    expect(scales(charts[2]!).x).toMatchObject({ type: 'linear', title: { text: 'Nombre d’avis Google' } })
  })

  it('take the colours of the theme', () => {
    const light = chartConfig(charts[1]!, 'light')
    const dark = chartConfig(charts[1]!, 'dark')
    expect(light.data.datasets[0]!.backgroundColor).toBe(palettes.light.series[0])
    expect(dark.data.datasets[0]!.backgroundColor).toBe(palettes.dark.series[0])
    expect(scales(charts[1]!, 'dark').y!.ticks.color).toBe(palettes.dark.text)
  })
})
