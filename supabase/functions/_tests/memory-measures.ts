/** A MeasureStore in memory, for the handlers' tests (the PostgreSQL one is tested against a real server). */
import type { MeasureEvent } from '../_shared/measure-event.ts'
import type { MeasureStore, ReportData } from '../_shared/measure-store.ts'

export function memoryMeasures(report?: ReportData) {
  const events: MeasureEvent[] = []
  const store: MeasureStore = {
    record(event) {
      events.push(event)
      return Promise.resolve()
    },
    report(end) {
      if (!report) return Promise.reject(new Error('pas de rapport préparé'))
      return Promise.resolve({ ...report, end })
    },
  }
  return { store, events }
}
