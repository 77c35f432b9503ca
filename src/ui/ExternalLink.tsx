import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { layout } from '@content/layout.json'

/** A link that leaves the site in a new tab, says so to screen readers, and gives away nothing of this page. */
export function ExternalLink({
  href,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only"> {layout.newTab}</span>
    </a>
  )
}
