import { useEffect } from 'react'
import { servedHeadIsFor } from '@/routes/served'

/**
 * Keeps the document head in step with the page after client navigations. The served HTML already carries its own
 * page's head, so nothing is done for it (the head builder, its own chunk, is not even fetched) unless the document
 * was served for another URL (404.html at an unknown one).
 */
export function useHeadSync(pathname: string) {
  useEffect(() => {
    if (servedHeadIsFor(pathname)) return
    let current = true
    void import('@/head/sync').then(async ({ buildHead, applyHead }) => {
      const head = await buildHead(pathname)
      if (current) applyHead(head)
    })
    return () => {
      current = false
    }
  }, [pathname])
}
