import { siteBasics as site } from '@content/site-basics'

/** The absolute URL of a site path, as canonical links, structured data, share links and the feed write it. */
export const absoluteUrl = (path: string) => (path === '/' ? `${site.url}/` : `${site.url}${encodeURI(path)}`)
