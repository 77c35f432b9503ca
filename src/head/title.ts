import { TITLE_MAX } from '@content/seo-limits'
import { siteBasics } from '@/site-basics'

/** The page's title, followed by the brand where the whole still fits in search results. */
export function documentTitle(title: string): string {
  const branded = `${title} | ${siteBasics.brand}`
  return branded.length <= TITLE_MAX ? branded : title
}
