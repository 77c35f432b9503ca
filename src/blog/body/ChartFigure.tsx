/**
 * A chart of an article: its caption, a canvas that Chart.js draws once the page is interactive (see
 * charts/mount-charts.ts, which also redraws it when the theme changes), and the same data as a table for readers
 * without canvas or JavaScript, and for screen readers.
 */
import { useEffect, useId, useRef } from 'react'
import { articleBody } from '@content/blog/article.json'
import type { ChartFigureProps } from '@content/schema'
import { islandMarker } from '@/browser/island-marker'
import { fill } from '@/lib/text'
import { withUnit } from '../charts/numbers'
import { ScrollTable } from './Markdown'

const t = articleBody.chart

function DataRows({ chart }: { chart: ChartFigureProps }) {
  if (chart.kind === 'scatter')
    return (
      <>
        <thead>
          <tr>
            {chart.datasets.length > 1 && <td />}
            <th scope="col">{chart.xLabel}</th>
            <th scope="col">{chart.yLabel}</th>
          </tr>
        </thead>
        <tbody>
          {chart.datasets.flatMap((series) =>
            series.points.map((point, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a point's index is its place on the axis
              <tr key={`${series.label}-${index}`}>
                {chart.datasets.length > 1 && <th scope="row">{series.label}</th>}
                <td>{withUnit(point.x)}</td>
                <td>{withUnit(point.y)}</td>
              </tr>
            )),
          )}
        </tbody>
      </>
    )
  const axisNote = (series: (typeof chart.datasets)[number]) =>
    'axis' in series ? ` (${series.axis === 'left' ? t.leftAxis : t.rightAxis})` : ''
  return (
    <>
      <thead>
        <tr>
          <td />
          {chart.datasets.map((series) => (
            <th key={series.label} scope="col">
              {series.label}
              {axisNote(series)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chart.labels.map((label, row) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {chart.datasets.map((series) => (
              <td key={series.label}>{withUnit(series.data[row] ?? 0, chart.unit)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </>
  )
}

export function ChartFigure(chart: ChartFigureProps) {
  const figure = useRef<HTMLElement>(null)
  const captionId = useId()
  // A figure React renders in the browser draws itself; in a kept page's HTML it is an island (src/browser/islands.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn once, with its first props (a figure's data does not change)
  useEffect(() => {
    let live = true
    let stop = () => {}
    void import('../charts/mount-charts').then(({ mountCharts }) => {
      if (live && figure.current) stop = mountCharts([{ figure: figure.current, chart }])
    })
    return () => {
      live = false
      stop()
    }
  }, [])

  return (
    <figure ref={figure} className="chart-figure" data-heavy="charts" {...islandMarker('chart', chart)}>
      <figcaption id={captionId} className="chart-caption">
        <span className="chart-title">{chart.title}</span> {chart.caption}
      </figcaption>
      <div className="chart-canvas">
        <canvas role="img" aria-label={fill(t.canvasLabel, { title: chart.title })} />
        <p className="chart-fallback">{t.fallback}</p>
      </div>
      <details className="chart-data">
        <summary>{t.data}</summary>
        <ScrollTable labelledBy={captionId}>
          <table className="data-table">
            <DataRows chart={chart} />
          </table>
        </ScrollTable>
      </details>
    </figure>
  )
}
