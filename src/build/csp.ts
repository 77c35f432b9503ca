/**
 * The Content-Security-Policy of the site, written to _headers. Scripts: our own files and the inline theme script,
 * allowed by its hash. No inline style at all. Third parties appear only where a page embeds them on request.
 */
import { createHash } from 'node:crypto'
import { site } from '@content/site'
import { YOUTUBE_FRAME_ORIGIN } from '@/services/embeds'
import { backend } from '@/leads/config'
import { THEME_SCRIPT } from '@/theme/theme'

export const scriptHash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`

export type Directives = Record<string, string[]>

/**
 * The Supabase functions the lead forms call (fetch) and post to (without JavaScript). A Cloudflare Pages build
 * without VITE_SUPABASE_URL would send every lead to a developer's machine: it stops instead.
 */
function functionsOrigin(): string {
  if (process.env.CF_PAGES && !process.env.VITE_SUPABASE_URL) {
    throw new Error('VITE_SUPABASE_URL manquante : les formulaires ne sauraient pas où envoyer les demandes (voir README, Déployer).')
  }
  return new URL(backend.url).origin
}

export const baseDirectives = (): Directives => ({
  'default-src': ["'self'"],
  'script-src': ["'self'", scriptHash(THEME_SCRIPT)],
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

const auditWidgetOrigins = [...new Set([site.auditWidget.managerScript, site.auditWidget.widgetScript].map((src) => new URL(src).origin))]

/** Extra sources per path, for pages that embed a third party when the visitor asks for it. */
export const pathDirectives: Record<string, Directives> = {
  // The page-audit widget of the SEO tool provider: its scripts, and what its form loads, sends and frames.
  '/services/audit-seo': Object.fromEntries(
    ['script-src', 'style-src', 'connect-src', 'img-src', 'frame-src', 'form-action'].map((name) => [name, auditWidgetOrigins]),
  ),
  // The PBN video, framed from the privacy-enhanced player's host once the visitor presses play.
  '/services/creer-pbn-seo': { 'frame-src': [YOUTUBE_FRAME_ORIGIN] },
  // The map of the contact page, framed once the visitor asks for it.
  '/contact': { 'frame-src': [new URL(site.mapsEmbed).origin] },
}

export function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

export function policyFor(path: string): string {
  const merged = baseDirectives()
  for (const [name, sources] of Object.entries(pathDirectives[path] ?? {})) {
    const current = (merged[name] ?? []).filter((source) => source !== "'none'")
    merged[name] = [...new Set([...current, ...sources])]
  }
  return serialise(merged)
}
