/**
 * Decap writes a collection's description as plain text; « À traduire », at the top of « Version anglaise », names
 * the translations to bring in line as `[text](#/collections/…)` (../config.ts). Each such description is shown again
 * beside Decap's own, hidden, with those names as links to the entries: React keeps the paragraph it owns.
 */
const LINK = /\[([^\]]+)\]\((#\/collections\/[^)\s]+)\)/g
const DRAWN = 'data-links-drawn'

function drawLinks(paragraph: HTMLElement) {
  const text = paragraph.textContent ?? ''
  const drawn = paragraph.cloneNode(false) as HTMLElement
  let from = 0
  for (const match of text.matchAll(LINK)) {
    drawn.append(
      text.slice(from, match.index),
      Object.assign(document.createElement('a'), {
        href: match[2],
        textContent: match[1],
      }),
    )
    from = match.index + match[0].length
  }
  drawn.append(text.slice(from))
  paragraph.hidden = true
  paragraph.setAttribute(DRAWN, '')
  paragraph.after(drawn)
}

export function linkDescriptions() {
  const look = () => {
    // Only a collection's list has a description.
    if (!/^#\/collections\/[^/]+\/?$/.test(location.hash)) return
    for (const paragraph of document.querySelectorAll<HTMLElement>(`p:not([${DRAWN}])`))
      if (paragraph.textContent?.includes('](#/collections/')) drawLinks(paragraph)
  }
  new MutationObserver(look).observe(document.body, { childList: true, subtree: true })
}
