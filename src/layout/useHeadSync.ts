import { useEffect } from 'react'
import { servedHeadIsFor } from '@/routes/served'

const syncHead = (pathname: string, current: () => boolean) =>
  import('@/head/sync').then(async ({ buildHead, applyHead }) => {
    const head = await buildHead(pathname)
    if (current()) applyHead(head)
  })

/**
 * Keeps the document head in step with the page after client navigations. The served HTML already carries its own
 * page's head, so nothing is done for it (the head builder, its own chunk, is not even fetched). When the document was
 * served for another URL (404.html at an unknown one), its head is rebuilt once the page is live: a visitor does not
 * wait for it.
 */
export function useHeadSync(pathname: string) {
  useEffect(() => {
    if (servedHeadIsFor(pathname)) return
    let current = true
    const isCurrent = () => current
    // On the first render, after the effects that make the page live (src/boot/early-clicks.ts).
    const timer = document.documentElement.hasAttribute('data-hydrated')
      ? void syncHead(pathname, isCurrent)
      : setTimeout(() => syncHead(pathname, isCurrent))
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [pathname])
}
