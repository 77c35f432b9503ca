/**
 * MDX as Markdown, without parsing it whole: MDX is Markdown with JSX, so the text is copied as written, with its
 * JSX replaced (each component by the Markdown a converter gives, a lowercase element by its content, expressions and
 * import/export blocks dropped) and its site paths made absolute. Only tags are read, and each prop with acorn; code
 * (fenced or inline) is copied untouched. Parsing the whole body with micromark cost 20 to 60 ms an article.
 */
import { Parser, type Expression } from 'acorn'
import { absoluteUrl } from '@/lib/url'
import { literalValue } from '../literal-value.ts'

/** A component as Markdown, from its props (literal values) and the Markdown of its children. */
export type ComponentMarkdown = (props: never, children: string) => string

/** The MDX being converted, the components it may embed, and where an error is (its line). */
class Source {
  constructor(
    readonly text: string,
    readonly components: Readonly<Record<string, ComponentMarkdown | undefined>>,
  ) {}
  fail(at: number, message: string): never {
    throw new Error(`ligne ${this.text.slice(0, at).split('\n').length} : ${message}`)
  }
}

/** A JSX element of the body: its tag, and where its children lie when it has any. */
type Element = {
  name: string
  props: Record<string, unknown>
  start: number
  children?: { from: number; to: number }
  end: number
}

const NAME = /[A-Za-z][\w.:-]*/y
const SPACE = /\s*/y
const at = (pattern: RegExp, text: string, index: number) => {
  pattern.lastIndex = index
  return pattern.exec(text)
}
const skipSpace = (text: string, index: number) => index + at(SPACE, text, index)![0].length

/** The attributes of the opening tag whose name ends at `index`: strings as written, expressions as literal values. */
function readAttributes(source: Source, name: string, index: number) {
  const { text } = source
  const props: Record<string, unknown> = {}
  for (;;) {
    index = skipSpace(text, index)
    if (text.startsWith('/>', index)) return { props, selfClosing: true, end: index + 2 }
    if (text[index] === '>') return { props, selfClosing: false, end: index + 1 }
    if (text[index] === '{') source.fail(index, `<${name}> : attribut étalé non pris en charge`)
    const attribute = at(NAME, text, index)?.[0] ?? source.fail(index, `<${name}> : balise illisible`)
    index = skipSpace(text, index + attribute.length)
    if (text[index] !== '=') {
      props[attribute] = true
      continue
    }
    index = skipSpace(text, index + 1)
    const quote = text[index]
    if (quote === '"' || quote === "'") {
      const close = text.indexOf(quote, index + 1)
      if (close < 0) source.fail(index, `<${name}> : attribut « ${attribute} » sans fin`)
      props[attribute] = text.slice(index + 1, close)
      index = close + 1
    } else if (quote === '{') {
      try {
        const expression = Parser.parseExpressionAt(text, index + 1, { ecmaVersion: 'latest' }) as Expression
        props[attribute] = literalValue(expression as Parameters<typeof literalValue>[0])
        index = skipSpace(text, expression.end)
        if (text[index] !== '}') throw new Error('« } » attendu')
        index++
      } catch (error) {
        source.fail(index, `<${name}> : attribut « ${attribute} » : ${(error as Error).message}`)
      }
    } else source.fail(index, `<${name}> : attribut « ${attribute} » sans valeur`)
  }
}

/** The element whose tag opens at `start`, up to its matching closing tag. */
function readElement(source: Source, start: number): Element {
  const { text } = source
  const name = at(NAME, text, start + 1)![0]
  const opening = readAttributes(source, name, start + 1 + name.length)
  if (opening.selfClosing) return { name, props: opening.props, start, end: opening.end }
  const tags = new RegExp(`<(/?)${name.replace(/[.]/g, '\\.')}(?=[\\s/>])`, 'g')
  tags.lastIndex = opening.end
  let depth = 1
  for (let tag = tags.exec(text); tag; tag = tags.exec(text)) {
    if (tag[1]) depth--
    else if (!readAttributes(source, name, tag.index + 1 + name.length).selfClosing) depth++
    if (depth === 0) {
      const end = text.indexOf('>', tag.index) + 1
      return { name, props: opening.props, start, children: { from: opening.end, to: tag.index }, end }
    }
  }
  return source.fail(start, `<${name}> sans balise fermante`)
}

/** An element as Markdown: a component by its converter; a lowercase element gives way to its content. */
function elementMarkdown(source: Source, element: Element, flow: boolean): string {
  const { from, to } = element.children ?? { from: 0, to: 0 }
  const children = flow ? flowMarkdown(source, from, to) : inlineMarkdown(source, from, to)
  if (!/^[A-Z]/.test(element.name)) return children
  const convert = source.components[element.name]
  if (!convert) source.fail(element.start, `composant inconnu <${element.name}>`)
  return (convert as (props: unknown, children: string) => string)(element.props, children)
}

