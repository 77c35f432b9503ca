/**
 * The Content-Security-Policy of the site, written to _headers. Scripts: our own files and the two inline scripts
 * (theme, boot), allowed by their hashes. No inline style at all. Third parties appear only on the pages that embed
 * them on request (route field `embeds`), each such page with a policy of its own.
 */
import { createHash } from 'node:crypto'
import site from '@content/site.json'
import { YOUTUBE_FRAME_ORIGIN } from '@/services/embeds'
import { bootScript } from './boot-script'
import { backend, LOCAL_BACKEND_URL } from '@/leads/config'
import { sitePages } from '@/routes/pages'
import { sitePages as englishPages } from '@en/src/routes/pages'
import type { Embed } from '@/routes/types'
import { THEME_SCRIPT } from '@/theme/theme'
import { isProductionBuild } from './example-facts'

export const scriptHash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`

export type Directives = Record<string, string[]>

/**
 * Stops a production build (Cloudflare Pages, or PRODUCTION_BUILD=1 elsewhere) that has no VITE_SUPABASE_URL: its
 * forms would send every lead to the local functions' address, on the visitor's own machine. `configured` is the value
 * Vite read, from the environment or an .env file.
 */
export function checkFunctionsUrl(
  env: NodeJS.ProcessEnv = process.env,
  configured: string | undefined = import.meta.env.VITE_SUPABASE_URL,
): void {
  if (!isProductionBuild(env) || configured) return
  throw new Error(
    'VITE_SUPABASE_URL manquante pour une version de production (CF_PAGES ou PRODUCTION_BUILD=1)\u00a0: les formulaires ' +
      `enverraient les demandes à l’adresse locale des fonctions (${LOCAL_BACKEND_URL}). Indiquez l’URL du projet ` +
      'Supabase dans VITE_SUPABASE_URL (voir supabase/README.md, Déployer les fonctions).',
  )
}

/** The Supabase functions the lead forms call (fetch) and post to (without JavaScript). */
function functionsOrigin(): string {
  checkFunctionsUrl()
  return new URL(backend.url).origin
}

export const baseDirectives = (): Directives => ({
  'default-src': ["'self'"],
  'script-src': ["'self'", scriptHash(THEME_SCRIPT), scriptHash(bootScript())],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", functionsOrigin()],
  'frame-src': ["'none'"],
  'form-action': ["'self'", functionsOrigin()],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': [],
})

const auditWidgetOrigins = [
  ...new Set([site.auditWidget.managerScript, site.auditWidget.widgetScript].map((src) => new URL(src).origin)),
]

/** What each embed adds to the policy of the pages that have it. */
const embedDirectives: Record<Embed, () => Directives> = {
  // The page-audit widget of the SEO tool provider: its scripts, and what its form loads, sends and frames.
  'audit-widget': () =>
    Object.fromEntries(
      ['script-src', 'style-src', 'connect-src', 'img-src', 'frame-src', 'form-action'].map((name) => [
        name,
        auditWidgetOrigins,
      ]),
    ),
  // The PBN video, framed from the privacy-enhanced player's host once the visitor presses play.
  video: () => ({ 'frame-src': [YOUTUBE_FRAME_ORIGIN] }),
  // The map of the contact page, framed once the visitor asks for it.
  map: () => ({ 'frame-src': [new URL(site.mapsEmbed).origin] }),
  // The blog search: Pagefind compiles its WebAssembly (from /pagefind/, fetched: connect-src 'self' already allows it).
  search: () => ({ 'script-src': ["'wasm-unsafe-eval'"] }),
}

/**
 * Extra sources per path, for the pages of both languages' route tables that embed a third party when the visitor
 * asks for it (French first): an English page embeds what its French counterpart does (its route's `embeds`).
 */
export function pathDirectives(): Record<string, Directives> {
  const merged = (embeds: readonly Embed[]) => {
    const directives: Directives = {}
    for (const embed of embeds)
      for (const [name, sources] of Object.entries(embedDirectives[embed]()))
        directives[name] = [...(directives[name] ?? []), ...sources]
    return directives
  }
  return Object.fromEntries(
    [...sitePages(), ...englishPages()]
      .filter((page) => page.route.handle.embeds?.length)
      .map((page) => [encodeURI(page.path), merged(page.route.handle.embeds!)]),
  )
}

export function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

export function policyFor(path: string): string {
  const merged = baseDirectives()
  for (const [name, sources] of Object.entries(pathDirectives()[path] ?? {})) {
    const current = (merged[name] ?? []).filter((source) => source !== "'none'")
    merged[name] = [...new Set([...current, ...sources])]
  }
  return serialise(merged)
}
