import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { TextBlock } from '@content/schema'
import { ExternalLink } from './ExternalLink'

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g

/** Inline marks of content strings: [label](href) links (internal ones client-side) and **bold**. */
export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    parts.push(text.slice(last, match.index))
    const [, label, href, bold] = match
    if (bold) parts.push(<strong key={match.index}>{bold}</strong>)
    else if (href!.startsWith('/'))
      parts.push(
        <Link key={match.index} to={href!} className="link">
          {label}
        </Link>,
      )
    else
      parts.push(
        <ExternalLink key={match.index} href={href!} className="link">
          {label}
        </ExternalLink>,
      )
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  return <>{parts.map((part, index) => (typeof part === 'string' ? <Fragment key={`t${index}`}>{part}</Fragment> : part))}</>
}

/** Paragraphs, lists and tables of content/ (legal pages and the like). */
export function RichText({ blocks }: { blocks: readonly TextBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if (block.type === 'p')
          return (
            <p key={index}>
              <InlineText text={block.text} />
            </p>
          )
        if (block.type === 'ul')
          return (
            <ul key={index} className="list-disc space-y-1 pl-6">
              {block.items.map((item) => (
                <li key={item}>
                  <InlineText text={item} />
                </li>
              ))}
            </ul>
          )
        return (
          <div key={index} className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="pb-2 text-left font-semibold">{block.caption}</caption>
              <thead>
                <tr>
                  {block.head.map((cell) => (
                    <th key={cell} scope="col" className="border-b border-slate-300 px-3 py-2 dark:border-slate-600">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, rowIndex) => (
                  <tr key={rowIndex} className="align-top">
                    {row.map((cell, cellIndex) => (
                      <td key={cellIndex} className="border-b border-slate-200 px-3 py-2 dark:border-slate-800">
                        <InlineText text={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      })}
    </>
  )
}
