import { UnknownCategoryView } from '@/blog/views/UnknownCategoryView'
import { decodePathname } from '@/lib/slug'
import { useRouteParams } from '@/routes/pages'

/** A category the blog does not have: the spec's screen, naming it (the host answers 404 with this page). */
export default function UnknownCategoryPage() {
  return <UnknownCategoryView name={decodePathname(useRouteParams().category ?? '')} />
}
