import { siteBasics as site } from '@/site-basics'

/** The absolute URL of a site path, as canonical links, structured data, share links and the feed write it. */
export const absoluteUrl = (path: string) => (path === '/' ? `${site.url}/` : `${site.url}${encodeURI(path)}`)

/** Where the Markdown twin of a page is served (articles and service pages have one). */
export const markdownTwinPath = (pathname: string) => `${pathname}.md`
