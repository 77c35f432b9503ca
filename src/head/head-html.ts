import type { HeadTag, PageHead } from './page-head'

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** JSON inside a <script> must not be able to close it. */
export const jsonForScript = (json: object) => JSON.stringify(json).replace(/</g, '\\u003c')

/** Marks the tags the page owns, so that client navigation replaces exactly them. */
export const HEAD_MARKER = 'data-page-head'

function tagHtml(tag: HeadTag): string {
  const attrs = Object.entries(tag.attrs)
    .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
    .join('')
  if (tag.tag === 'script') return `<script${attrs} ${HEAD_MARKER}>${jsonForScript(tag.json)}</script>`
  return `<${tag.tag}${attrs} ${HEAD_MARKER}>`
}

export function headHtml(head: PageHead): string {
  return [`<title>${escapeText(head.title)}</title>`, ...head.tags.map(tagHtml)].join('\n    ')
}
