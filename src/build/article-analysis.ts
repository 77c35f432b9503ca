/**
 * One pass over an article body, shared by everything the build derives from it: mdx-rs compiles it once (its JSX is
 * the body module, src/build/vite/article-bodies.ts), and the same output gives the embedded components
 * with their props (validated, and the FAQ taken from them), the table of contents and the word count. Parsing the
 * Markdown again for each of these cost a build ~10 ms per article and per use.
 */
import { compile, compileSync, type Output } from '@rspress/mdx-rs'
import { Parser, type Node as EsNode } from 'acorn'
import type { FaqEntry } from '../../content/schema.ts'
import jsx from 'acorn-jsx'
import type { TocEntry } from '../content/article-basics.ts'
import { parseBody } from './article-components.ts'
import { literalValue } from './literal-value.ts'

export type EmbeddedComponent = { name: string; props: Record<string, unknown>; line: number }
export type ArticleAnalysis = { jsx: string; toc: TocEntry[]; components: EmbeddedComponent[]; wordCount: number }

const JsxParser = Parser.extend(jsx())
/** A root that no file is under: mdx-rs then leaves every link as written. */
const NO_ROOT = '/\0'

type JsxNode = {
  type: string
  name?: { type: string; name?: string }
  value?: JsxNode | null
  expression?: JsxNode
  openingElement?: JsxNode & { attributes: JsxNode[] }
  children?: JsxNode[]
  start: number
}

/** The 1-based line of the `nth` (0-based) `<Name` of the source, for the author's error messages. */
function lineOf(source: string, name: string, nth: number): number {
  const tag = new RegExp(`<${name}\\b`, 'g')
  let match: RegExpExecArray | null = null
  for (let index = 0; index <= nth; index++) match = tag.exec(source)
  return match ? source.slice(0, match.index).split('\n').length : 0
}

/**
 * mdx-rs writes non-ASCII characters of attribute strings as JavaScript escapes (`title="activit\xe9"`), which JSX
 * does not read in attributes: such a value is made an expression (`title={"activit\xe9"}`), where they are read.
 */
const escapedString = (node: JsxNode | null | undefined): node is JsxNode & { end: number; raw: string } =>
  node?.type === 'Literal' && (node as { raw?: string }).raw?.includes('\\') === true

const stringValue = (node: JsxNode & { raw: string }) =>
  (JsxParser.parseExpressionAt(node.raw, 0, { ecmaVersion: 'latest' }) as unknown as { value: string }).value

function propsOf(element: JsxNode, name: string, line: number): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const attribute of element.openingElement!.attributes) {
    const prop = attribute.name?.name
    if (attribute.type !== 'JSXAttribute' || !prop)
      throw new Error(`ligne ${line} : <${name}> : attribut étalé non pris en charge`)
    const value = attribute.value
    try {
      props[prop] =
        value === null || value === undefined
          ? true // <X flag />
          : escapedString(value)
            ? stringValue(value)
            : literalValue((value.type === 'JSXExpressionContainer' ? value.expression! : value) as unknown as EsNode)
    } catch (error) {
      throw new Error(`ligne ${line} : <${name}> : attribut « ${prop} » : ${(error as Error).message}`)
    }
  }
  return props
}

/**
 * What mdx-rs's JSX holds: the components (capitalised names, in source order) with their props read as literal
 * values, and the words of the prose (the text children: props, link targets and Markdown marks are not prose).
 */
