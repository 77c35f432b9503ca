/**
 * A service the owner added in the editor takes contact requests once deployed, with no developer step (issue 36):
 * the copy built by owner-tasks.spec.ts, served as Cloudflare Pages serves it, with the forms' local backend (the
 * same functions and database as production's, its e-mails written to an outbox): a visitor chooses « Rédaction web »
 * on /contact and sends; the request is stored with that service and the consultant is notified with its page.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import postgres from 'postgres'
import { startBackend } from '../../scripts/local-backend/backend.mjs'
import { serveDist } from '../../scripts/lib/serve-dist.mjs'
import { builtEditor } from '../../playwright.admin.config'
import { state } from './editor'

const SERVICE = { id: 'redaction-web', label: 'Rédaction web' }
/** The functions' address the built pages post to when no other is set (src/leads/config.ts). */
const FUNCTIONS_PORT = 54321
const SITE_PORT = builtEditor.port + 10

type Backend = Awaited<ReturnType<typeof startBackend>>
let backend: Backend
let site: Awaited<ReturnType<typeof serveDist>>

test.beforeAll(async () => {
  test.setTimeout(180_000)
  site = await serveDist(join(state().repo, 'dist/client'), SITE_PORT)
  backend = await startBackend({ functionsPort: FUNCTIONS_PORT, siteOrigins: [site.base], quiet: true })
})

test.afterAll(async () => {
  await backend?.stop()
  site?.stop()
})

test('a visitor asks for the service added in the editor: stored, and the consultant notified with its page', async ({
  page,
}) => {
  const name = `Visiteur-${Date.now()}`
  await page.goto(`${site.base}/contact`)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  const form = page.locator('form[action$="/send-contact-email"]')
  await form.getByLabel('Nom complet').fill(name)
  await form.getByLabel('Adresse e-mail').fill('visiteur@exemple.fr')
  await form.getByLabel('Service souhaité').selectOption({ label: SERVICE.label })
  await form.getByLabel('Votre message').fill(`Bonjour, il me faudrait dix fiches produits. ${name}`)
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message envoyé !')).toBeVisible()

  const sql = postgres(backend.dbUrl, { max: 1, onnotice: () => {} })
  try {
    expect(await sql`select service from contact_requests where name = ${name}`).toEqual([{ service: SERVICE.id }])
  } finally {
    await sql.end()
  }
  const mails = () =>
    readdirSync(backend.outboxDir!)
      .map((file) => readFileSync(join(backend.outboxDir!, file), 'utf8'))
      .filter((text) => text.includes(name))
  await expect.poll(() => mails().length).toBe(1)
  expect(mails()[0]).toContain(`Service\u00a0: ${SERVICE.id} (https://www.moreldigital.fr/services/${SERVICE.id})`)
})
