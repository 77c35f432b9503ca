/**
 * The components an article body embeds, read from its syntax tree with their props as plain values: the build
 * validates them (src/content/validate.ts) and takes the FAQ from them for the page's FAQPage data.
 */
import type { Expression, Node as EsNode } from 'estree'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

type MdNode = {
  type: string
  name?: string | null
  children?: MdNode[]
  attributes?: { type: string; name?: string; value?: unknown }[]
  position?: { start: { line: number } }
}

export type EmbeddedComponent = { name: string; props: Record<string, unknown>; line: number }

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm)

function walk(node: MdNode, visit: (node: MdNode) => void) {
  visit(node)
  for (const child of node.children ?? []) walk(child, visit)
}

/** The value of a literal JavaScript expression (arrays, objects, strings, numbers, booleans); anything else throws. */
export function literalValue(node: EsNode): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value
    case 'TemplateLiteral':
      if (node.expressions.length) throw new Error('gabarit avec expressions non pris en charge')
      return node.quasis.map((quasi) => quasi.value.cooked).join('')
    case 'UnaryExpression':
      if (node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number')
        return -node.argument.value
      break
    case 'ArrayExpression':
      return node.elements.map((element) => {
        if (!element || element.type === 'SpreadElement') throw new Error('élément de tableau non littéral')
        return literalValue(element)
      })
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((property) => {
          if (property.type !== 'Property' || property.computed || property.kind !== 'init')
            throw new Error('propriété d’objet non littérale')
          const key = property.key.type === 'Identifier' ? property.key.name : literalValue(property.key)
          return [String(key), literalValue(property.value)]
        }),
      )
  }
  throw new Error(`expression non littérale (${node.type})`)
}

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

/** Every component the body embeds (capitalised JSX names), with its props read as literal values. */
export function embeddedComponents(body: string): EmbeddedComponent[] {
  const found: EmbeddedComponent[] = []
  walk(parseBody(body), (node) => {
    if (isComponent(node))
      found.push({ name: node.name!, props: componentProps(node), line: node.position?.start.line ?? 0 })
  })
  return found
}

/** The questions and answers of the body's <Faq> blocks, for the FAQPage structured data. */
export function articleFaq(body: string): { question: string; answer: string }[] {
  return embeddedComponents(body)
    .filter((component) => component.name === 'Faq')
    .flatMap((component) =>
      Array.isArray(component.props.items) ? (component.props.items as { question: string; answer: string }[]) : [],
    )
}
