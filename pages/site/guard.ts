import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { decodePathname } from '@/lib/slug'
import { notFoundPages, pageExists } from '@/routes/pages'

/** Paths the route table does not know (or whose slug names nothing) answer 404, in dev as on the static host. */
export default function guard(pageContext: PageContextServer) {
  const path = decodePathname(pageContext.urlPathname)
  if (!pageExists(path) && !notFoundPages().includes(path)) throw render(404)
}
