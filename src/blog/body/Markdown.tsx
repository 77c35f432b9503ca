/** How the Markdown of article bodies renders: links by destination, scrollable tables, checklists readers can tick. */
import type { ComponentProps, ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { articleBody } from '@content/blog/article'
import { ExternalLink } from '@/ui/ExternalLink'

/** Internal links navigate in the app, other sites open in a new tab (marked as such), the rest are plain links. */
export function BodyLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link to={href} className="link underline">
        {children}
      </Link>
    )
  if (/^https?:/.test(href))
    return (
      <ExternalLink href={href} className="link underline">
        {children}
      </ExternalLink>
    )
  return (
    <a href={href} className="link underline">
      {children}
    </a>
  )
}

/** A table that scrolls sideways on a narrow screen, in a region the keyboard can reach and scroll. */
export function ScrollTable({ label, labelledBy, children }: { label?: string; labelledBy?: string; children: ReactNode }) {
  return (
    // The region is focusable so that keyboard users can scroll it (WCAG 2.1.1).
    <div className="table-scroll" role="region" tabIndex={0} aria-label={labelledBy ? undefined : (label ?? articleBody.scrollableTable)} aria-labelledby={labelledBy}>
      {children}
    </div>
  )
}

export function BodyTable(props: ComponentProps<'table'>) {
  return (
    <ScrollTable>
      <table {...props} />
    </ScrollTable>
  )
}

/** GFM task list items: the box and its text become one label, and the box can be ticked while reading. */
export function BodyListItem({ className, children, ...rest }: ComponentProps<'li'>) {
  if (!className?.includes('task-list-item'))
    return (
      <li className={className} {...rest}>
        {children}
      </li>
    )
  return (
    <li className={`${className} task-item`} {...rest}>
      <label>{children}</label>
    </li>
  )
}

/** GFM writes its boxes disabled: here the reader may tick them (nothing is stored). */
export function BodyInput({ type, checked, disabled: _disabled, ...rest }: ComponentProps<'input'>) {
  if (type !== 'checkbox') return <input type={type} {...rest} />
  return <input type="checkbox" defaultChecked={checked} className="task-checkbox" />
}
