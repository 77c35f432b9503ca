import { HEAD_MARKER, jsonForScript } from './head-html'
import type { PageHead } from './page-head'

/** Replaces the page-owned head tags of the live document by those of the new page. */
export function applyHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title
  for (const old of doc.head.querySelectorAll(`[${HEAD_MARKER}]`)) old.remove()
  for (const tag of head.tags) {
    const element = doc.createElement(tag.tag)
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value)
    element.setAttribute(HEAD_MARKER, '')
    if (tag.tag === 'script') element.textContent = jsonForScript(tag.json)
    doc.head.append(element)
  }
}
