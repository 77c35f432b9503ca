/**
 * Every service page fully answers its search: at least 800 words of main content, counted as a reader sees the
 * page's own content (the screen, without header, footer or breadcrumb). The contact form's labels and the audit
 * widget's closed dialog are not copy, so they do not count; FAQ answers do (they are in the page, one click away).
 */
import services from 'virtual:service-index'
import { describe, expect, it } from 'vitest'
import { renderServicePage } from './service-page'

/** Words of the text a reader sees: text nodes joined by spaces, left out what is not copy. */
function readerWords(root: Element): number {
  const skipped = 'script, style, form, dialog:not([open]), [hidden], [aria-hidden="true"]'
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const texts: string[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(skipped)) texts.push(node.textContent ?? '')
  }
  return texts
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\d]/u.test(word)).length
}

const counts: (readonly [string, number])[] = []
for (const { id } of services) {
  const { container, unmount } = await renderServicePage(id)
  counts.push([id, readerWords(container)])
  unmount()
}

describe('service pages', () => {
  it('are the ten of the spec, at least', () => {
    expect(counts.length).toBeGreaterThanOrEqual(10)
  })
  it.each(counts)('/services/%s has at least 800 words of main content (%i)', (_, words) => {
    expect(words).toBeGreaterThanOrEqual(800)
  })
})
