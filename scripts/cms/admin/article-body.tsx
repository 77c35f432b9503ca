/**
 * An article's body as the site draws it, from the MDX being typed: its Markdown and the components it embeds, by
 * the site's own components (src/blog/mdx-components.tsx). The build compiles a body with mdx-rs; the editor reads
 * it with remark (src/build/article-components.ts) and runs none of it: a component's prop is a value written out
 * (a text, a number, a list, an object), as the articles write them.
 */
import type {} from 'mdast-util-mdx'
import type { Expression, Node } from 'estree'
import type { Root, RootContent } from 'hast'
import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import { toHast } from 'mdast-util-to-hast'
import { renderToStaticMarkup } from 'react-dom/server'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { MemoryRouter } from 'react-router-dom'
import { mdxComponents } from '../../../src/blog/mdx-components.tsx'
import { bodySyntaxError, parseBody } from '../../../src/build/article-components.ts'

const MDX_NODES = [
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
] as const

const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A prop's value written out, or a component by its name; anything that would have to run (a call) is refused. */
function literal(node: Node): unknown {
  switch (node.type) {
    case 'Identifier':
      if (Object.hasOwn(mdxComponents, node.name)) return mdxComponents[node.name]
      if (/^[A-Z]/.test(node.name)) throw new Error(`composant inconnu du site : ${node.name}`)
      break
    case 'Literal':
      return node.value
    case 'TemplateLiteral':
      if (node.expressions.length) break
      return node.quasis.map((quasi) => quasi.value.cooked).join('')
    case 'ArrayExpression':
      return node.elements.map((element) => (element ? literal(element) : undefined))
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((property) => {
          if (property.type !== 'Property' || property.computed) throw new Error('propriété calculée')
          const key = property.key.type === 'Identifier' ? property.key.name : literal(property.key)
          return [String(key), literal(property.value)]
        }),
      )
    case 'UnaryExpression':
      if (node.operator === '-') return -(literal(node.argument) as number)
      break
  }
  throw new Error('valeur à calculer, que seul le site calcule')
}

const evaluater = () => ({
  evaluateExpression: (expression: Expression) => literal(expression),
  evaluateProgram: () => undefined,
})

/** One block of the body (a paragraph, a heading, a component), or why it cannot be shown yet. */
function block(node: RootContent): string {
  try {
    const element = toJsxRuntime(
      { type: 'root', children: [node] },
      { Fragment, jsx, jsxs, components: mdxComponents, createEvaluater: evaluater, passKeys: true },
    )
    return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>)
  } catch (error) {
    const name = 'name' in node && typeof node.name === 'string' ? `«\u00a0${node.name}\u00a0»` : 'Ce passage'
    return `<p class="callout">${escapeHtml(`${name} n’a pas d’aperçu : ${(error as Error).message}. La page publiée le montre ; la vérification à l’enregistrement dit s’il manque quelque chose.`)}</p>`
  }
}

/** What the preview says while the text does not read. */
export const WAITING = 'Aperçu en attente'

/** The body's HTML as the article page shows it, or what it waits for while a tag is half typed. */
export function articleBodyHtml(body: string): string {
  let tree: Root
  try {
    tree = toHast(parseBody(body), { passThrough: [...MDX_NODES] }) as Root
  } catch (error) {
    const { line, text } = bodySyntaxError(error)
    return `<p>${escapeHtml(`${WAITING}, ligne ${line} du texte : ${text}. Complétez le texte, l’aperçu suit.`)}</p>`
  }
  return tree.children.map(block).join('')
}
