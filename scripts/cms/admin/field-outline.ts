/**
 * A save the build's rules refuse (./check.ts) outlines the fields it names, as Decap outlines a field its own form
 * refuses: the note names them by their labels, the form shows where they are. The outline goes once the field is
 * edited, or with the note.
 */
const CONTROL = '[aria-label$=" field"]'
const OUTLINED = 'data-refused'
/** The listeners of the outlines shown, removed with them. */
let shown = new AbortController()

/**
 * The field's box along `steps`, or the nearest box the form shows: Decap draws a collapsed row's fields hidden, and
 * a list whose drawn rows do not match its data (one being added) is outlined whole.
 */
function controlOf(steps: readonly (string | number)[], data: unknown): HTMLElement | undefined {
  let scope: HTMLElement | undefined
  let value = data
  let row: { index: number; of: number } | undefined
  for (const step of steps) {
    const item = value && typeof value === 'object' ? (value as Record<string | number, unknown>)[step] : undefined
    if (typeof step === 'number') {
      row = { index: step, of: Array.isArray(value) ? value.length : 0 }
      value = item
      continue
    }
    // The fields of that name drawn directly in the box reached: one a row, in a list.
    const boxes = [...(scope ?? document).querySelectorAll(`label[for^="${CSS.escape(step)}-field-"]`)]
      .map((label) => label.closest<HTMLElement>(CONTROL))
      .filter((box): box is HTMLElement => Boolean(box) && box?.parentElement?.closest(CONTROL) === (scope ?? null))
    const box = row === undefined ? boxes[0] : boxes.length === row.of ? boxes[row.index] : undefined
    if (!box) break
    scope = box
    row = undefined
    value = item
  }
  while (scope && !scope.checkVisibility()) scope = scope.parentElement?.closest<HTMLElement>(CONTROL) ?? undefined
  return scope
}

/**
 * `paths`: the fields named; `bodyLines`: the lines of an article's text named (0 for its first), marked in the text
 * itself, which shows no line numbers.
 */
export function outlineRefused(
  paths: readonly (readonly (string | number)[])[],
  data: unknown,
  bodyLines: number[] = [],
) {
  clearOutlines()
  const { signal } = shown
  const lines = document.querySelectorAll<HTMLElement>('.cms-editor-raw [data-slate-node="element"]')
  const marked = bodyLines.flatMap((line) => (lines[line] ? [lines[line]] : []))
  for (const line of marked) {
    line.setAttribute(OUTLINED, '')
    Object.assign(line.style, { outline: '2px solid #b42318', outlineOffset: '2px', background: '#fef3f2' })
  }
  // An edit of the text takes the marks away: typed (Slate makes each edit itself, from `beforeinput`, and no `input`
  // follows) or pasted (a block inserted, a paragraph started: ./insert-blocks.ts).
  const text = marked[0]?.closest('[data-slate-editor="true"]')
  for (const event of ['beforeinput', 'paste'])
    text?.addEventListener(event, () => marked.forEach(unmark), { once: true, signal })
  const fields = [...new Set(paths.map((steps) => controlOf(steps, data)))].filter((box) => box !== undefined)
  for (const element of fields) {
    element.setAttribute(OUTLINED, '')
    Object.assign(element.style, { outline: '2px solid #b42318', outlineOffset: '6px', borderRadius: '4px' })
    const label = element.querySelector<HTMLElement>('label[for]')
    document.getElementById(label?.getAttribute('for') ?? '')?.setAttribute('aria-invalid', 'true')
    element.addEventListener('input', () => unmark(element), { once: true, signal })
  }
  ;[...marked, ...fields][0]?.scrollIntoView({ block: 'center' })
}

function unmark(element: HTMLElement) {
  element.removeAttribute(OUTLINED)
  element.style.outline = ''
  element.style.outlineOffset = ''
  element.style.background = ''
  element.querySelector('[aria-invalid="true"]')?.removeAttribute('aria-invalid')
}

export function clearOutlines() {
  shown.abort()
  shown = new AbortController()
  for (const element of document.querySelectorAll<HTMLElement>(`[${OUTLINED}]`)) unmark(element)
}
