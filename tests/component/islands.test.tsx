/** The island protocol on a kept page's HTML: the marker names the starter, its props reach it, the cleanup stops it. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { islandMarker } from '@/browser/island-marker'
import { startIslands } from '@/browser/islands'

afterEach(() => vi.restoreAllMocks())

describe('startIslands', () => {
  it('starts each marked element with its props, skips an unknown name, and stops them', () => {
    const page = { url: 'https://www.moreldigital.fr/blog/un-article', title: 'Un article' }
    const attributes = (marker: Record<string, string>) =>
      Object.entries(marker)
        .map(([name, value]) => `${name}="${value.replaceAll('"', '&quot;')}"`)
        .join(' ')
    const root = document.createElement('div')
    root.innerHTML = `<section ${attributes(islandMarker('share', page))}>
        <a href="https://www.linkedin.com/" target="_blank" data-network="linkedin">LinkedIn</a>
      </section>
      <div data-island="toString"></div><div data-island="inconnue"></div>`
    document.body.append(root)
    const open = vi.spyOn(window, 'open').mockReturnValue(null)

    const stop = startIslands(root, { navigate: vi.fn() })
    const link = root.querySelector('a')!
    expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false)
    expect(open).toHaveBeenCalledOnce()
    expect(open.mock.calls[0]![0]).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(page.url)}`,
    )

    stop()
    link.addEventListener('click', (event) => event.preventDefault())
    link.click()
    expect(open).toHaveBeenCalledOnce()
    root.remove()
  })
})
