/**
 * The editor at /admin/ (scripts/cms/): served with its own policy, its noindex header and meta, its configuration
 * for the GitHub backend at the site's address; outside sitemap.xml and llms.txt; and nothing of it in any page of
 * the site (no link, no script, no stylesheet): the public pages cost nothing for it.
 */
import { parse } from 'yaml'
import { adminPolicy } from '../cms/admin-files'
import { type CheckResult, get, type RawPage, siteUrl } from './site'

export async function checkAdmin(pages: RawPage[]): Promise<CheckResult> {
  const problems: string[] = []
  const page = await get('/admin/')
  const html = await page.text()
  if (page.status !== 200) problems.push(`/admin/ répond ${page.status}`)
  if (page.headers.get('content-security-policy') !== adminPolicy())
    problems.push(`/admin/ : politique de sécurité inattendue (${page.headers.get('content-security-policy')})`)
  if (page.headers.get('x-robots-tag') !== 'noindex') problems.push('/admin/ : pas d’en-tête X-Robots-Tag: noindex')
  if (!/<meta name="robots" content="noindex/.test(html)) problems.push('/admin/ : pas de meta robots noindex')
  for (const file of ['admin.js', 'decap-cms.js', 'config.yml']) {
    const response = await get(`/admin/${file}`)
    if (response.status !== 200) problems.push(`/admin/${file} répond ${response.status}`)
    if (file !== 'config.yml') continue
    const config = parse(await response.text()) as { backend?: { name?: string; base_url?: string }; collections?: [] }
    if (config.backend?.name !== 'github' || config.backend.base_url !== siteUrl)
      problems.push(`/admin/config.yml : backend ${JSON.stringify(config.backend)}`)
    if (!config.collections?.length) problems.push('/admin/config.yml : aucune collection')
  }
  for (const file of ['/sitemap.xml', '/llms.txt']) {
    if ((await (await get(file)).text()).includes('/admin')) problems.push(`${file} nomme /admin`)
  }
  for (const { path, html: body } of pages)
    if (/["'(]\/admin[/"'?#)]/.test(body)) problems.push(`${decodeURI(path)} : renvoie à /admin`)
  return {
    name: 'admin',
    summary: `éditeur : en-têtes, configuration, absent de ${pages.length} pages, du sitemap et de llms.txt`,
    problems,
  }
}
