/**
 * A collapsed row of a list (a FAQ question, a legal paragraph, a key figure) is shown by its first text, which Decap
 * writes as the file holds it: `{{site.brand}}`. Here each fact such a text quotes is shown as its value, as the fields
 * themselves show it (./widgets.ts, `texte-faits`). The editable fields and the file keep the reference.
 */
import { REFERENCE } from '../../../src/build/content-files.ts'
import type { Files } from './check.ts'
import { factValues } from './facts.ts'
import type { EditorConfig } from './owner-words.ts'

/** Where text is typed, or drawn by the fields' own widget: never rewritten. */
const EDITED = 'input, textarea, [contenteditable], [data-fact], script, style'

/** The file the editor has open, from its address (#/collections/<collection>/entries/<entry>). */
export function openFile(hash: string, config: EditorConfig): string | undefined {
  const [, name, entry] = /^#\/collections\/([^/]+)\/(?:entries\/(.+)|new)$/.exec(hash) ?? []
  const collection = config.collections.find((candidate) => candidate.name === name)
  if (!collection) return undefined
  if (collection.files) return collection.files.find((file) => file.name === entry)?.file
  const folder = collection.folder
  return folder && `${folder}/${entry ? decodeURIComponent(entry) : 'nouveau'}.${collection.extension ?? 'json'}`
}

/** Shows the facts' values in the rows' texts; answers `refresh`, which shows them anew after a save. */
export function showFactValues(config: EditorConfig, files: () => Files | undefined): () => void {
  let values = new Map<string, string | undefined>()
  /** Each text shown with values, and its text as Decap wrote it: a saved fact changes a row React does not redraw. */
  const written = new Map<Text, string>()
  let shownFor: string | undefined
  const factValue = (file: string, name: string): string | undefined => {
    if (shownFor !== file) [values, shownFor] = [new Map(), file]
    if (!values.has(name)) {
      const all = files()
      if (!all) return undefined
      let data: unknown
      try {
        data = JSON.parse(all[file] ?? '{}')
      } catch {}
      values.set(name, factValues(file, data, [name], all)[name])
    }
    return values.get(name)
  }
  const show = (node: Node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    for (let text = walker.currentNode as Text | null; text; text = walker.nextNode() as Text | null) {
      if (text.nodeType !== Node.TEXT_NODE || !text.nodeValue?.includes('{{')) continue
      if (text.parentElement?.closest(EDITED)) continue
      showIn(text, text.nodeValue)
    }
  }
  const showIn = (text: Text, original: string) => {
    const file = openFile(location.hash, config)
    if (!file) return
    const shown = original.replace(REFERENCE, (code, name: string) => factValue(file, name) ?? code)
    written.set(text, original)
    if (shown !== text.nodeValue) text.nodeValue = shown
  }
  // React sets a row's text anew when it changes: the observer sees it and shows its values again.
  new MutationObserver((records) => {
    for (const record of records)
      if (record.type === 'characterData') show(record.target)
      else for (const added of record.addedNodes) show(added)
  }).observe(document.body, { subtree: true, childList: true, characterData: true })
  return () => {
    values = new Map()
    for (const [text, original] of written)
      if (text.isConnected) showIn(text, original)
      else written.delete(text)
  }
}
