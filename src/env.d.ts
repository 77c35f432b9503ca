/** The year of the build, so that the pre-rendered copyright and the hydrated one agree. */
declare const __BUILD_YEAR__: number
/** The day of the build (YYYY-MM-DD): what was still valid then, the page and its structured data both say. */
declare const __BUILD_DAY__: string
/** The moment of the build (ISO 8601): an article dated later is not published yet (src/content/published.ts). */
declare const __BUILD_TIME__: string
/** URL of the icon sprite (content-hashed at build). */
declare const __ICON_SPRITE__: string

/** What every page shows of content/site.json, a module apart (src/site-basics.ts). */
declare module '@content/site.json?pick=url,brand,phone,email,addresses,social,mapsListing,logo' {
  type Site = typeof import('../content/site.json')
  const basics: Pick<Site, 'url' | 'brand' | 'phone' | 'email' | 'addresses' | 'social' | 'mapsListing' | 'logo'>
  export default basics
}

/**
 * The Blog menu's latest articles, and the categories that hold one (src/build/vite/latest-articles.ts). This and the
 * next are read through src/content/articles.ts only (`#articles`), in the browser through ./content/articles.browser.ts.
 */
declare module 'virtual:latest-articles' {
  const latest: import('@/content/article-basics').MenuArticle[]
  export default latest
  export const categoriesWithArticles: string[]
}
/** The articles' modules: src/content/article-modules.ts, or in the server build the articles compiled before it. */
declare module 'virtual:article-modules' {
  export * from '@/content/article-modules'
}
declare module 'virtual:newsletter-issues' {
  /** The newsletter's issues of the module's language, oldest first (src/build/vite/newsletter-issues.ts). */
  const issues: (import('zod').infer<typeof import('../content/schema/newsletter').newsletterIssueSchema> & {
    /** yyyy-mm: the file's name. */
    id: string
  })[]
  export default issues
}

/**
 * The services, from their files (src/build/vite/service-index.ts): per service, what every page's shell
 * reads (routes, menus, breadcrumb), in the menus' order.
 */
declare module 'virtual:service-index' {
  const index: {
    id: string
    /** The last segment of the service page's path where it is not the id (src/services/path.ts). */
    slug?: string
    title: string
    menuLabel: string
    aliases: string[]
    browser: import('./routes/types').Browser
    embeds: import('./routes/types').Embed[]
    modules: string[]
  }[]
  export default index
}
/** What the cards, llms.txt, the share images and the structured data read of each service, in the menus' order. */
declare module 'virtual:service-catalogue' {
  const catalogue: (import('@content/schema/services').ServiceSummary & { slug?: string })[]
  export default catalogue
}
/** The contact form's choices, one per service file, in the menus' order (src/build/vite/service-index.ts). */
declare module 'virtual:service-choices' {
  export const serviceChoices: readonly { value: string; service: string; label: string }[]
}

/** yoastseo ships no types: supabase/functions/_shared/writing-analysis.ts types the part it uses. */
declare module 'yoastseo' {
  const yoast: unknown
  export default yoast
}
declare module 'yoastseo/build/languageProcessing/languages/*/Researcher.js' {
  const researcher: unknown
  export default researcher
}
