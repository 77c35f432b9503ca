import { useId } from 'react'
import { articlePage } from '@content/blog/article.json'
import type { TocEntry } from '#articles'

/** The article's sections, linked to their headings (ids given by mdx-rs at build). */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const titleId = useId()
  if (entries.length === 0) return null
  return (
    <nav aria-labelledby={titleId} className="toc">
      <p id={titleId} className="toc-title">
        {articlePage.toc}
      </p>
      <ol className="toc-list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="toc-link">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
