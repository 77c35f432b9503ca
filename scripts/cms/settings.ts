/**
 * Where the editor commits in production (Decap's `github` backend): the site's repository and branch. The owner sets
 * them once, here or in the build's environment (CMS_REPO, CMS_BRANCH: Cloudflare Pages › Settings › Variables). The
 * sign-in goes through the editor's own functions (editor/functions/api/auth.ts), at the editor's address.
 */
export const EXAMPLE_REPO = 'moreldigital/site'

export type Repository = { repo: string; branch: string }

export function repository(env: NodeJS.ProcessEnv = process.env): Repository {
  return { repo: env.CMS_REPO?.trim() || EXAMPLE_REPO, branch: env.CMS_BRANCH?.trim() || 'main' }
}

/** Decap's local server (decap-server), which `npm run dev` starts: 8081 unless DECAP_SERVER_PORT says otherwise. */
export const DEFAULT_DECAP_PORT = 8081

export const localBackendUrl = (port: number | string) => `http://127.0.0.1:${port}/api/v1`

/**
 * The editor's own origin: `admin.` and the site's domain (https://admin.example.fr for https://www.example.fr), or
 * the build's CMS_URL. Never the site's origin, whose pages run third-party scripts (docs/cms-sign-in.md).
 */
export function editorOrigin(siteUrl: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.CMS_URL?.trim()) return new URL(env.CMS_URL.trim()).origin
  const site = new URL(siteUrl)
  return `${site.protocol}//admin.${site.hostname.replace(/^www\./, '')}`
}
