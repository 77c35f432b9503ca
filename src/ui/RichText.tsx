import { Fragment, type ReactNode } from 'react'
import { Link } from '@/ui/Link'
import type { TextBlock } from '@content/schema'
import { INLINE_MARK } from '@/lib/text'
import { ExternalLink } from './ExternalLink'

/**
 * A content string with its [label](href) links (site paths client-side, other sites in a new tab), **bold**, and
 * {fr|words} in French on a page in another language.
 */
export function Inline({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(INLINE_MARK)) {
    parts.push(text.slice(last, match.index))
    const [, label, href, bold, french] = match
    const key = match.index
    if (french)
      parts.push(
        <span key={key} lang="fr">
          {french}
        </span>,
      )
    else if (bold)
      parts.push(
        <strong key={key}>
          <Inline text={bold} />
        </strong>,
      )
    else if (/^https?:/.test(href!))
      parts.push(
        <ExternalLink key={key} href={href!} className="link">
          {label}
        </ExternalLink>,
      )
    else if (href!.startsWith('#'))
      parts.push(
        <a key={key} href={href} className="link">
          {label}
        </a>,
      )
    else
      parts.push(
        <Link key={key} to={href!} className="link">
          {label}
        </Link>,
      )
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  return <>{parts}</>
}

/** Paragraphs, bullet lists and tables of a content text. */
export function Blocks({ blocks }: { blocks: readonly TextBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks of content, fixed at build, never reordered
        <Fragment key={index}>
          {block.type === 'p' && (
            <p>
              <Inline text={block.text} />
            </p>
          )}
          {block.type === 'ul' && (
            <ul className="list-disc space-y-2 pl-6 marker:text-brand-600 dark:marker:text-brand-300">
              {block.items.map((item) => (
                <li key={item}>
                  <Inline text={item} />
                </li>
              ))}
            </ul>
          )}
          {block.type === 'table' && (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="muted pb-2 text-left">{block.caption}</caption>
                <thead>
                  <tr>
                    {block.head.map((cell) => (
                      <th
                        key={cell}
                        scope="col"
                        className="border-b border-slate-300 px-3 py-2 font-semibold dark:border-slate-600"
                      >
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {block.rows.map((row) => (
                    <tr key={row[0]}>
                      {row.map((cell, column) => (
                        <td
                          // biome-ignore lint/suspicious/noArrayIndexKey: the column is the cell's identity
                          key={column}
                          className="border-b border-slate-200 px-3 py-2 align-top dark:border-slate-800"
                        >
                          <Inline text={cell} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Fragment>
      ))}
    </>
  )
}