function readJsx(code: string, source: string): { jsx: string; components: EmbeddedComponent[]; wordCount: number } {
  const escaped: (JsxNode & { end: number })[] = []
  const components: EmbeddedComponent[] = []
  const seen = new Map<string, number>()
  let wordCount = 0
  const countWords = (text: string) => {
    for (const word of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(word)) wordCount++
  }
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const item of node) visit(item)
      return
    }
    const jsxNode = node as JsxNode
    if (jsxNode.type === 'JSXAttribute' && escapedString(jsxNode.value)) escaped.push(jsxNode.value)
    if (jsxNode.type === 'JSXElement') {
      for (const attribute of jsxNode.openingElement!.attributes) visit(attribute)
      const name = jsxNode.openingElement!.name?.type === 'JSXIdentifier' ? jsxNode.openingElement!.name.name! : ''
      if (/^[A-Z]/.test(name)) {
        const nth = seen.get(name) ?? 0
        seen.set(name, nth + 1)
        const line = lineOf(source, name, nth)
        components.push({ name, props: propsOf(jsxNode, name, line), line })
      }
      for (const child of jsxNode.children ?? []) {
        if (child.type === 'JSXText') countWords(String((child as { value?: unknown }).value ?? ''))
        else if (child.type === 'JSXExpressionContainer' && (child.expression as { type: string }).type === 'Literal')
          countWords(String((child.expression as { value?: unknown }).value ?? ''))
        else visit(child)
      }
      return
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'loc' && value && typeof value === 'object') visit(value)
  }
  // The body is what `_createMdxContent` returns; the rest of the module is MDX's own (its layout wrapper).
  const program = JsxParser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as {
    body: { type: string; id?: { name: string } }[]
  }
  visit(program.body.find((node) => node.type === 'FunctionDeclaration' && node.id?.name === '_createMdxContent'))
  let jsx = code
  for (const value of escaped.sort((a, b) => b.start - a.start))
    jsx = `${jsx.slice(0, value.start)}{${jsx.slice(value.start, value.end)}}${jsx.slice(value.end)}`
  return { jsx, components, wordCount }
}

/**
 * mdx-rs reports a syntax error on the console and returns an empty body: then the Markdown parser of MDX (slower, but
 * only on this path) says what is wrong and where.
 */
function checkCompiled(output: Output, source: string, file: string) {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '')
  if (!output.code.includes('return <></>;') || !body.trim()) return
  try {
    parseBody(body)
  } catch (error) {
    throw new Error(`${file} : MDX illisible : ${(error as Error).message}`)
  }
  throw new Error(`${file} : MDX illisible (mdx-rs n’en a rien tiré)`)
}

/** mdx-rs's "#" link in each heading (Rspress's), which the site does not show. */
const HEADING_ANCHOR =
  /<_components\.a className="header-anchor" aria-hidden="true" href="#[^"]*">\{"#"\}<\/_components\.a>/g
/** The line breaks mdx-rs keeps between blocks: nothing in HTML, and not allowed in a table's rows. */
const BLOCK_BREAK = /\{"\\n"\}/g

function analysis(output: Output, source: string, file: string): ArticleAnalysis {
  checkCompiled(output, source, file)
  return {
    toc: output.toc.filter((entry) => entry.depth === 2).map(({ id, text }) => ({ id, text })),
    ...readJsx(output.code.replace(HEADING_ANCHOR, '').replace(BLOCK_BREAK, ''), source),
  }
}

const options = (source: string, file: string) => ({ value: source, filepath: file, development: false, root: NO_ROOT })

const analysed = new Map<string, { source: string; result: Promise<ArticleAnalysis> }>()

/** The analysis of an article (its whole file, front matter included, or its body alone). */
export const analyseArticleOnce = (source: string, file: string): Promise<ArticleAnalysis> =>
  compile(options(source, file)).then((output) => analysis(output, source, file))

/**
 * The same, once per content for the development server and the tests, where the body module and its metadata are
 * two modules that both ask for it.
 */
export function analyseArticle(source: string, file: string): Promise<ArticleAnalysis> {
  const cached = analysed.get(file)
  if (cached?.source === source) return cached.result
  const result = analyseArticleOnce(source, file)
  analysed.set(file, { source, result })
  return result
}

/** The same, at once (for tests and tools). */
export const analyseArticleSync = (source: string, file = 'article.mdx') =>
  analysis(compileSync(options(source, file)), source, file)

/** Every component the body embeds, with its props read as literal values. */
export const embeddedComponents = (body: string) => analyseArticleSync(body).components

/** The questions and answers of the body's <Faq> blocks, for the FAQPage structured data. */
export function faqOf(components: readonly EmbeddedComponent[]): FaqEntry[] {
  return components
    .filter((component) => component.name === 'Faq')
    .flatMap((component) => (Array.isArray(component.props.items) ? (component.props.items as FaqEntry[]) : []))
}
