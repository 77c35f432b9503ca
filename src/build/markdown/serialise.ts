/** Markdown out of a syntax tree, with GitHub's tables, and links a reader can follow from anywhere. */
import type { Nodes } from 'mdast'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { toMarkdown } from 'mdast-util-to-markdown'
import { absoluteUrl } from '@/lib/url'

export const markdownOf = (tree: Nodes) =>
  toMarkdown(tree, { extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', rule: '-', emphasis: '_' })

/** Site paths in links and images become absolute URLs: a twin is read away from the site. */
export function withAbsoluteLinks<Tree extends Nodes>(tree: Tree): Tree {
  const visit = (node: Nodes) => {
    if ((node.type === 'link' || node.type === 'image') && node.url.startsWith('/')) node.url = absoluteUrl(node.url)
    if ('children' in node) for (const child of node.children) visit(child as Nodes)
  }
  visit(tree)
  return tree
}
