/**
 * Chart colours for each theme: series colours that keep a 3:1 contrast with the page behind them (WCAG 1.4.11),
 * text and grid lines in the page's own greys.
 */
export type ChartPalette = { text: string; grid: string; surface: string; series: readonly string[] }

export const palettes: Record<'light' | 'dark', ChartPalette> = {
  light: {
    text: '#334155',
    grid: 'rgba(15, 23, 42, 0.12)',
    surface: '#ffffff',
    series: ['#4338ca', '#0f766e', '#b45309', '#be123c', '#6d28d9', '#0369a1'],
  },
  dark: {
    text: '#cbd5e1',
    grid: 'rgba(226, 232, 240, 0.16)',
    surface: '#020617',
    series: ['#a5b4fc', '#5eead4', '#fcd34d', '#fda4af', '#c4b5fd', '#7dd3fc'],
  },
}

export const seriesColour = (palette: ChartPalette, index: number) => palette.series[index % palette.series.length]!
