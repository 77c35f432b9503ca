/**
 * Under an article's preview, « Analyse de la rédaction » (scripts/cms/admin/writing-panel.ts): each check green,
 * orange or red with its French line, from the `writing-analysis` function, the same as the audit's `writing` check
 * reads on the page the site draws; a keyphrase typed is checked where search engines meet it.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { analyseWriting, type WritingReport } from '../../supabase/functions/_shared/writing-analysis.ts'
import { field, openEntry, readArticle, readRepoFile, setText, test } from './editor'

const WORDS = { good: 'bon', ok: 'à améliorer', bad: 'à revoir' } as const
const SLUG = 'prix-creation-site-web'

/** The audit's reading of a page (scripts/audit/snapshot.ts, writing.ts), here drawn by the dev server. */
async function auditOf(page: Page, path: string, text: string, keyphrase: string) {
  const site = await page.context().newPage()
  await site.goto(path)
  const report = analyseWriting({
    language: 'fr',
    title: await site.title(),
    description: (await site.locator('meta[name="description"]').getAttribute('content')) ?? '',
    slug: path.split('/').at(-1)!,
    keyphrase,
    html: await site.locator(text).innerHTML(),
  })
  await site.close()
  return report
}

/** The panel of the entry open says, check by check, what `report` says. */
async function expectPanel(panel: Locator, report: WritingReport) {
  const checks = panel.getByRole('listitem')
  await expect(checks).toHaveCount(report.checks.length)
  // The lines as the owner reads them, compared as they are (toContainText would read a no-break space as a space);
  // once the panel shows the page's last analysis.
  const lines = report.checks.map((check) => `● ${check.label} (${WORDS[check.rating]})\u00a0: ${check.text}`)
  await expect.poll(() => checks.allTextContents()).toEqual(lines)
  for (const [index, check] of report.checks.entries())
    await expect(checks.nth(index)).toHaveAttribute('data-rating', check.rating)
}

test('an article’s writing analysis says what the audit says of its page, and checks the keyphrase typed', async ({
  page,
}) => {
  const keyphrase = String(readArticle(`content/articles/${SLUG}.mdx`).data.keyphrase)
  const audit = await auditOf(page, `/blog/${SLUG}`, 'main .article-body', keyphrase)
  expect(audit.checks.map((check) => check.id)).toContain('keyphraseInSubheadings')
  await openEntry(page, 'articles', SLUG)
  const panel = page.frameLocator('iframe').first().getByRole('region', { name: 'Analyse de la rédaction' })
  await expectPanel(panel, audit)

  const check = (label: string) => panel.getByRole('listitem').filter({ hasText: `${label} (` })
  await setText(field(page, 'Expression clé'), 'référencement local')
  await expect(check('Expression clé dans le titre')).toHaveAttribute('data-rating', 'bad')
  await expect(check('Expression clé dans l’adresse')).toHaveAttribute('data-rating', 'ok')
  await setText(field(page, 'Expression clé'), 'prix site web')
  await expect(check('Expression clé dans l’adresse')).toHaveAttribute('data-rating', 'good')
  // Without one, a single line asks for it.
  await setText(field(page, 'Expression clé'), '')
  await expect(check('Expression clé')).toHaveAttribute('data-rating', 'ok')
  await expect(check('Expression clé dans le titre')).toHaveCount(0)
})

test('a service’s writing analysis says what the audit says of its page', async ({ page }) => {
  const service = JSON.parse(readRepoFile('content/services/seo-local.json'))
  const audit = await auditOf(page, '/services/seo-local', 'main', service.meta.keyphrase)
  await openEntry(page, 'services', 'seo-local')
  await expectPanel(page.frameLocator('iframe').first().getByRole('region', { name: 'Analyse de la rédaction' }), audit)
})
