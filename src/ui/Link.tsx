/**
 * The site's internal link: an <a> whose click the router takes, made with the hooks React Router offers for custom
 * links (useHref, useLinkClickHandler). Its own <Link> carries framework-mode prefetching and view transitions that
 * this site never uses (docs/loading.md).
 */
import type { ComponentProps } from 'react'
import { type To, useHref, useLinkClickHandler } from 'react-router-dom'

/** `mailto:`, `tel:`, another site: the browser's to follow, never the router's (React Router's <Link> tells them apart too). */
const OUTSIDE = /^([a-z][a-z\d+.-]*:|\/\/)/i

export function Link({ to, onClick, target, ...anchor }: ComponentProps<'a'> & { to: To }) {
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { target })
  const href = useHref(to)
  if (typeof to === 'string' && OUTSIDE.test(to)) return <a {...anchor} href={to} target={target} onClick={onClick} />
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) follow(event)
      }}
    />
  )
}
