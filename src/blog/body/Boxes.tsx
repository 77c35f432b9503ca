/** The boxes articles set in their prose: key points, highlights, expert tips and calls to action. */
import type { ReactNode } from 'react'
import { Link } from '@/ui/Link'
import { articleBody } from '@content/blog/article.json'
import type { ArticleComponentProps } from '@content/schema'
import { Icon } from '@/ui/Icon'

/** What to remember from a section, under its own title (« À retenir » without one); voice assistants read it (speakable selector .key-point). */
export function KeyPoint({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="key-point" role="note">
      <p className="key-point-label">
        <Icon name="circle-check" className="size-5" />
        {title ?? articleBody.keyPoint}
      </p>
      <div className="key-point-text">{children}</div>
    </div>
  )
}

/** A sentence that stands out in its paragraph (speakable selector .highlight-text). */
export function Highlight({ children }: { children: ReactNode }) {
  return <mark className="highlight-text">{children}</mark>
}

export function Callout({ title, children }: ArticleComponentProps<'Callout'> & { children: ReactNode }) {
  return (
    <div className="callout" role="note">
      <p className="callout-title">
        <Icon name="lightbulb" className="size-5" />
        {title}
      </p>
      <div className="callout-text">{children}</div>
    </div>
  )
}

export function CallToAction({ title, text, href, label }: ArticleComponentProps<'CallToAction'>) {
  return (
    <div className="article-cta">
      <p className="article-cta-title">{title}</p>
      <p className="article-cta-text">{text}</p>
      <Link to={href} className="btn bg-white text-brand-800 no-underline hover:bg-brand-50">
        {label}
      </Link>
    </div>
  )
}
