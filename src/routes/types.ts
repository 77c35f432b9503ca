import type { PageMeta } from '@content/schema'
import type { ReactNode } from 'react'
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
  /** The pages before and after this one in a paginated listing (rel="prev" / "next"). */
  pagination?: { prev?: string; next?: string }
}

export type Browser = 'kept' | 'hydrated'

/**
 * Third parties a page may embed on request, and the blog search (Pagefind: WebAssembly); each widens that page's
 * Content-Security-Policy.
 */
export type Embed = 'audit-widget' | 'video' | 'map' | 'search'

/** A screen: a module under `pages/`, whose default export renders the page from what its route's loader returned. */
export type ScreenModule<Data> = { default: (props: Data) => ReactNode }

/** A route's handle; `Data` is what its loader returns and its screen receives as props. */
export type RouteHandle<Data extends object = object> = {
  /**
   * The page's screen, imported: `() => import('../../pages/<name>/<Name>Page')` (it may pick one by the parameters).
   * Neither the browser nor the build fetches a screen before its page is shown.
   */
  screen: (params: Params) => Promise<ScreenModule<Data>>
  /**
   * What the screen reads besides itself (article metadata and bodies, a service page's file and special blocks),
   * loaded with it and given to it as props: at build, before a hydration and on a client navigation. The modules it
   * asks for through src/routes/modules.ts are the ones a hydrated page's HTML preloads (renderer/render-page.tsx).
   */
  load?: (params: Params) => Promise<Data>
  /**
   * Head data of the page. Loaded on demand (a dynamic import): the browser needs it only after a client navigation,
   * so it stays out of the first-load bundle.
   */
  meta: (params: Params) => Promise<RouteMeta>
  /**
   * Breadcrumb label of a page with parameters, or null when the parameters name nothing (the page then answers
   * 404). Runs on every render: keep it to lightweight indexes. Service pages give their files' titles; other fixed pages
   * take theirs from content/breadcrumbs.json.
   */
  label?: (params: Params) => string | null
  /** The parameter sets to pre-render; required when the path has parameters. */
  expand?: () => Params[]
  /**
   * What names the same page in the other language when its parameters differ there (an article's id, a category's
   * place in content/categories.json); by default its parameters (src/routes/translations.ts).
   */
  counterpart?: (params: Params) => string | undefined
  /**
   * Whether the page has nothing to read yet (a category without an article): the language switch of a page that has
   * something does not lead there (src/routes/translations.ts).
   */
  empty?: (params: Params) => boolean
  /** The breadcrumb trail when it does not follow the path (home first, current page last). */
  trail?: (params: Params) => Crumb[]
  /** Old URLs of this page, answered with a 301 to it. */
  aliases?: (params: Params) => string[]
  /** The page is also served as Markdown at its path + .md (src/build/markdown-twins.ts), announced in its head. */
  markdownTwin?: true
  /** Pre-rendered but kept out of sitemap.xml (its meta should say noindex). */
  sitemap?: false
  /**
   * How the page lives in the browser after a full page load (see docs/loading.md, "How a page comes alive in the browser"):
   * - 'kept': the browser keeps the HTML of its <main> as it is and loads none of the page's code (only the shell's),
   *   which its bundle leaves out (KEPT_IN_BROWSER). The islands marked in it (src/browser/islands.ts: charts, share
   *   links, video, newsletter, the blog's search, a contact form, the contact page's map and address) start on their own.
   * - 'hydrated': its screen and what its loader reads load after the first paint and React hydrates it (the leads'
   *   outcome pages, the audit's service page and its dialog, an unknown category's page).
   * After a client navigation the page's HTML is fetched (src/browser/served-page.ts): a kept page shows its <main> as
   * fetched, a hydrated page is rendered from its screen.
   */
  browser: Browser | ((params: Params) => Browser)
  /**
   * Third parties the page embeds when the visitor asks (see src/build/csp.ts): the page then has a policy of its own
   * in _headers, so links between pages whose policies differ load a new document (src/browser/navigation.ts).
   */
  embeds?: readonly Embed[]
  /**
   * A 404 page of this route's own, for its paths that name nothing (an unknown category): pre-rendered at this path,
   * in the folder where the host looks for the nearest 404.html, and rendered in the browser for the URL asked.
   */
  notFound?: string
  /** Paths under this route's pattern that now belong to another page: answered with a 301 there, once it exists. */
  moved?: () => { from: string; to: string }[]
}

/** A React Router route object of the site: the router, the pre-render list, the sitemap, breadcrumbs and redirects read it. */
export type AppRoute = {
  id: string
  path: string
  /**
   * The path (pattern) of the page's English counterpart, where it has one: the English build (src/lang.ts) serves the
   * route there, with its parameters of the English content (an article's or a service's English slug). A route
   * without it is French only.
   */
  en?: string
  // biome-ignore lint/suspicious/noExplicitAny: the table holds handles of every screen; `handle()` checks each against its loader
  handle: RouteHandle<any>
}

/** A handle whose screen is checked against its loader's result (a handle typed in place in the table is not). */
export const handle = <Data extends object>(route: RouteHandle<Data>): RouteHandle<Data> => route

const readAtBuild = () => Promise.reject(new Error('Lu au build seulement : le navigateur prend une page de son HTML.'))

/**
 * A kept page's screen and head data, in the browser: it shows the page from its HTML (src/browser/served-page.ts) and
 * never renders the screen nor reads the head. Route entries write these fields `import.meta.env.SSR ? {…} :
 * KEPT_IN_BROWSER`, so that the browser's bundle drops them: the screens' chunks, and their names and loaders in the
 * first chunk every page fetches (2.0 KB gzip, docs/loading.md).
 */
export const KEPT_IN_BROWSER: Pick<RouteHandle, 'screen' | 'meta'> = { screen: readAtBuild, meta: readAtBuild }

/** A kept page's handle: `kept(import.meta.env.SSR && { screen, meta, … }, { fields the browser reads too })`. */
export const kept = <Data extends object>(
  build: false | (Pick<RouteHandle<Data>, 'screen' | 'meta'> & Partial<RouteHandle<Data>>),
  shared: Partial<RouteHandle<Data>> = {},
): RouteHandle<Data> => ({ ...shared, browser: 'kept', ...(build || KEPT_IN_BROWSER) })
