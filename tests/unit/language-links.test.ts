/**
 * An English page links to a French page only saying so (src/content/language-links.ts): a button or a link of an
 * English file, or of an English article, to « /contact » where « /en/contact » was meant is refused by the build and
 * by the editor's check before saving, in French, with the field or the line; the audit checks the same on the built
 * pages (scripts/audit/links.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { checkArticleLanguageLinks, checkLanguageLinks } from '@/content/language-links'
import { memoryTree } from '@/content/tree'
import { contentProblems } from '@/content/validate'
import { contentSnapshot } from '../../scripts/cms/admin-files'
import { checkEntry, targetOf } from '../../scripts/cms/admin/check'
import { type EditorConfig, ownerWords } from '../../scripts/cms/admin/owner-words'
import { cmsConfig, readEditorContent } from '../../scripts/cms/config'

const files = JSON.parse(contentSnapshot(process.cwd(), true)).files as Record<string, string>
let config: EditorConfig
beforeAll(async () => {
  config = cmsConfig(await readEditorContent()).config as unknown as EditorConfig
})
const FILE = 'content/en/services/seo-local.json'
type Service = { sections: { actions?: Record<string, unknown>[] }[] }
/** The English local SEO page, its hero's second button leading to `href`, labelled `label`. */
const withButton = (href: string, label = 'See our case studies') => {
  const service = JSON.parse(files[FILE]!) as Service
  service.sections[0]!.actions![1] = { label, href }
  return service
}

describe('a link from an English page to a French page', () => {
  it('is refused on a button, naming its field and what to write', () => {
    expect(checkLanguageLinks(FILE, withButton('/contact'))).toEqual([
      `${FILE} : champ « sections[0].actions[1].href » : « /contact » est une page française : écrivez l’adresse de la page anglaise (/en/…), ou, si la page n’existe qu’en français, « (in French) » dans le texte du lien ou juste après`,
    ])
  })

  it('is taken when it says so, and the English pages, files and anchors are not concerned', () => {
    for (const href of [
      '/en/contact',
      '/en',
      '/sitemap.xml',
      '/images/logo.svg',
      '#faq',
      'https://example.com/contact',
    ])
      expect(checkLanguageLinks(FILE, withButton(href)), href).toEqual([])
    expect(checkLanguageLinks(FILE, withButton('/blog/pbn-seo', 'Our PBN guide (in French)'))).toEqual([])
    // A French file may link anywhere in French.
    expect(checkLanguageLinks('content/services/seo-local.json', withButton('/contact'))).toEqual([])
  })

  it('is refused in a text’s Markdown link unless « (in French) » is in it or right after it', () => {
    const text = (value: string) => checkLanguageLinks(FILE, { intro: value })
    expect(text('Read the [terms of sale](/cgv) (in French).')).toEqual([])
    expect(text('Read the [terms of sale](/cgv).')).toEqual([
      expect.stringContaining('« /cgv » est une page française'),
    ])
  })

  it('is refused in an English article, with its line', () => {
    const body =
      'Intro.\n\nWrite to us on [the contact page](/contact), or read [our guide](/blog/pbn-seo) (in French).'
    expect(checkArticleLanguageLinks('content/en/articles/x.mdx', body, 20)).toEqual([
      expect.stringMatching(/^content\/en\/articles\/x\.mdx : ligne 22 : « \/contact » est une page française/),
    ])
    // A component's link too, unless its tag says so.
    const cta = (label: string) => `<CallToAction title="Talk to us" href="/contact" label="${label}" />`
    expect(checkArticleLanguageLinks('content/en/articles/x.mdx', cta('Contact us'), 1)).toHaveLength(1)
    expect(checkArticleLanguageLinks('content/en/articles/x.mdx', cta('Contact us (in French)'), 1)).toEqual([])
    expect(checkArticleLanguageLinks('content/articles/x.mdx', body, 20)).toEqual([])
  })

  it('is part of the content’s check, and the editor refuses it in the owner’s words', () => {
    expect(contentProblems(memoryTree(files))).toEqual([])
    const data = withButton('/contact') as unknown as Record<string, unknown>
    const { problems } = checkEntry(targetOf('services-en', FILE, data, files)!, data, files)
    expect(problems).toEqual([expect.stringContaining('« /contact » est une page française')])
    const said = ownerWords(problems[0]!, config, { file: FILE, data })
    expect(said).toMatch(
      /^«\u00a0Sections › n°\u00a01 \(En-tête de page\) › Boutons › n°\u00a02 › Lien\u00a0»\u00a0: «\u00a0\/contact\u00a0» est une page française/,
    )
  })
})
