/**
 * A progress line for long build steps: « Pré-rendu : 1 200 / 5 050 pages (24 %), 12 s ». Written every 2 seconds
 * or at each tenth of the work, whichever comes first, so that 5,000 pages make a dozen lines rather than 5,000; on a
 * terminal the line is rewritten in place, in a log each report is a plain line. Short steps print nothing.
 */
const formatNumber = new Intl.NumberFormat('fr-FR').format

type Output = { write(text: string): unknown; isTTY?: boolean }

export type ProgressOptions = {
  /** Below this many items the step is short: no line at all. */
  minTotal?: number
  /** Milliseconds between two reports at most. */
  interval?: number
  out?: Output
  now?: () => number
}

export type Progress = { tick(): void }

export function progress(label: string, unit: string, total: number, options: ProgressOptions = {}): Progress {
  const { minTotal = 200, interval = 2000, out = process.stdout, now = Date.now } = options
  if (total < minTotal) return { tick() {} }
  const started = now()
  let done = 0
  let lastReport = started
  let lastTenth = 0
  const line = () => {
    const percent = Math.floor((done / total) * 100)
    const seconds = Math.round((now() - started) / 1000)
    return `${label}\u00a0: ${formatNumber(done)} / ${formatNumber(total)} ${unit} (${percent}\u00a0%), ${seconds}\u00a0s`
  }
  return {
    tick() {
      done++
      const tenth = Math.floor((done * 10) / total)
      const finished = done >= total
      if (!finished && tenth === lastTenth && now() - lastReport < interval) return
      lastReport = now()
      lastTenth = tenth
      if (out.isTTY) out.write(`\r${line()}${finished ? '\n' : ''}`)
      else out.write(`${line()}\n`)
    },
  }
}

/** The build's pre-rendering: started with the number of pages, told of each page rendered. */
let prerendering: Progress | undefined

export function startPrerenderProgress(pages: number) {
  prerendering = progress('Pré-rendu', 'pages', pages)
}

export function pagePrerendered() {
  prerendering?.tick()
}
