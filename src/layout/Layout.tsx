import { Suspense, useEffect, type ReactNode } from 'react'
import { layout } from '@content/layout.json'
import { whenLive } from '@/browser/early-clicks'
import { Spinner } from '@/ui/Spinner'
import { Footer } from './Footer'
import { Header } from './Header'
import { useNavigationEffects } from './useNavigationEffects'

/** The shell around every page; the page (breadcrumb and <main>) is the route's element (src/routes/router.tsx). */
export function Layout({ children }: { children: ReactNode }) {
  useNavigationEffects()
  // Marks the document once React has taken over the served shell (the browser tests wait for it).
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
    whenLive()
  }, [])

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {layout.skipLink}
      </a>
      <Header />
      <Suspense
        fallback={
          <main id="main">
            <Spinner />
          </main>
        }
      >
        {children}
      </Suspense>
      <Footer />
    </>
  )
}
