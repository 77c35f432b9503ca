import { Link } from '@/ui/Link'
import { layout } from '@content/layout.json'
import type { Crumb } from '@/routes/types'

/** The trail from home to the current page; the last item is the page itself, not a link. */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label={layout.breadcrumb.label} className="container-page pt-6">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900 dark:text-white">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.path} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                  {crumb.label}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
