/**
 * Under the preview of an article or a service, « Analyse de la rédaction »: the writing analysis of the page being
 * written, check by check, green, orange or red with its one French line (advice: it never blocks a save). The
 * analysis runs in the `writing-analysis` function (supabase/functions/writing-analysis/handler.ts), the audit's
 * `writing` check runs the same module on the built pages: both say the same of the same page. Asked again a second
 * after the last change, and only when what it reads changed.
 */
import { backend } from '../../../src/leads/config.ts'
import { frenchSpaces } from './owner-words.ts'
import type { WritingInput, WritingReport } from '../../../supabase/functions/_shared/writing-analysis.ts'

type Globals = {
  h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown
  createClass: (spec: Record<string, unknown>) => unknown
}
type State = { report?: WritingReport; error?: string; asked?: string }
type Panel = {
  props: { input: WritingInput }
  state: State
  timer?: ReturnType<typeof setTimeout>
  setState(state: State): void
  ask(): void
}

export const WRITING_ANALYSIS_URL = `${backend.url}/functions/v1/writing-analysis`
const DELAY_MS = 1000
const COLOURS = { good: '#15803d', ok: '#b45309', bad: '#b91c1c' } as const
const WORDS = { good: 'bon', ok: 'à améliorer', bad: 'à revoir' } as const

let panel: unknown
/** The panel's component, made once with Decap's React (its globals `h` and `createClass`). */
export function writingPanel() {
  const { h, createClass } = window as unknown as Globals
  panel ??= createClass({
    getInitialState: () => ({}),
    componentDidMount(this: Panel) {
      this.ask()
    },
    componentDidUpdate(this: Panel) {
      if (JSON.stringify(this.props.input) === this.state.asked) return
      clearTimeout(this.timer)
      this.timer = setTimeout(() => this.ask(), DELAY_MS)
    },
    componentWillUnmount(this: Panel) {
      clearTimeout(this.timer)
    },
    ask(this: Panel) {
      const body = JSON.stringify(this.props.input)
      this.setState({ ...this.state, asked: body })
      // A refusal gives its reason in French; a network failure or an answer that is not the function's, ours.
      const unreachable = 'la fonction d’analyse ne répond pas'
      fetch(WRITING_ANALYSIS_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
        .then(async (response) => {
          const answer = (await response.json().catch(() => ({}))) as Partial<WritingReport> & { error?: string }
          if (body !== this.state.asked) return
          if (!response.ok || !answer.checks) throw new Error(answer.error ?? unreachable)
          this.setState({ asked: body, report: answer as WritingReport, error: undefined })
        })
        .catch((error: Error) => {
          if (body !== this.state.asked) return
          const reason = error instanceof TypeError ? unreachable : error.message.replace(/\.$/, '')
          this.setState({ ...this.state, error: frenchSpaces(`Analyse indisponible pour le moment : ${reason}.`) })
        })
    },
    render(this: Panel) {
      const { report, error } = this.state
      return h(
        'section',
        {
          className: 'mx-auto mt-6 max-w-4xl rounded-xl border border-slate-300 p-4 text-sm',
          'aria-label': 'Analyse de la rédaction',
        },
        h('h2', { className: 'text-base font-bold' }, 'Analyse de la rédaction'),
        h('p', { className: 'mt-1 text-slate-600' }, frenchSpaces('Des conseils : rien ici n’empêche d’enregistrer.')),
        // Under the last analysis it got, if any: that one may no longer match the page.
        error ? h('p', { className: 'mt-2 font-bold', role: 'status' }, error) : null,
        !report && !error ? h('p', { className: 'mt-2' }, 'Analyse en cours…') : null,
        report
          ? h(
              'ul',
              { className: 'mt-2 space-y-1' },
              ...report.checks.map((check) =>
                h(
                  'li',
                  { key: check.id, 'data-rating': check.rating },
                  h('span', { 'aria-hidden': 'true', style: { color: COLOURS[check.rating] } }, '● '),
                  h('strong', null, `${check.label} (${WORDS[check.rating]})`),
                  `\u00a0: ${check.text}`,
                ),
              ),
            )
          : null,
      )
    },
  })
  return (input: WritingInput) => h(panel, { input })
}
