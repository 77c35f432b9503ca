import { validateContent } from '@/content/validate'
import { sitePages } from '@/routes/pages'

/** The URLs to pre-render: the route table expanded with the content (articles, categories). */
export default function onBeforePrerenderStart() {
  validateContent()
  return sitePages().map((page) => page.path)
}
