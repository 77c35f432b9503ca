/**
 * The audit's own html-validate rules, for what the W3C Nu checker reports and html-validate has no rule for
 * (.htmlvalidate.mjs turns them on).
 */
import { definePlugin, type HtmlElement, Rule } from 'html-validate'

/** Elements that open a section of the outline of their own: a heading inside them is theirs, not their parent's. */
const SECTIONING = new Set(['article', 'aside', 'nav', 'section'])
const HEADING = /^h[1-6]$/

/** Whether an element holds a heading of its own (one not inside a nested sectioning element). */
const hasOwnHeading = (element: HtmlElement): boolean =>
  element.childElements.some(
    (child) => HEADING.test(child.tagName) || (!SECTIONING.has(child.tagName) && hasOwnHeading(child)),
  )

/**
 * A <section> is a part of the page's outline: it has a heading (the Nu checker warns « Section lacks heading »).
 * A label (aria-label) names it for assistive technology but puts nothing in the outline; a box that only groups or
 * scrolls content is a <div>, or a <figure> for a table or a chart.
 */
class SectionHeading extends Rule {
  override documentation() {
    return {
      description:
        'A `<section>` must hold a heading (`<h1>`–`<h6>`) of its own. Use a `<div>` (or a `<figure>` for a table or a chart) for a box that needs none.',
      url: 'https://html.spec.whatwg.org/multipage/sections.html#the-section-element',
    }
  }

  setup() {
    this.on('dom:ready', ({ document }) => {
      for (const section of document.querySelectorAll('section'))
        if (!hasOwnHeading(section)) this.report(section, '<section> without a heading of its own')
    })
  }
}

export const SECTION_HEADING = 'site/section-heading'

export const sitePlugin = definePlugin({ name: 'site', rules: { [SECTION_HEADING]: SectionHeading } })
