/**
 * No orphan article: every published article, in each language, is linked from the text of another article or of a
 * service page (listings, menus and the plan du site do not count: they list every article alike). One reading of the
 * links for the audit and the editor (src/content/internal-links.ts); it needs the content files, not the build.
 */
import { diskTree } from '../../src/content/disk-tree'
import { linkedPages, linksTo, orphanArticles, relatedPages } from '../../src/content/internal-links'
import type { ContentTree } from '../../src/content/tree'
import type { CheckResult } from './site'

export function checkOrphans(tree: ContentTree = diskTree(), now = new Date()): CheckResult {
  const pages = linkedPages(tree, { development: false, now })
  const articles = pages.filter((page) => page.kind === 'article')
  const inbound = articles.map((article) => linksTo(article, pages).length).sort((a, b) => a - b)
  const problems = orphanArticles(pages).map((orphan) => {
    const closest = relatedPages(orphan, pages, 3).map(({ page }) => `« ${page.title} » (${page.path})`)
    return `${orphan.path} (${orphan.file}) : aucune page ne mène à cet article depuis son texte${closest.length ? ` ; les plus proches, d’où le lier : ${closest.join(', ')}` : ''}`
  })
  return {
    name: 'orphans',
    summary: `${articles.length} articles publiés (${articles.filter((article) => article.language === 'fr').length} en français, ${articles.filter((article) => article.language !== 'fr').length} traduits), liés depuis le texte d’autres pages (${inbound[0] ?? 0} à ${inbound.at(-1) ?? 0} pages chacun, médiane ${inbound[Math.floor(inbound.length / 2)] ?? 0}) ; ${problems.length} orphelin(s)`,
    problems,
  }
}
