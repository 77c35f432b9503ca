/**
 * The site's internal link: an <a> whose click the router takes, made with the hooks React Router offers for custom
 * links (useHref, useLinkClickHandler). Its own <Link> carries framework-mode prefetching and view transitions that
 * this site never uses (docs/loading.md).
 */
import type { ComponentProps } from 'react'
import { type To, useHref, useLinkClickHandler } from 'react-router-dom'

export function Link({ to, onClick, target, ...anchor }: ComponentProps<'a'> & { to: To }) {
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { target })
  return (
    <a
      {...anchor}
      href={useHref(to)}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) follow(event)
      }}
    />
  )
}
