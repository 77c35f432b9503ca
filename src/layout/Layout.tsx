import { Suspense, useEffect, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { layout } from '@content/layout'
import { whenLive } from '@/boot/early-clicks'
import { decodePathname } from '@/lib/slug'
import { breadcrumbTrail } from '@/routes/breadcrumbs'
import { pageExists } from '@/routes/pages'
import { Spinner } from '@/ui/Spinner'
import { Breadcrumb } from './Breadcrumb'
import { Footer } from './Footer'
import { Header } from './Header'
import { useHeadSync } from './useHeadSync'
import { useNavigationEffects } from './useNavigationEffects'

export function Layout({ children }: { children: ReactNode }) {
  const pathname = decodePathname(useLocation().pathname)
  useHeadSync(pathname)
  useNavigationEffects()
  // Marks the document once React has taken over the served shell (the browser tests wait for it).
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
    whenLive()
  }, [])
  const showTrail = pathname !== '/' && pageExists(pathname)

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {layout.skipLink}
      </a>
      <Header />
      {showTrail && <Breadcrumb trail={breadcrumbTrail(pathname)} />}
      <main id="main">
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </main>
      <Footer />
    </>
  )
}
