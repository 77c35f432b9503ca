/**
 * sonner's Toaster with its defaults (3 visible, about 4 s, 356 px wide), styled by its own stylesheet: the build
 * keeps sonner from injecting a <style> element, which the CSP forbids (src/build/vite/sonner-css.ts).
 */
import { useEffect, useState } from 'react'
import { Toaster, toast } from 'sonner'
import 'sonner/dist/styles.css'

let markMounted: () => void = () => {}
/** Resolves once the Toaster listens: a toast shown earlier would be lost. */
export const mounted = new Promise<void>((resolve) => (markMounted = resolve))

const isDark = () => document.documentElement.classList.contains('dark')

export function SiteToaster() {
  const [dark, setDark] = useState(isDark)
  useEffect(() => {
    markMounted()
    const observer = new MutationObserver(() => setDark(isDark()))
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
    return () => observer.disconnect()
  }, [])
  return <Toaster theme={dark ? 'dark' : 'light'} closeButton containerAriaLabel="Notifications" />
}

export { toast }
