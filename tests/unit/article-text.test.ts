/**
 * An article body's headings and links (src/content/check-article-text.ts): what the build and the editor refuse,
 * named by file and line, before a reader meets a second title or a dead link.
 */
import { describe, expect, it } from 'vitest'
import { checkArticleText } from '@/content/check-article-text'
import { contentProblems } from '@/content/validate'
import { memoryTree } from '@/content/tree'
import { contentSnapshot } from '../../scripts/cms/admin-files'

// What the site answers: pages, an old address (redirected), the English pages; a draft's page is not among them.
const answering = new Set([
  '/services/seo-local',
  '/services/strategie-netlinking',
  '/blog/pbn-seo',
  '/en/services/local-seo',
  '/en/blog/pbn-seo-guide',
])
const check = (body: string) => checkArticleText('content/articles/x.mdx', body, 10, answering)

describe('an article body’s headings and links', () => {
  it('takes links to pages that exist, outside links, anchors, mail and phone', () => {
    expect(
      check(
        [
          '## Une partie',
          'Voir [le SEO local](/services/seo-local), [ses réalisations](/services/seo-local/nos-realisations),',
          '[un ancien nom](/services/strategie-netlinking), [l’article](/blog/pbn-seo#prix), [le blog](/blog/category/seo),',
          '[Google](https://developers.google.com/search), [plus bas](#faq), [écrire](mailto:a@b.fr), [appeler](tel:+33199002745),',
          'and [in English](/en/services/local-seo), [the guide](/en/blog/pbn-seo-guide), [contact](/contact).',
        ].join('\n'),
      ),
    ).toEqual([])
  })

  it('refuses a « # » title, a link no browser follows and one to a service or article that does not exist', () => {
    expect(
      check(
        [
          '# Un second titre',
          '',
          '[le SEO](/services/seo-lokal) et [un site](htp://exemple) ou [x](/blog/inconnu)',
        ].join('\n'),
      ),
    ).toEqual([
      'content/articles/x.mdx : ligne 10 : titre « # » : le titre de l’article est celui de la page ; commencez les parties par « ## »',
      'content/articles/x.mdx : ligne 12 : lien « /services/seo-lokal » : aucun service à cette adresse',
      'content/articles/x.mdx : ligne 12 : lien « htp://exemple » illisible : une adresse commence par https://, / ou #',
      'content/articles/x.mdx : ligne 12 : lien « /blog/inconnu » : aucun article à cette adresse',
    ])
    expect(check('[the page](/en/services/seo-local)')).toEqual([
      'content/articles/x.mdx : ligne 10 : lien « /en/services/seo-local » : aucun service à cette adresse',
    ])
  })

  it('leaves code alone', () => {
    expect(check('```md\n# Un titre en exemple\n[lien](htp://x)\n```')).toEqual([])
  })

  it('is part of the content’s check: the line counted from the file’s first', () => {
    const files = JSON.parse(contentSnapshot(process.cwd(), true)).files as Record<string, string>
    const source = files['content/articles/pbn-seo.mdx']!
    const broken = `${source}\n# Un second titre\n`
    const line = broken.split('\n').length - 1
    expect(contentProblems(memoryTree({ ...files, 'content/articles/pbn-seo.mdx': broken }))).toEqual([
      `content/articles/pbn-seo.mdx : ligne ${line} : titre « # » : le titre de l’article est celui de la page ; commencez les parties par « ## »`,
    ])
  })
})
