/**
 * Every address once published keeps answering (src/content/published-urls.ts): the ledger, the build's check and the
 * editor's, which refuses a save that would lose one.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { contentSnapshot } from '../../scripts/cms/admin-files'
import { checkEntry, type Files, targetOf } from '../../scripts/cms/admin/check'
import { type EditorConfig, ownerWords } from '../../scripts/cms/admin/owner-words'
import { cmsConfig, readEditorContent } from '../../scripts/cms/config'
import { keepPublishedUrls } from '@/build/static-files'
import { isContentPath, PUBLISHED_URLS, parseLedger, vanishedProblems } from '@/content/published-urls'
import type { SitePage } from '@/routes/pages'

const files: Files = JSON.parse(contentSnapshot(process.cwd(), true)).files
const article = (file: string) => {
  const [, front, body] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(readFileSync(file, 'utf8'))!
  return { ...(parse(front!) as Record<string, unknown>), body: body! }
}

describe('the published addresses', () => {
  it('are every page of the sitemap, articles and services of both languages among them', () => {
    const ledger = parseLedger(files[PUBLISHED_URLS])
    expect(ledger).toContain('/blog/pbn-seo')
    expect(ledger).toContain('/services/seo-local')
    expect(ledger.some((path) => path.startsWith('/en/services/'))).toBe(true)
    expect([...ledger].sort()).toEqual(ledger)
  })

  it('names each one that would no longer answer', () => {
    expect(vanishedProblems(['/a', '/b'], (path) => path === '/a')).toEqual([
      `${PUBLISHED_URLS} : « /b » a été publiée et ne mènerait plus nulle part : gardez sa page, ou donnez-la comme ancienne adresse (aliases) de la page qui la remplace`,
    ])
    expect(['/blog/x', '/en/blog/x', '/services/seo', '/en/services/local-seo'].every(isContentPath)).toBe(true)
    expect(
      ['/blog', '/blog/category', '/blog/page', '/services/seo-local/nos-realisations', '/about'].some(isContentPath),
    ).toBe(false)
  })

  it('in the editor: a published article made a draft is refused, unless another takes its address', async () => {
    const config = cmsConfig(await readEditorContent()).config as unknown as EditorConfig
    const file = 'content/articles/pbn-seo.mdx'
    const drafted = { ...article(file), draft: true }
    const problems = checkEntry(targetOf('articles', file, drafted, files)!, drafted, files).problems
    // A draft's page is not online: the article that links to it would lead nowhere either.
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/articles\/stratégie-netlinking-2025-260\.mdx : ligne \d+ : lien « \/blog\/pbn-seo » : aucun article/,
      ),
      expect.stringContaining('« /blog/pbn-seo » a été publiée'),
    ])
    expect(ownerWords(problems[1]!, config, { file, data: drafted })).toBe(
      'L’adresse «\u00a0/blog/pbn-seo\u00a0» a été publiée et ne mènerait plus nulle part\u00a0: gardez sa page, ou donnez-la comme ancienne adresse («\u00a0Anciennes adresses\u00a0») de la page qui la remplace',
    )
    const other = 'content/articles/impact-seo-local.mdx'
    const taking = { ...files, [file]: files[file]!.replace(/^---\n/, '---\ndraft: true\n') }
    const heir = { ...article(other), aliases: ['/blog/pbn-seo'] }
    expect(checkEntry(targetOf('articles', other, heir, taking)!, heir, taking).problems).toEqual([])
  })
})

describe('the build’s ledger', () => {
  const pageAt = (path: string) => ({ path }) as unknown as SitePage
  const ledgerIn = (paths: string[]) => {
    const root = mkdtempSync(join(tmpdir(), 'ledger-'))
    mkdirSync(join(root, 'src/routes'), { recursive: true })
    writeFileSync(join(root, PUBLISHED_URLS), JSON.stringify(paths))
    return root
  }

  it('adds the new pages of the sitemap, sorted', async () => {
    const root = ledgerIn(['/b'])
    await keepPublishedUrls(root, [pageAt('/a'), pageAt('/b'), pageAt('/prive')], [pageAt('/a'), pageAt('/b')], [])
    expect(JSON.parse(readFileSync(join(root, PUBLISHED_URLS), 'utf8'))).toEqual(['/a', '/b'])
  })

  it('stops, naming it, when a published address answers neither as a page nor as a redirect', async () => {
    const root = ledgerIn(['/ancien', '/b', '/retire'])
    await expect(
      keepPublishedUrls(root, [pageAt('/b')], [pageAt('/b')], [{ from: '/ancien', to: '/b' }]),
    ).rejects.toThrow(/«\s\/retire\s» a été publiée et ne mènerait plus nulle part/)
  })
})
