import type { ReactNode } from 'react'
import { Link } from '@/ui/Link'
import { ExternalLink } from './ExternalLink'

export type Action = { label: string; href: string }

/** A call-to-action link: client-side for site paths, a plain anchor for #fragments, a new tab for other sites. */
type Props = { action: Action; variant?: 'primary' | 'secondary'; className?: string; children?: ReactNode }

export function ActionLink({ action, variant = 'primary', className: custom, children }: Props) {
  const className = custom ?? (variant === 'primary' ? 'btn-primary' : 'btn-secondary')
  const content = children ?? action.label
  if (/^https?:/.test(action.href))
    return (
      <ExternalLink href={action.href} className={className}>
        {content}
      </ExternalLink>
    )
  if (action.href.startsWith('#'))
    return (
      <a href={action.href} className={className}>
        {content}
      </a>
    )
  return (
    <Link to={action.href} className={className}>
      {content}
    </Link>
  )
}
