// @ts-check
/** Units and French number formats shared by the report and the targets' messages. */

export const KB = 1024
export const MB = 1024 * KB

/** A number as French writes it (« 1 000 », « 2,5 »), at most one decimal. */
export const fr = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })

/** A number with exactly `digits` decimals, so that a column's figures line up. */
export const num = (/** @type {number} */ value, digits = 1) =>
  new Intl.NumberFormat('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value)

/**
 * A Markdown table, columns padded to their widest cell: the first left-aligned, figures right-aligned.
 * @param {string[]} header
 * @param {(string | number)[][]} lines
 */
export function table(header, lines) {
  const widths = header.map((title, index) =>
    Math.max(title.length, ...lines.map((line) => String(line[index]).length)),
  )
  const row = (/** @type {(string | number)[]} */ cells) =>
    `| ${cells.map((cell, index) => (index ? String(cell).padStart(widths[index] ?? 0) : String(cell).padEnd(widths[index] ?? 0))).join(' | ')} |`
  return [row(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...lines.map(row)].join('\n')
}
