/** What the editor's browser tests share: the throwaway repository, signing in, fields, publishing, files. */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test as base, type Dialog, expect, type Locator, type Page } from '@playwright/test'
import { parse } from 'yaml'
import { adminState } from '../../playwright.admin.config'

type State = { repo: string; site: string; decapUrl: string }

/** The copy the servers work on (scripts/cms/e2e-servers.mjs). */
export const state = (): State => JSON.parse(readFileSync(adminState, 'utf8')) as State
export const repoFile = (file: string) => join(state().repo, file)
export const readRepoFile = (file: string) => readFileSync(repoFile(file), 'utf8')

/** An article file's front matter (parsed as the build parses it) and body (as written). */
export function readArticle(file: string): { data: Record<string, unknown>; body: string; source: string } {
  const source = readRepoFile(file)
  const block = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source)
  if (!block) throw new Error(`${file} : front matter absent`)
  return { data: parse(block[1] ?? '') as Record<string, unknown>, body: source.slice(block[0].length), source }
}

/**
 * Fails the test on an error of the editor's page: a script error or a request its policy refused. (The dev server of
 * the copy refuses the site's font, which lies outside the copy: not the editor's concern.)
 */
export async function watchEditor(page: Page): Promise<() => string[]> {
  const problems: string[] = []
  // Decap ends a refused save with a promise rejected, unhandled, with nothing (an invalid field) or with its own
  // failure action (the check before saving said no): the refusals the tests look for, not errors of the page.
  page.on('pageerror', (error) => {
    if (!['undefined', 'Object'].includes(error.message)) problems.push(`erreur : ${error.message}`)
  })
  await page.exposeFunction('reportViolation', (text: string) => problems.push(`politique : ${text}`))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  )
  return () => problems
}

/**
 * The editor's tests share one page, signed in once per worker: Decap takes 4 to 8 s to start on this machine, an
 * entry opened in the running editor about 1 s (`npm run test:admin` here: 6.0 min with a page a test, 3.2 with one
 * page). Each test starts from the list of articles, what the test before left closed (unsaved changes given up, as
 * the owner who leaves them; its notices), and ends with no error of the page and no request its policy refused.
 */
export const test = base.extend<{ page: Page }, { editor: { page: Page; problems: () => string[] } }>({
  editor: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use
      const context = await browser.newContext({ baseURL, viewport })
      const page = await context.newPage()
      const problems = await watchEditor(page)
      await signIn(page)
      await use({ page, problems })
      await context.close()
    },
    { scope: 'worker' },
  ],
  page: async ({ editor: { page, problems } }, use) => {
    const before = problems().length
    const leave = (dialog: Dialog) => dialog.accept()
    page.on('dialog', leave)
    await page.goto('/admin/#/collections/articles')
    await expect(page.getByRole('link', { name: 'Articles' }).first()).toBeVisible()
    page.off('dialog', leave)
    // Decap's copies of the changes left unsaved (localforage's « backup.<collection>.<entry> »): it would offer to
    // bring them back in the next test that opens the entry.
    await page.evaluate(async () => {
      if (!(await indexedDB.databases()).some((database) => database.name === 'localforage')) return
      await new Promise<void>((resolve) => {
        const open = indexedDB.open('localforage')
        open.onerror = () => resolve()
        open.onsuccess = () => {
          const database = open.result
          if (!database.objectStoreNames.contains('keyvaluepairs')) return resolve(database.close())
          const change = database.transaction('keyvaluepairs', 'readwrite')
          const cursor = change.objectStore('keyvaluepairs').openCursor()
          cursor.onsuccess = () => {
            if (!cursor.result) return
            if (String(cursor.result.key).startsWith('backup')) cursor.result.delete()
            cursor.result.continue()
          }
          change.oncomplete = () => resolve(database.close())
        }
      })
    })
    // A notice of the test before (« Entrée enregistrée ») would be taken for this test's: closed, without the pointer
    // over it (a notice under the pointer stays).
    await page.mouse.move(0, 0)
    for (const close of await page.locator('.Toastify__close-button').all())
      await close.dispatchEvent('click').catch(() => {})
    await expect(page.locator('.Toastify__toast')).toHaveCount(0)
    await use(page)
    expect(problems().slice(before)).toEqual([])
  },
})

