/**
 * The blocks an article's text may hold beyond prose, offered as buttons above it: each writes its component at the
 * cursor, with placeholder words to replace (docs/adding-content.md lists them). Decap's own toolbar serves only its
 * rich-text mode, which would rewrite the components; its plain-text field is Slate's, which takes text as a paste,
 * so a block goes in as one: at the cursor, or at the end when the text was never clicked.
 */
/** A block: its button, and its text in each language of the articles (`\u00a0` before French high punctuation). */
export const BLOCKS: { label: string; fr: string; en: string }[] = [
  { label: 'Intertitre', fr: '## Titre de la partie\n\n', en: '## Section heading\n\n' },
  {
    label: 'Encadré «\u00a0À retenir\u00a0»',
    fr: '<KeyPoint>\nL’idée à retenir, en une ou deux phrases.\n</KeyPoint>\n\n',
    en: '<KeyPoint>\nThe key point, in one or two sentences.\n</KeyPoint>\n\n',
  },
  {
    label: 'Phrase en avant',
    fr: '<Highlight>La phrase à mettre en avant.</Highlight>\n\n',
    en: '<Highlight>The sentence to highlight.</Highlight>\n\n',
  },
  {
    label: 'Conseil',
    fr: '<Callout title="Conseil d’expert">\nLe conseil, en quelques phrases.\n</Callout>\n\n',
    en: '<Callout title="Expert tip">\nThe tip, in a few sentences.\n</Callout>\n\n',
  },
  {
    label: 'Appel à l’action',
    fr: '<CallToAction title="Titre de l’encadré" text="Une phrase qui donne envie d’agir." href="/contact" label="Texte du bouton" />\n\n',
    en: '<CallToAction title="Box title" text="A sentence that makes the reader act." href="/en/contact" label="Button text" />\n\n',
  },
  {
    label: 'Questions fréquentes',
    fr: '<Faq items={[\n  { question: "La question\u00a0?", answer: "La réponse." },\n  { question: "Une autre question\u00a0?", answer: "Sa réponse." }\n]} />\n\n',
    en: '<Faq items={[\n  { question: "The question?", answer: "The answer." },\n  { question: "Another question?", answer: "Its answer." }\n]} />\n\n',
  },
]

const words = (element: Element | null | undefined) => element?.textContent?.replace(/\uFEFF/g, '').trim() ?? ''

/** The line the cursor is on (the cursor put at the end is after the last line, in the field itself). */
function cursorLine(editable: HTMLElement, selection: Selection) {
  const node = selection.anchorNode
  return node === editable
    ? editable.lastElementChild
    : (node instanceof Element ? node : node?.parentElement)?.closest('[data-slate-node="element"]')
}

function paste(editable: HTMLElement, text: string) {
  const data = new DataTransfer()
  data.setData('text/plain', text)
  editable.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
}

/** Writes `text` into the plain-text field inside `box`, as a paste at its cursor. */
export function insertBlock(box: Element, text: string) {
  const editable = box.querySelector<HTMLElement>('[data-slate-editor="true"]')
  const selection = document.getSelection()
  if (!editable || !selection) return
  const pasteBlock = () => {
    // A block stands apart, a blank line before it (else MDX reads it inside the paragraph above).
    const line = cursorLine(editable, selection)
    paste(editable, (words(line) ? '\n\n' : words(line?.previousElementSibling) ? '\n' : '') + text)
  }
  if (selection.rangeCount && editable.contains(selection.getRangeAt(0).startContainer)) return pasteBlock()
  // Never clicked: at the end of the text, once Slate has read the cursor from the page (it does on `selectionchange`).
  document.addEventListener('selectionchange', () => setTimeout(pasteBlock), { once: true })
  editable.focus()
  selection.selectAllChildren(editable)
  selection.collapseToEnd()
}

/**
 * A line of prose, which Enter ends as a paragraph: not a list item (« - », « * », « 1. »), a table row, a component,
 * a quote, a heading or code (« **À noter** » is prose).
 */
const PROSE = /^(?![-*+]\s|\d+[.)]\s|[>|<{#\s]|```)(?!.*\s\|\s)\S/

/**
 * Enter at the end of a line of prose starts a new paragraph, a blank line between, as in a word processor: Markdown
 * joins two lines with no blank line between into one paragraph, which the owner does not see in the raw text.
 * Shift+Enter, or Enter elsewhere (a list, a component, inside a line), is a line break.
 */
/** Whether a line is inside a fenced block of code: an odd number of « ``` » lines above it. */
function inCode(line: Element) {
  let fences = 0
  for (let above = line.previousElementSibling; above; above = above.previousElementSibling)
    if (/^\s*(```|~~~)/.test(above.textContent ?? '')) fences++
  return fences % 2 === 1
}

export function paragraphOnEnter(box: Element) {
  box.addEventListener(
    'keydown',
    (event) => {
      const key = event as KeyboardEvent
      if (key.key !== 'Enter' || key.shiftKey || key.altKey || key.ctrlKey || key.metaKey || key.isComposing) return
      const editable = box.querySelector<HTMLElement>('[data-slate-editor="true"]')
      const selection = document.getSelection()
      if (!editable || !selection?.isCollapsed || !editable.contains(selection.anchorNode)) return
      const line = cursorLine(editable, selection)
      const text = line?.textContent?.replace(/\uFEFF/g, '') ?? ''
      if (!line || !PROSE.test(text) || inCode(line)) return
      // At the end of the line: nothing of it after the cursor.
      const after = document.createRange()
      after.setStart(selection.anchorNode!, selection.anchorOffset)
      after.setEnd(line!, line!.childNodes.length)
      if (after.toString().replace(/\uFEFF/g, '')) return
      event.preventDefault()
      paste(editable, '\n\n')
    },
    true,
  )
}
