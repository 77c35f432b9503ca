/**
 * A save the build's rules refuse (./check.ts) outlines the fields it names, as Decap outlines a field its own form
 * refuses: the note names them by their labels, the form shows where they are. The outline goes once the field is
 * edited, or with the note.
 */
const CONTROL = '[aria-label$=" field"]'
const OUTLINED = 'data-refused'

/** The field's box, as deep along `steps` as the form draws it (a collapsed row of a list draws no fields). */
function controlOf(steps: readonly (string | number)[], data: unknown): Element | undefined {
  let scope: Element | undefined
  let value = data
  let row: number | undefined
  for (const step of steps) {
    const item = value && typeof value === 'object' ? (value as Record<string | number, unknown>)[step] : undefined
    if (typeof step === 'number') {
      row = step
      value = item
      continue
    }
    // The fields of that name drawn directly in the box reached (one a row when the rows are open).
    const boxes = [...(scope ?? document).querySelectorAll(`label[for^="${CSS.escape(step)}-field-"]`)]
      .map((label) => label.closest(CONTROL))
      .filter((box): box is Element => Boolean(box) && box?.parentElement?.closest(CONTROL) === (scope ?? null))
    const rows = Array.isArray(value) ? value.length : 1
    const box = row === undefined ? boxes[0] : boxes.length === rows ? boxes[row] : undefined
    if (!box) break
    scope = box
    row = undefined
    value = item
  }
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
  const lines = document.querySelectorAll<HTMLElement>('.cms-editor-raw [data-slate-node="element"]')
  const marked = bodyLines.flatMap((line) => (lines[line] ? [lines[line]] : []))
  for (const line of marked) {
    line.setAttribute(OUTLINED, '')
    Object.assign(line.style, { outline: '2px solid #b42318', outlineOffset: '2px', background: '#fef3f2' })
  }
  // An edit of the text takes the marks away (Slate makes each edit itself, from `beforeinput`: no `input` follows).
  marked[0]
    ?.closest('[data-slate-editor="true"]')
    ?.addEventListener('beforeinput', () => marked.forEach(unmark), { once: true })
  const boxes = [...marked, ...paths.map((steps) => controlOf(steps, data))].filter((box): box is HTMLElement =>
    Boolean(box),
  )
  for (const box of new Set(boxes.slice(marked.length))) {
    const element = box as HTMLElement
    element.setAttribute(OUTLINED, '')
    Object.assign(element.style, { outline: '2px solid #b42318', outlineOffset: '6px', borderRadius: '4px' })
    const input = element.querySelector<HTMLElement>('label[for]')
    const control = input && document.getElementById(input.getAttribute('for') ?? '')
    control?.setAttribute('aria-invalid', 'true')
    element.addEventListener('input', () => unmark(element), { once: true })
  }
  boxes[0]?.scrollIntoView({ block: 'center' })
}

function unmark(element: HTMLElement) {
  element.removeAttribute(OUTLINED)
  element.style.outline = ''
  element.style.outlineOffset = ''
  element.style.background = ''
  element.querySelector('[aria-invalid="true"]')?.removeAttribute('aria-invalid')
}

export function clearOutlines() {
  for (const element of document.querySelectorAll<HTMLElement>(`[${OUTLINED}]`)) unmark(element)
}
