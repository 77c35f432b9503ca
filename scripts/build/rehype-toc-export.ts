/**
 * Adds `export const toc = [{ id, text }, …]` to each compiled article body: its ## sections, with the ids rehype-slug
 * gave them (this plugin runs after it), for the article page's table of contents. Reading them from the HTML tree
 * that is rendered guarantees that every entry points at a heading that exists.
 */
import { parse } from 'acorn'
import type { Element, Root } from 'hast'
import { toString as textOf } from 'hast-util-to-string'
import { visit } from 'unist-util-visit'

export type TocEntry = { id: string; text: string }

export function tocOf(tree: Root): TocEntry[] {
  const toc: TocEntry[] = []
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'h2' && typeof node.properties.id === 'string')
      toc.push({ id: node.properties.id, text: textOf(node).trim() })
  })
  return toc
}

export function rehypeTocExport() {
  return (tree: Root) => {
    const estree = parse(`export const toc = ${JSON.stringify(tocOf(tree))}`, {
      ecmaVersion: 'latest',
      sourceType: 'module',
    })
    // An ESM node of MDX's syntax tree: it becomes an export of the compiled module.
    tree.children.push({ type: 'mdxjsEsm', value: '', data: { estree } } as unknown as Root['children'][number])
  }
}
