/**
 * The blog index's search: a plain GET form to the blog index of the page's language (/blog, /en/blog: it works without JavaScript), the place of its results, and
 * the listing they replace while the visitor searches. Its code is an enhancement (./enhance.ts): started as an island
 * on the page as served (src/browser/islands.ts), or here when React renders the page from its screen.
 */
import { useEffect, useRef, type ReactNode } from 'react'
import { blogSearch as t } from '@content/blog/index-page.json'
import { islandMarker } from '@/browser/island-marker'
import { localPath } from '@/lang'
import { Icon } from '@/ui/Icon'

export function BlogSearch({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let stop: (() => void) | undefined
    let live = true
    void import('./enhance').then(({ enhanceSearch }) => {
      if (live) stop = enhanceSearch(ref.current!)
    })
    return () => {
      live = false
      stop?.()
    }
  }, [])

  return (
    <div ref={ref} {...islandMarker('search')}>
      <div className="container-page -mt-8 sm:-mt-10">
        {/* biome-ignore lint/a11y/useSemanticElements: the form is the search landmark; a <search> wrapper adds nothing */}
        <form role="search" action={localPath('/blog')} method="get" className="flex max-w-2xl gap-2">
          <label htmlFor="blog-search" className="sr-only">
            {t.label}
          </label>
          <input
            id="blog-search"
            type="search"
            name="q"
            placeholder={t.placeholder}
            autoComplete="off"
            className="field min-w-0 flex-1 text-base"
          />
          <button type="submit" className="btn-primary px-4">
            <Icon name="search" className="size-5" />
            <span className="sr-only sm:not-sr-only">{t.button}</span>
          </button>
        </form>
      </div>
      <div data-search-results="" hidden />
      <div data-search-hides="">{children}</div>
    </div>
  )
}
