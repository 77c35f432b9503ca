import { useEffect } from 'react'

/**
 * Keeps the document head in step with the page after client navigations. The pre-rendered HTML already carries
 * the first page's head, so the head builder is its own chunk, fetched after hydration rather than before it.
 */
export function useHeadSync(pathname: string) {
  useEffect(() => {
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
