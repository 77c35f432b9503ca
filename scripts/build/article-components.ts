/**
 * An article body's Markdown syntax tree (remark, MDX, GFM), for what works on the tree: the Markdown twin, and the
 * message of a syntax error. What the build derives from a body comes from scripts/build/article-analysis.ts.
 */
import type { Expression } from 'estree'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { literalValue } from './literal-value.ts'

type MdNode = {
  type: string
  name?: string | null
  children?: MdNode[]
  attributes?: { type: string; name?: string; value?: unknown }[]
  position?: { start: { line: number } }
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm)

function attributeValue(value: unknown): unknown {
  if (value === null || value === undefined) return true // <X flag />
  if (typeof value === 'string') return value
  const program = (value as { data?: { estree?: { body: { type: string; expression?: Expression }[] } } }).data?.estree
  const statement = program?.body[0]
  if (statement?.type !== 'ExpressionStatement' || !statement.expression) throw new Error('expression vide')
  return literalValue(statement.expression)
}

/** A JSX element of an MDX syntax tree: a component when its name is capitalised. */
export type JsxNode = MdNode

export const isComponent = (node: MdNode) =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && !!node.name && /^[A-Z]/.test(node.name)

/** The props of a component's node, read as literal values; a prop that is not a literal throws, naming the line. */
export function componentProps(node: MdNode): Record<string, unknown> {
  const line = node.position?.start.line ?? 0
  const props: Record<string, unknown> = {}
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name)
      throw new Error(`ligne ${line} : <${node.name}> : attribut étalé non pris en charge`)
    try {
      props[attribute.name] = attributeValue(attribute.value)
    } catch (error) {
      throw new Error(`ligne ${line} : <${node.name}> : attribut « ${attribute.name} » : ${(error as Error).message}`)
    }
  }
  return props
}

/** The syntax tree of an article body (MDX, GFM), without its front matter. */
export const parseBody = (body: string) => parser.parse(body) as MdNode
