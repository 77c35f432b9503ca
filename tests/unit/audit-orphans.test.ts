/**
 * No orphan article (scripts/audit/orphans.ts, src/content/internal-links.ts): an article that no other page's text
 * links to fails the audit, named with the pages closest to it; a listing or a draft's link does not save it, an old
 * address does.
 */
import { describe, expect, it } from 'vitest'
import { memoryTree } from '@/content/tree'
import { contentSnapshot } from '../../scripts/cms/admin-files'
import { checkOrphans } from '../../scripts/audit/orphans'
import { articleLinks } from '../../scripts/cms/admin/article-links'
import { parseArticleSource } from '../../src/content/article-source'

const files = JSON.parse(contentSnapshot(process.cwd(), true)).files as Record<string, string>
const ORPHAN = '/blog/google-renforce-lutte-anti-scraping'
/** The repository with every link to ORPHAN in the texts of the other pages taken out, kept as words. */
const unlinked = Object.fromEntries(
  Object.entries(files).map(([file, text]) => [
    file,
    text.replace(/\[([^\]]+)\]\(\/blog\/google-renforce-lutte-anti-scraping\)/g, '$1'),
  ]),
)

describe('the audit’s orphans check', () => {
  it('passes on the site as it is: every article linked from another page’s text', () => {
    const result = checkOrphans(memoryTree(files))
    expect(result.problems).toEqual([])
    expect(result.summary).toMatch(
      /^\d+ articles publiés \(\d+ en français, \d+ traduits\), liés .* ; 0 orphelin\(s\)$/,
    )
  })

  it('names an article no page links to, and the pages to link it from', () => {
    expect(checkOrphans(memoryTree(unlinked)).problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${ORPHAN} \\(content/articles/google-renforce-lutte-anti-scraping\\.mdx\\) : aucune page ne mène à cet article depuis son texte ; les plus proches, d’où le lier : « .+ » \\(/blog/[^)]+\\), « .+ » \\(/`,
        ),
      ),
    ])
  })

  it('counts a link to an old address, not one from a draft', () => {
    const article = 'content/articles/maillage-interne-petit-site.mdx'
    const withAlias = {
      ...unlinked,
      'content/articles/google-renforce-lutte-anti-scraping.mdx': unlinked[
        'content/articles/google-renforce-lutte-anti-scraping.mdx'
      ]!.replace(/^slug: .*$/m, '$&\naliases: [/blog/ancienne-adresse]'),
      [article]: `${unlinked[article]!}\nVoir [l’ancienne adresse](/blog/ancienne-adresse).\n`,
    }
    expect(checkOrphans(memoryTree(withAlias)).problems).toEqual([])
    const fromDraft = {
      ...unlinked,
      [article]: `${unlinked[article]!.replace(/^slug: /m, 'draft: true\nslug: ')}\nVoir [l’article](${ORPHAN}).\n`,
    }
    expect(checkOrphans(memoryTree(fromDraft)).problems.join()).toContain(ORPHAN)
  })
})

describe('the internal links the editor’s preview shows for an article', () => {
  it('names the pages that lead to it, and the closest pages with what is missing between them', () => {
    const file = 'content/articles/google-renforce-lutte-anti-scraping.mdx'
    const { data, body } = parseArticleSource(file, files[file]!)
    const said = articleLinks(file, data, body, files)
    expect(said.inbound).toEqual([
      expect.stringMatching(/^«\u00a0.+\u00a0» \(\/blog\/stratégie-netlinking-2025-260\)$/),
    ])
    expect(said.related).toHaveLength(5)
    expect(said.related.map((page) => page.path)).not.toContain('/blog/google-renforce-lutte-anti-scraping')
    // Being written: a new article nothing links to yet, of the same tags, and the link it gains as it is typed.
    const fresh = { ...data, slug: 'un-nouvel-article', title: 'Un nouvel article sur le scraping' }
    const first = articleLinks('content/articles/un-nouvel-article.mdx', fresh, '', files)
    expect(first.inbound).toEqual([])
    const closest = first.related[0]!
    expect(closest.state).toBe(
      'à faire\u00a0: un lien de cet article vers cette page\u00a0; à faire\u00a0: un lien de cette page vers cet article',
    )
    const linked = articleLinks('content/articles/un-nouvel-article.mdx', fresh, `Voir [ceci](${closest.path}).`, files)
    expect(linked.related.find((page) => page.path === closest.path)?.state).toMatch(/^cet article y mène\u00a0; /)
  })
})