/** Opens the editor and signs in (the local backend asks nothing more than the button). */
export async function signIn(page: Page) {
  await page.goto('/admin/')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('link', { name: 'Articles' }).first()).toBeVisible()
}

export async function openEntry(page: Page, collection: string, entry: string) {
  const address = `/admin/#/collections/${collection}/entries/${entry}`
  // From another entry, the editor reloads at the new address (scripts/cms/admin/main.ts): its form is the new one's
  // once that load is over.
  const fromEntry = /#\/collections\/[^/]+\/entries\//.test(page.url()) && !page.url().endsWith(address)
  const loaded = fromEntry && page.waitForEvent('load')
  await page.goto(address)
  await loaded
  await expect(page.getByText('Écriture dans la collection')).toBeVisible()
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A field by its label (Decap's `label for`, « (optionnel) » after it or not), the first of that name unless `nth`. */
export const field = (page: Page, label: string, nth = 0) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\(optionnel\\))?$`)).nth(nth)

/**
 * Replaces a text field's value as a person would (select all, delete, type): Playwright's fill() loses its selection
 * to Decap's re-render on focus once a field shows an error, and appends instead of replacing.
 */
export async function setText(locator: Locator, text: string) {
  await locator.click()
  await locator.press('ControlOrMeta+a')
  await locator.press('Delete')
  if (text) await locator.page().keyboard.insertText(text)
  // A text that quotes facts is an editable box, not an input (scripts/cms/admin/widgets.ts, `texte-faits`).
  if (await locator.evaluate((element) => (element as HTMLElement).isContentEditable))
    await expect(locator).toHaveText(text)
  else await expect(locator).toHaveValue(text)
}

/**
 * Fills a new article's required fields (the editor's « Nouvel article » open): address (if given), title and excerpt,
 * the SEO category, an illustration by its address (nothing typed of its size), a tag and a body of one section.
 */
export async function fillNewArticle(page: Page, article: { slug?: string; title: string; excerpt: string }) {
  if (article.slug) await setText(field(page, 'Adresse (slug)'), article.slug)
  await setText(field(page, 'Titre'), article.title)
  await setText(field(page, 'Résumé'), article.excerpt)
  await field(page, 'Catégorie').click()
  await page.getByRole('option', { name: 'SEO', exact: true }).click()
  // Its width and height are read from the file at save (scripts/cms/admin/image-sizes.ts): 1000 × 600 here.
  page.once('dialog', (dialog) => dialog.accept('/images/seo-local/map-pack.svg'))
  await page.getByRole('button', { name: 'Insérer depuis une adresse web' }).click()
  await expect(page.getByLabel(/^(Largeur|Hauteur) \(px\)/)).toHaveCount(0)
  await setText(field(page, 'Texte alternatif'), 'Une carte de quartier')
  await page.getByRole('button', { name: 'Ajouter tag' }).click()
  await setText(field(page, 'Tag'), 'SEO')
  await page.locator('.cms-editor-raw [contenteditable="true"]').click()
  await page.keyboard.type('## Première partie\n\nUn paragraphe.')
}

/** Publishes the open entry (simple mode: saved at once, as a commit would be in production). */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publier', exact: true }).click()
  await page.getByText('Publier maintenant', { exact: true }).click()
}

export async function expectSaved(page: Page) {
  await expect(page.getByText('Entrée enregistrée')).toBeVisible()
}

/** Builds the copy for production (`vike build`: drafts left out), as Cloudflare Pages would. */
export function buildCopy(): string {
  return execFileSync(process.execPath, [join(state().repo, 'node_modules/vike/bin.js'), 'build'], {
    cwd: state().repo,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}
