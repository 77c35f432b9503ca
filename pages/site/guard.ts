import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { decodePathname } from '@/lib/slug'
import { languageOfPath } from '@/lang'
import * as french from '@/routes/pages'
import * as english from '@en/src/routes/pages'

/** Paths the route table of their language does not know (or whose slug names nothing) answer 404, in dev as on the static host. */
export default function guard(pageContext: PageContextServer) {
  const path = decodePathname(pageContext.urlPathname)
  const { pageExists, notFoundPages } = languageOfPath(path) === 'en' ? english : french
  if (!pageExists(path) && !notFoundPages().includes(path)) throw render(404)
}
