import type { PageMeta } from '@content/schema'
import type { Thing } from 'schema-dts'

export type Params = Readonly<Record<string, string | undefined>>
export type Crumb = { label: string; path: string }

/** Head data of a page: its metadata, and what it adds to the head beside it. */
export type RouteMeta = PageMeta & {
  /** JSON-LD entities of this page (besides the breadcrumb list, which every page but home gets). */
  jsonLd?: Exclude<Thing, string>[]
  /** Open Graph type; 'website' unless said. */
  ogType?: 'website' | 'article'
  article?: { publishedTime: string; modifiedTime: string; author: string; section: string; tags: readonly string[] }
}

export type RouteHandle = {
  /** Screen module, as `pages/<screen>.tsx`. */
  screen: string
  /**
   * Head data of the page. Loaded on demand (a dynamic import): the browser needs it only after a client navigation,
   * so it stays out of the first-load bundle.
   */
  meta: (params: Params) => Promise<RouteMeta>
  /**
   * Breadcrumb label of a page with parameters, or null when the parameters name nothing (the page then answers
   * 404). Runs on every render: keep it to lightweight indexes. Fixed pages take theirs from content/breadcrumbs.ts.
   */
  label?: (params: Params) => string | null
  /** The parameter sets to pre-render; required when the path has parameters. */
  expand?: () => Params[]
  /** The breadcrumb trail when it does not follow the path (home first, current page last). */
  trail?: (params: Params) => Crumb[]
  /** Old URLs of this page, answered with a 301 to it. */
  aliases?: (params: Params) => string[]
  /** The page is also served as Markdown at its path + .md (src/build/markdown-twins.ts), announced in its head. */
  markdownTwin?: true
  /** Pre-rendered but kept out of sitemap.xml (its meta should say noindex). */
  sitemap?: false
  /**
   * Modules the screen reads with useModule() besides itself (an article body, article metadata), by id (see
   * src/routes/modules.ts): loaded before the first render and preloaded by the HTML.
   */
  modules?: (params: Params) => string[]
  /**
   * Progressive hydration: the browser hydrates the site's shell (header, menus, footer) first and the page's own
   * modules when they arrive, instead of preloading them and waiting for them. The pre-rendered HTML is complete
   * either way; React keeps it as is until the page's code is there. For long pages whose interactive parts are few.
   */
  hydrateAfterShell?: true
  /** Paths under this route's pattern that now belong to another page: answered with a 301 there, once it exists. */
  moved?: () => { from: string; to: string }[]
}

/**
 * What a screen module may export besides its component: `prerender`, which loads what only the pre-render reads
 * (views and data whose HTML the browser keeps as served, see src/ui/StaticHtml.tsx). It runs at build after the
 * route's modules; the browser neither preloads nor loads any of it before hydration.
 */
export type ScreenModule = { default: unknown; prerender?: (params: Params) => Promise<unknown> }

/** A React Router route object of the site: the router, the pre-render list, the sitemap, breadcrumbs and redirects read it. */
export type AppRoute = { id: string; path: string; handle: RouteHandle }
