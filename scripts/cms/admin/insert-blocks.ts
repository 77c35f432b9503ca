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

/** Writes `text` into the plain-text field inside `box`, as a paste at its cursor. */
export function insertBlock(box: Element, text: string) {
  const editable = box.querySelector<HTMLElement>('[data-slate-editor="true"]')
  const selection = document.getSelection()
  if (!editable || !selection) return
  const paste = () => {
    // A block stands apart, a blank line before it (else MDX reads it inside the paragraph above).
    const node = selection.anchorNode
    // The cursor put at the end is after the field's last line, in the field itself.
    const line =
      node === editable
        ? editable.lastElementChild
        : (node instanceof Element ? node : node?.parentElement)?.closest('[data-slate-node="element"]')
    const words = (element: Element | null | undefined) => element?.textContent?.replace(/\uFEFF/g, '').trim() ?? ''
    const before = words(line) ? '\n\n' : words(line?.previousElementSibling) ? '\n' : ''
    const data = new DataTransfer()
    data.setData('text/plain', before + text)
    editable.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }
  if (selection.rangeCount && editable.contains(selection.getRangeAt(0).startContainer)) return paste()
  // Never clicked: at the end of the text, once Slate has read the cursor from the page (it does on `selectionchange`).
  document.addEventListener('selectionchange', () => setTimeout(paste), { once: true })
  editable.focus()
  selection.selectAllChildren(editable)
  selection.collapseToEnd()
}
