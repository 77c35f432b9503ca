/**
 * The Markdown twin of a service page (/services/<id>.md): the pre-rendered <main> of the page, read back as
 * Markdown. Service pages are composed by their screens from many section components, so one conversion of what
 * they render stays true to every one of them; what is for doing rather than reading (forms, buttons, dialogs,
 * icons, illustrations) is left out.
 */
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { toMdast } from 'hast-util-to-mdast'
import type { Nodes, Root } from 'mdast'
import { markdownTwin } from '@content/machine-readable.json'
import { lang } from '@/lang'
import { absoluteUrl } from '@/lib/url'
import { fill } from '@/lib/text'
import { markdownOf, withAbsoluteLinks } from './serialise'

const DROPPED = new Set([
  'form',
  'button',
  'dialog',
  'template',
  'script',
  'style',
  'svg',
  'img',
  'picture',
  'canvas',
  'iframe',
  'noscript',
])
/** Elements that hold sentences, where a link is part of the text; elsewhere a link stands alone on its line. */
const PHRASING_PARENTS = new Set([
  'p',
  'li',
  'dd',
  'dt',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'span',
  'strong',
  'em',
  'a',
  'summary',
  'label',
])

const element = (tagName: string, children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
})
const classes = (node: Element) =>
  Array.isArray(node.properties.className) ? node.properties.className.map(String) : []

function isDropped(node: Element, parent: Element | HastRoot): boolean {
  const props = node.properties
  if (DROPPED.has(node.tagName) || props.ariaHidden === 'true' || props.hidden === true) return true
  // A jump within the page means nothing away from it; "(nouvel onglet)" and the like describe a link's behaviour.
  if (node.tagName === 'a' && String(props.href ?? '').startsWith('#')) return true
  return parent.type === 'element' && parent.tagName === 'a' && classes(node).includes('sr-only')
}

/** Between a term and its value: French puts a non-breaking space before the colon, English none. */
const PAIR_SEPARATOR = lang === 'fr' ? '\u00a0: ' : ': '

/**
 * A term and its value. Figures are laid out value first (flex-col-reverse: "30 jours" above "pour les premiers
 * résultats"): they read "**30 jours** pour les premiers résultats"; other pairs "**Durée** : 2 jours".
 */
function describedItem(group: Element): Element {
  const term = group.children.find((child): child is Element => child.type === 'element' && child.tagName === 'dt')
  const value = group.children.find((child): child is Element => child.type === 'element' && child.tagName === 'dd')
  if (!term || !value) return element('li', group.children)
  if (classes(group).includes('flex-col-reverse'))
    return element('li', [element('strong', value.children), { type: 'text', value: ' ' }, ...term.children])
  return element('li', [element('strong', term.children), { type: 'text', value: PAIR_SEPARATOR }, ...value.children])
}

/** Keeps what is read, in reading order. */
function prune<Node extends HastRoot | Element>(node: Node): Node {
  const children = node.children.flatMap((child): ElementContent[] => {
    if (child.type === 'comment' || child.type === 'doctype') return []
    if (child.type !== 'element') return [child as ElementContent]
    if (isDropped(child, node)) return []
    const kept = prune(child)
    // A FAQ entry: its question (the <summary>) then its answer.
    if (kept.tagName === 'details' || kept.tagName === 'summary') return kept.children
    if (kept.tagName === 'dl')
      return [
        element('ul', kept.children.filter((group): group is Element => group.type === 'element').map(describedItem)),
      ]
    if (kept.tagName === 'a' && !(node.type === 'element' && PHRASING_PARENTS.has(node.tagName)))
      return [element('p', [kept])]
    return [kept]
  })
  return { ...node, children } as Node
}

/** In a list, a card's title is the item's first words in bold, not a heading of the document. */
function flattenListHeadings(node: Nodes, inList = false): void {
  if (!('children' in node)) return
  node.children = node.children.map((child) => {
    if (inList && child.type === 'heading')
      return { type: 'paragraph', children: [{ type: 'strong', children: child.children }] }
    flattenListHeadings(child as Nodes, inList || child.type === 'listItem')
    return child
  }) as typeof node.children
}

function findMain(node: HastRoot | Element): Element | undefined {
  for (const child of node.children as HastContent[]) {
    if (child.type !== 'element') continue
    if (child.tagName === 'main') return child
    const found = findMain(child)
    if (found) return found
  }
  return undefined
}

/** The <main> of a rendered page (HTML of the app's root) as Markdown, links absolute. */
export function mainMarkdown(appHtml: string): string {
  const main = findMain(fromHtml(appHtml, { fragment: true }))
  if (!main) throw new Error('page sans <main>')
  const tree = toMdast({ type: 'root', children: prune(main).children }) as Root
  flattenListHeadings(tree)
  // The title first, as in any Markdown document; what the hero shows above it (its eyebrow) follows it.
  const title = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1)
  if (title > 0) tree.children.unshift(...tree.children.splice(title, 1))
  return markdownOf(withAbsoluteLinks(tree))
}

/** A service page's twin: its rendered content, then where the page itself is. */
export function pageTwin(path: string, appHtml: string): string {
  const body = mainMarkdown(appHtml)
  return `${body.trimEnd()}\n\n---\n\n${fill(markdownTwin.source, { url: absoluteUrl(path) })}\n`
}
