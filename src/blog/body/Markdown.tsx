/** How the Markdown of article bodies renders: links by destination, scrollable tables, checklists readers can tick. */
import { Children, type ComponentProps, isValidElement, type ReactNode } from 'react'
import { Link } from '@/ui/Link'
import { articleBody } from '@content/blog/article.json'
import { fill } from '@/lib/text'
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

/**
 * A table that scrolls sideways on a narrow screen, in a box the keyboard can reach and scroll. A <figure>, not a
 * <section>: the table is part of the article's section, with no heading of its own (its name is its caption's).
 */
export function ScrollTable({
  label,
  labelledBy,
  children,
}: {
  label?: string
  labelledBy?: string
  children: ReactNode
}) {
  return (
    // The box is focusable so that keyboard users can scroll it (WCAG 2.1.1); its name tells it from the others.
    <figure
      className="table-scroll"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus for the keyboard to scroll it (WCAG 2.1.1)
      tabIndex={0}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
    >
      {children}
    </figure>
  )
}

type Parent = { children?: ReactNode }
const elements = (node: ReactNode) => Children.toArray(node).filter((child) => isValidElement<Parent>(child))
/** The text of rendered Markdown. */
const textOf = (node: ReactNode): string =>
  typeof node === 'string' || typeof node === 'number'
    ? String(node)
    : Children.toArray(node)
        .map((child) => (isValidElement<Parent>(child) ? textOf(child.props.children) : String(child)))
        .join('')

/** A Markdown table, named after its column headers (an article may hold several, each its own region). */
export function BodyTable(props: ComponentProps<'table'>) {
  const head = elements(props.children).find((child) => child.type === 'thead')
  const row = elements(head?.props.children)[0]
  const columns = elements(row?.props.children).map((cell) => textOf(cell.props.children).trim())
  return (
    <ScrollTable label={fill(articleBody.scrollableTable, { columns: columns.join(', ') })}>
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
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the task's checkbox is among the children (a GFM task list item) */}
      <label>{children}</label>
    </li>
  )
}

/** GFM writes its boxes disabled: here the reader may tick them (nothing is stored). */
export function BodyInput({ type, checked, disabled: _disabled, ...rest }: ComponentProps<'input'>) {
  if (type !== 'checkbox') return <input type={type} {...rest} />
  return <input type="checkbox" defaultChecked={checked} className="task-checkbox" />
}
