/**
 * Markdown written directly, for the small blocks the twins make from data (tables, questions, links): a syntax
 * tree through mdast-util-to-markdown cost about a millisecond a table cell row. Text is escaped wherever Markdown
 * could read it as syntax, a little more often than needed, which changes nothing a reader sees.
 */
import { absoluteUrl } from '@/lib/url'

/** Text inside a line: its Markdown punctuation escaped, and an entity-like `&` too. */
export const text = (value: string) => value.replace(/[\\`*_[\]<|]/g, '\\$&').replace(/&(?=#?\w+;)/g, '\\&')

/** Text opening a block: also what would make it a heading, quotation, list or rule. */
export const paragraph = (value: string) =>
  text(value)
    .replace(/^[#>+=-]/, '\\$&')
    .replace(/^(\d+)([.)])/, '$1\\$2')

export const strong = (value: string) => `**${text(value)}**`

/** A link to a site path, written as its absolute URL. */
export function link(label: string, path: string): string {
  const url = absoluteUrl(path)
  return `[${text(label)}](${/[\s()<>]/.test(url) ? `<${url}>` : url})`
}

export const heading = (depth: number, value: string) => `${'#'.repeat(depth)} ${text(value)}`

export const list = (items: readonly string[]) => items.map((item) => `- ${text(item)}`).join('\n')

/** A GitHub table: one header row, then the rows; cells on one line. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) =>
    `|${cells.map((cell) => (cell ? ` ${text(cell).replace(/\s*\n\s*/g, ' ')} ` : ' ')).join('|')}|`
  return [line(head), `|${head.map(() => ' - ').join('|')}|`, ...rows.map(line)].join('\n')
}

/** A quotation: every line of `markdown` behind `> `. */
export const quote = (markdown: string) =>
  markdown
    .trim()
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')
