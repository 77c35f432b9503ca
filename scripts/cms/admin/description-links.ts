/**
 * Decap writes a collection's description as plain text; « À traduire », at the top of « Version anglaise », names
 * the translations to bring in line as `[text](#/collections/…)` (../config.ts). Each such description is shown again
 * beside Decap's own, hidden, with those names as links to the entries: React keeps the paragraph it owns.
 */
const LINK = /\[([^\]]+)\]\((#\/collections\/[^)\s]+)\)/g
/** The paragraphs drawn again: Decap's own, hidden, and the text it had then, with the copy shown in its place. */
const drawn = new Map<HTMLElement, { text: string; copy: HTMLElement }>()

function drawLinks(paragraph: HTMLElement) {
  const text = paragraph.textContent ?? ''
  const copy = paragraph.cloneNode(false) as HTMLElement
  let from = 0
  for (const match of text.matchAll(LINK)) {
    copy.append(
      text.slice(from, match.index),
      Object.assign(document.createElement('a'), {
        href: match[2],
        textContent: match[1],
      }),
    )
    from = match.index + match[0].length
  }
  copy.append(text.slice(from))
  paragraph.hidden = true
  paragraph.after(copy)
  drawn.set(paragraph, { text, copy })
}

export function linkDescriptions() {
  const look = () => {
    // Decap keeps the paragraph from one collection to the next and changes its text: the copy of the last one goes.
    for (const [paragraph, { text, copy }] of drawn)
      if (!paragraph.isConnected || paragraph.textContent !== text) {
        copy.remove()
        paragraph.hidden = false
        drawn.delete(paragraph)
      }
    // Only a collection's list has a description.
    if (!/^#\/collections\/[^/]+\/?$/.test(location.hash)) return
    for (const paragraph of document.querySelectorAll<HTMLElement>('p'))
      if (!drawn.has(paragraph) && paragraph.textContent?.includes('](#/collections/')) drawLinks(paragraph)
  }
  new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true })
}
