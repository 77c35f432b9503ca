/**
 * The editor is a site of its own (editor/dist/, `npm run build:editor`), for its own origin: the public build holds
 * nothing of it (no file, no header rule, no link, not in sitemap.xml or llms.txt), and the editor's build carries its
 * own policy, its noindex, a robots.txt that keeps crawlers out, and a configuration that signs in at its own origin.
 */
import { existsSync, readFileSync } from 'node:fs'
import { adminPolicy, EDITOR_ROBOTS } from '../cms/admin-files'
import { editorOrigin } from '../cms/settings'
import { expectedHeaders, headerRules } from './security'
import { type CheckResult, get, type RawPage, siteUrl } from './site'

const EDITOR_DIR = 'editor/dist'

export async function checkAdmin(pages: RawPage[]): Promise<CheckResult> {
  const problems: string[] = []
  const editor = editorOrigin(siteUrl)
  if (new URL(editor).origin === new URL(siteUrl).origin) problems.push(`l’éditeur est à l’origine du site (${editor})`)

  // The public site: nothing of the editor.
  if (existsSync('dist/client/admin')) problems.push('dist/client/admin/ existe : l’éditeur est dans le site public')
  for (const path of ['/admin/', '/admin/config.json', '/admin/admin.js', '/api/auth?provider=github']) {
    const status = (await get(path)).status
    if (status !== 404) problems.push(`${path} répond ${status} sur le site public (404 attendu)`)
  }
  if (readFileSync('dist/client/_headers', 'utf8').includes('/admin')) problems.push('_headers du site nomme /admin')
  const named = (text: string) => /["'(]\/admin[/"'?#)]/.test(text) || text.includes(editor)
  for (const file of ['/sitemap.xml', '/llms.txt', '/en/llms.txt'])
    if (named(await (await get(file)).text())) problems.push(`${file} nomme l’éditeur`)
  for (const { path, html } of pages) if (named(html)) problems.push(`${decodeURI(path)} : renvoie à l’éditeur`)

  // The editor's own build.
  if (!existsSync(`${EDITOR_DIR}/index.html`))
    problems.push(`${EDITOR_DIR}/index.html absent : lancez npm run build:editor`)
  else {
    const headers = expectedHeaders('/', headerRules(readFileSync(`${EDITOR_DIR}/_headers`, 'utf8')))
    if (headers.get('content-security-policy') !== adminPolicy())
      problems.push(`éditeur : politique de sécurité inattendue (${headers.get('content-security-policy')})`)
    if (!headers.get('x-robots-tag')?.startsWith('noindex'))
      problems.push('éditeur : pas d’en-tête X-Robots-Tag noindex')
    if (!/<meta name="robots" content="noindex/.test(readFileSync(`${EDITOR_DIR}/index.html`, 'utf8')))
      problems.push('éditeur : pas de meta robots noindex')
    if (readFileSync(`${EDITOR_DIR}/robots.txt`, 'utf8') !== EDITOR_ROBOTS)
      problems.push('éditeur : robots.txt n’interdit pas tout')
    const config = JSON.parse(readFileSync(`${EDITOR_DIR}/config.json`, 'utf8')) as {
      backend?: { name?: string; base_url?: string }
      local_backend?: unknown
      collections?: []
    }
    if (config.backend?.name !== 'github' || config.backend.base_url !== editor || config.local_backend)
      problems.push(`éditeur : config.json, backend ${JSON.stringify(config.backend)}`)
    if (!config.collections?.length) problems.push('éditeur : config.json sans collection')
  }
  return {
    name: 'admin',
    summary:
      `éditeur à part (${editor}) : absent du site public (${pages.length} pages, sitemap, llms.txt, en-têtes), ` +
      'sa construction avec sa politique, son noindex et sa configuration',
    problems,
  }
}