/** The end of the `{…}` expression opening at `start`, strings and nested braces included. */
function expressionEnd(source: Source, start: number): number {
  const { text } = source
  let depth = 0
  for (let index = start; index < text.length; index++) {
    const char = text[index]
    if (char === '"' || char === "'" || char === '`') {
      index = text.indexOf(char, index + 1)
      if (index < 0) break
    } else if (char === '{') depth++
    else if (char === '}' && --depth === 0) return index + 1
  }
  return source.fail(start, 'expression sans « } » fermante')
}

const SPECIAL = /[\\`<{]|\]\(|^ {0,3}\[[^\]\n]+\]:[ \t]*/gm
const SITE_PATH = /<(\/[^>\n]*)>|\/[^\s)]*/y

/**
 * Prose: copied as written, except its JSX (an element replaced by its Markdown, an expression dropped), and the
 * site paths of its links, images and definitions, made absolute. Code spans are copied untouched.
 */
function inlineMarkdown(source: Source, from: number, to: number): string {
  const { text } = source
  let out = ''
  let copied = from
  SPECIAL.lastIndex = from
  for (let match = SPECIAL.exec(text); match && match.index < to; match = SPECIAL.exec(text)) {
    const index = match.index
    const token = match[0]
    let next = index + token.length
    let replacement: string | undefined
    if (token === '\\') next = index + 2
    else if (token === '`') {
      const fence = at(/`+/y, text, index)![0]
      const close = text.indexOf(fence, index + fence.length)
      next = close >= 0 && close < to ? close + fence.length : index + fence.length
    } else if (token === '<') {
      if (!/[A-Za-z]/.test(text[index + 1] ?? '')) continue
      const element = readElement(source, index)
      replacement = elementMarkdown(source, element, false)
      next = element.end
    } else if (token === '{') {
      replacement = ''
      next = expressionEnd(source, index)
    } else {
      // A link's destination, or a definition's: a path of the site becomes its absolute URL.
      const path = at(SITE_PATH, text, next)
      if (path) {
        replacement = token + absoluteUrl(path[1] ?? path[0])
        next += path[0].length
      }
    }
    if (replacement !== undefined) {
      out += text.slice(copied, index) + replacement
      copied = next
    }
    SPECIAL.lastIndex = next
  }
  return out + text.slice(copied, to)
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/

/**
 * Blocks: a JSX element alone on its lines becomes the Markdown of its content; fenced code is copied untouched;
 * `import`/`export` blocks are dropped; the rest is prose. Blocks are joined by one blank line.
 */
function flowMarkdown(source: Source, from: number, to: number): string {
  const { text } = source
  const blocks: string[] = []
  let prose = from
  const flush = (end: number) => {
    if (end > prose) blocks.push(inlineMarkdown(source, prose, end).replace(/\n{3,}/g, '\n\n'))
  }
  const lineEnd = (index: number) => {
    const end = text.indexOf('\n', index)
    return end < 0 || end > to ? to : end
  }
  for (let line = from; line < to; ) {
    let end = lineEnd(line)
    const indent = skipSpace(text, line)
    const fence = FENCE.exec(text.slice(line, end))
    if (fence) {
      flush(line)
      const marker = fence[1]!
      let close = end
      while (
        close < to &&
        !new RegExp(`^ {0,3}${marker[0]}{${marker.length},}\\s*$`).test(text.slice(close + 1, lineEnd(close + 1)))
      )
        close = lineEnd(close + 1)
      end = lineEnd(close + 1)
      blocks.push(text.slice(line, end))
      prose = line = end + 1
      continue
    }
    if (/^(import|export)\s/.test(text.slice(line, end))) {
      flush(line)
      while (end < to && text.slice(end + 1, lineEnd(end + 1)).trim()) end = lineEnd(end + 1)
      prose = line = end + 1
      continue
    }
    if (indent < end && text[indent] === '<' && /[A-Za-z]/.test(text[indent + 1] ?? '')) {
      const element = readElement(source, indent)
      const after = lineEnd(element.end)
      // Text after the element on its last line makes it part of a paragraph.
      if (!text.slice(element.end, after).trim()) {
        flush(line)
        blocks.push(elementMarkdown(source, element, true))
        prose = line = after + 1
        continue
      }
      line = after + 1
      continue
    }
    line = end + 1
  }
  flush(to)
  return blocks
    .map((block) => block.replace(/^(?:[ \t]*\n)+|\s+$/g, ''))
    .filter(Boolean)
    .join('\n\n')
}

/** The Markdown of an MDX text (without front matter); a component not in `components` stops with its line. */
export function mdxToMarkdown(
  mdx: string,
  components: Readonly<Record<string, ComponentMarkdown | undefined>>,
): string {
  return `${flowMarkdown(new Source(mdx, components), 0, mdx.length)}\n`
}
