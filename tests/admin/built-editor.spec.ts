/**
 * The editor's production build (`npm run build:editor`) on an origin of its own, served as its Pages project serves
 * it, with the sign-in functions of editor/functions/: the owner signs in through a fake GitHub (a GitHub App's
 * expiring user token), and the token lands in the editor's origin. GitHub's API is answered by the test.
 */
import { createServer, type Server } from 'node:http'
import { expect, type Page, test } from '@playwright/test'
import { builtEditor } from '../../playwright.admin.config'
import { watchEditor } from './editor'

const editor = `http://127.0.0.1:${builtEditor.port}`
const TOKEN = 'ghu_e2eExpiringUserToken'
const CODE = 'e2e-code'

/** A GitHub App's user token, which expires in 8 hours; an OAuth App's never does. */
const APP_TOKEN = { access_token: TOKEN, expires_in: 28_800, refresh_token: 'ghr_e2e', token_type: 'bearer', scope: '' }
const OAUTH_APP_TOKEN = { access_token: 'gho_neverExpires', token_type: 'bearer', scope: 'repo,user' }

/** GitHub's two OAuth endpoints: the owner consents at once; the code buys `tokenAnswer`. */
let github: Server
let tokenAnswer: Record<string, unknown> = APP_TOKEN
test.beforeAll(async () => {
  github = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/login/oauth/authorize' && url.searchParams.get('client_id') === builtEditor.clientId) {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '')
      back.search = new URLSearchParams({ code: CODE, state: url.searchParams.get('state') ?? '' }).toString()
      response.writeHead(302, { Location: back.toString() }).end()
      return
    }
    if (url.pathname === '/login/oauth/access_token') {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        const params = new URLSearchParams(body)
        const right = params.get('code') === CODE && params.get('client_secret') === builtEditor.clientSecret
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify(right ? tokenAnswer : { error: 'bad_verification_code' }))
      })
      return
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => github.listen(builtEditor.fakeGitHubPort, '127.0.0.1', resolve))
})
test.afterAll(() => new Promise<void>((resolve) => github.close(() => resolve())))

/** GitHub's API as far as signing in asks it (the owner, the repository and his right to push); nothing else found. */
async function fakeApi(page: Page): Promise<string[]> {
  const authorizations: string[] = []
  await page.context().route('https://api.github.com/**', (route) => {
    const { pathname } = new URL(route.request().url())
    authorizations.push(route.request().headers().authorization ?? '')
    const body =
      pathname === '/user'
        ? { login: 'proprietaire', name: 'Le propriétaire', avatar_url: `${editor}/favicon.svg` }
        : /^\/repos\/[^/]+\/[^/]+$/.test(pathname)
          ? { name: 'site', owner: { login: 'moreldigital' }, permissions: { admin: false, push: true, pull: true } }
          : null
    return route.fulfill({
      status: body ? 200 : 404,
      contentType: 'application/json',
      body: JSON.stringify(body ?? { message: 'Not Found' }),
    })
  })
  return authorizations
}

/**
 * The popup, closed by Decap once the callback's message is read. Its whole life (auth, GitHub, callback) lasts about
 * 100 ms and Playwright reports it once its first page has loaded: on a busy machine it can be closed before a
 * listener for its `close` event is added, which then waits forever; its state is asked instead.
 */
const closed = (popup: Page) => expect.poll(() => popup.isClosed()).toBe(true)

test('the built editor answers on its own origin, with its policy, out of search engines', async ({ request }) => {
  const page = await request.get(`${editor}/`)
  expect(page.status()).toBe(200)
  expect(page.headers()['content-security-policy']).toContain("connect-src 'self' blob: https://api.github.com")
  expect(page.headers()['x-robots-tag']).toMatch(/^noindex/)
  expect(page.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
  expect(await (await request.get(`${editor}/robots.txt`)).text()).toContain('Disallow: /')
  expect((await (await request.get(`${editor}/config.json`)).json()).backend).toMatchObject({ base_url: editor })
})

test('the owner signs in with GitHub: the expiring token reaches the editor, on its own origin', async ({ page }) => {
  const problems = await watchEditor(page)
  const authorizations = await fakeApi(page)
  await page.goto(`${editor}/`)
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: /GitHub/ }).click()
  await closed(await popup)

  // Signed in: the collections of the site are listed, and Decap asked GitHub with the token it was handed.
  await expect(page.getByRole('link', { name: 'Articles', exact: true })).toBeVisible()
  expect(authorizations.length).toBeGreaterThan(0)
  expect(authorizations.every((value) => value === `token ${TOKEN}`)).toBe(true)
  const stored = await page.evaluate(() => localStorage.getItem('decap-cms-user'))
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ token: TOKEN, backendName: 'github' })
  expect(problems()).toEqual([])
})

test('a token that never expires is refused, in French, and the editor stays signed out', async ({ page }) => {
  await fakeApi(page)
  tokenAnswer = OAUTH_APP_TOKEN
  try {
    await page.goto(`${editor}/`)
    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: /GitHub/ }).click()
    await closed(await popup)
    // Decap closes the popup and shows the callback's reason on its sign-in page.
    await expect(page.getByText(/jeton sans date d’expiration/)).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('decap-cms-user'))).toBeNull()
  } finally {
    tokenAnswer = APP_TOKEN
  }
})
