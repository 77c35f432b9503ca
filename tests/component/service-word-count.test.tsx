/**
 * Every service page fully answers its search: at least 800 words of main content, counted as a reader sees the
 * page's own content (the screen, without header, footer or breadcrumb). The contact form's labels and the audit
 * widget's closed dialog are not copy, so they do not count; FAQ answers do (they are in the page, one click away).
 */
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { ServiceId } from '@content/schema'

const screens = import.meta.glob<{ default: React.ComponentType }>('/pages/services/*Page.tsx', { eager: true })
const screenOf: Record<ServiceId, string> = {
  'seo-ia': 'SeoIaPage',
  'creation-site': 'CreationSitePage',
  'audit-seo': 'AuditSeoPage',
  seo: 'SeoPage',
  'seo-local': 'SeoLocalPage',
  netlinking: 'NetlinkingPage',
  'creer-pbn-seo': 'PbnPage',
  'generation-leads': 'GenerationLeadsPage',
  'formation-seo': 'FormationSeoPage',
  automatisation: 'AutomatisationPage',
}

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

const counts = Object.entries(screenOf).map(([id, screen]) => {
  const Screen = screens[`/pages/services/${screen}.tsx`]!.default
  const { container, unmount } = render(
    <MemoryRouter>
      <Screen />
    </MemoryRouter>,
  )
  const words = readerWords(container)
  unmount()
  return [id, words] as const
})

describe('service pages', () => {
  it.each(counts)('/services/%s has at least 800 words of main content (%i)', (_, words) => {
    expect(words).toBeGreaterThanOrEqual(800)
  })
})
