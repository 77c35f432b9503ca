/**
 * The forms on the English pages (issue 27): they speak English, tell the functions the page's language, and land on
 * the English outcome pages; the consultant's notification stays French and names the visitor's language; the rows
 * record it. Against the built site and the local backend, as tests/e2e/leads.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test'
import { outboxEmails, query, unique } from './leads'
import { hydrated, watchConsole } from './site'

const contactForm = (page: Page) => page.locator('form[action$="/send-contact-email"]')
const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ })

/** An address the browser's own check (type="email") accepts and the function refuses (no top-level domain). */
const MALFORMED_EMAIL = 'jane@example'
// The contact function counts an address of the wrong shape as missing (the spec's single validation message); the
// newsletter's, whose only field it is, says what is wrong with it.
const MISSING_REASON = 'please fill in all the required fields.'
const INVALID_EMAIL_REASON = 'please enter a valid email address, for example jane@example.com.'

async function fillContact(page: Page, name: string, { service = 'SEO audit' as string | null, email = '' } = {}) {
  const form = contactForm(page)
  await form.getByLabel('Full name').fill(name)
  await form.getByLabel('Email address').fill(email || `${name.toLowerCase()}@example.com`)
  await form.getByLabel(/Phone/).fill('+44 20 7946 0958')
  if (service) await form.getByLabel('Service you are interested in').selectOption({ label: service })
  await form.getByLabel('Your message').fill(`Hello, I would like a quote. ${name}`)
}

/** The stored request and the consultant's notification: French, naming the visitor's language. */
async function expectStoredInEnglishAndNotifiedInFrench(name: string, service: string) {
  const rows = await query(`select service, language from contact_requests where name = $1`, [name])
  expect(rows).toEqual([{ service, language: 'en' }])
  await expect.poll(() => outboxEmails(name).length).toBe(1)
  const mail = outboxEmails(name)[0]!
  // The service as the form sent it, with its page: the functions keep no list of the services' names (issue 36).
  expect(mail).toContain(`Subject: Nouvelle demande de contact\u00a0: ${name} (${service})`)
  expect(mail).toContain(`Service\u00a0: ${service} (https://www.moreldigital.fr/services/${service})`)
  expect(mail).toContain('Une nouvelle demande est arrivée par le formulaire du site.')
  expect(mail).toContain('Langue du visiteur\u00a0: anglais')
  expect(mail).toContain(`Reply-To: ${name.toLowerCase()}@example.com`)
}

test('an English visitor sends the form on /en/contact: English words, English toast, stored as English, notified in French', async ({
  page,
}) => {
  const problems = watchConsole(page)
  await page.goto('/en/contact')
  await hydrated(page)
  const form = contactForm(page)
  await expect(form.locator('input[type="hidden"][name="language"]')).toHaveValue('en')
  await expect(form.getByLabel('Full name')).toHaveAttribute('placeholder', 'Jane Smith')
  await expect(form.getByLabel('Email address')).toHaveAttribute('placeholder', 'jane@example.com')
  await expect(form.getByLabel('Phone (optional)')).toBeVisible()
  await expect(form.getByLabel('Service you are interested in').locator('option').first()).toHaveText(
    'Choose a service',
  )
  await expect(form.getByText('Your data is used only to answer your request.')).toBeVisible()
  // The English validation first: nothing typed, nothing sent.
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(toast(page).getByText('Please check the form')).toBeVisible()
  await expect(toast(page).getByText('Please fill in all the required fields.')).toBeVisible()
  await expect(form.getByLabel('Full name')).toBeFocused()
  const name = unique('English')
  await fillContact(page, name)
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(toast(page).getByText('Message sent!')).toBeVisible()
  await expect(toast(page).getByText('We will get back to you as soon as possible.')).toBeVisible()
  await expect(form.getByLabel('Full name')).toHaveValue('')
  await expectStoredInEnglishAndNotifiedInFrench(name, 'audit-seo')
  expect(problems()).toEqual([])
})

test('an English service page’s form: its service preselected, stored as English', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/en/services/ai-seo')
  await hydrated(page)
  const section = page.getByRole('region', { name: 'Ask for your free initial review' })
  await expect(section.getByLabel('Service you are interested in')).toHaveCount(0)
  const name = unique('Aeo')
  await fillContact(page, name, { service: null })
  await section.getByRole('button', { name: 'Send message' }).click()
  await expect(toast(page).getByText('Message sent!')).toBeVisible()
  await expectStoredInEnglishAndNotifiedInFrench(name, 'seo-ia')
  expect(problems()).toEqual([])
})

test('a request the function refuses (an address its rules reject): the English reason in the toast, every field kept', async ({
  page,
}) => {
  // The form checks addresses with the function's own rules: the request is altered on its way, after them.
  await page.route('**/functions/v1/send-contact-email', async (route) => {
    const request = route.request()
    if (request.method() !== 'POST') return route.continue()
    return route.continue({ postData: JSON.stringify({ ...request.postDataJSON(), email: MALFORMED_EMAIL }) })
  })
  await page.goto('/en/contact')
  await hydrated(page)
  const name = unique('Refused')
  await fillContact(page, name)
  const form = contactForm(page)
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(toast(page).getByText('Error', { exact: true })).toBeVisible()
  await expect(toast(page).getByText(`Something went wrong: ${MISSING_REASON}`)).toBeVisible()
  await expect(form.getByLabel('Full name')).toHaveValue(name)
  await expect(form.getByLabel('Email address')).toHaveValue(`${name.toLowerCase()}@example.com`)
  await expect(form.getByLabel(/Phone/)).toHaveValue('+44 20 7946 0958')
  await expect(form.getByLabel('Service you are interested in')).toHaveValue('audit-seo')
  await expect(form.getByLabel('Your message')).toHaveValue(`Hello, I would like a quote. ${name}`)
  await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
  expect(await query(`select 1 from contact_requests where name = $1`, [name])).toHaveLength(0)
})

test('newsletter: an English visitor subscribes in the footer, gets an English e-mail whose link confirms on the English pages', async ({
  page,
}) => {
  const problems = watchConsole(page)
  const email = `${unique('reader')}@example.com`
  await page.goto('/en/about')
  await hydrated(page)
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('heading', { name: 'Stay in the loop' })).toBeVisible()
  await expect(footer.locator('input[type="hidden"][name="language"]')).toHaveValue('en')
  await footer.getByLabel('Your email address').fill(email)
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByText(/We have just sent you a confirmation email/)).toBeVisible()
  expect(await query(`select status, language from newsletter_subscriptions where email = $1`, [email])).toEqual([
    { status: 'pending', language: 'en' },
  ])
  await expect.poll(() => outboxEmails(email).length).toBe(1)
  const mail = outboxEmails(email)[0]!
  expect(mail).toContain('Subject: Confirm your subscription to the Morel Digital newsletter')
  expect(mail).toContain('Hello,')
  expect(mail).toContain('This link is valid for 7 days; after that, please sign up again.')
  expect(mail).not.toMatch(/Bonjour|Confirmer|inscription|\u00a0:/)
  const link = /Confirm my subscription: (\S+)/.exec(mail)![1]!
  await page.goto(link)
  await expect(page).toHaveURL(/\/en\/newsletter\/confirm\?id=/)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page).toHaveURL(/\/en\/newsletter\/confirmed$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible()
  expect(await query(`select status, language from newsletter_subscriptions where email = $1`, [email])).toEqual([
    { status: 'confirmed', language: 'en' },
  ])
  expect(problems()).toEqual([])
})

test('newsletter: the English blog index’s own form (a kept page) subscribes in English', async ({ page }) => {
  const problems = watchConsole(page)
  const email = `${unique('blogreader')}@example.com`
  await page.goto('/en/blog')
  await hydrated(page)
  const form = page.getByRole('main').locator('form[data-island="newsletter"]')
  await form.getByLabel('Your email address').fill(email)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByText(/We have just sent you a confirmation email/)).toBeVisible()
  expect(await query(`select status, language from newsletter_subscriptions where email = $1`, [email])).toEqual([
    { status: 'pending', language: 'en' },
  ])
  await expect.poll(() => outboxEmails(email).length).toBe(1)
  expect(outboxEmails(email)[0]).toContain('Subject: Confirm your subscription to the Morel Digital newsletter')
  expect(problems()).toEqual([])
})

test('newsletter: a subscription the function refuses gives the English reason', async ({ page }) => {
  await page.route('**/functions/v1/newsletter-subscribe', async (route) => {
    const request = route.request()
    if (request.method() !== 'POST') return route.continue()
    return route.continue({ postData: JSON.stringify({ ...request.postDataJSON(), email: MALFORMED_EMAIL }) })
  })
  const email = `${unique('refusedreader')}@example.com`
  await page.goto('/en/about')
  await hydrated(page)
  const footer = page.getByRole('contentinfo')
  await footer.getByLabel('Your email address').fill(email)
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByText(`Your subscription did not go through: ${INVALID_EMAIL_REASON}`)).toBeVisible()
  await expect(footer.getByLabel('Your email address')).toHaveValue(email)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the English form posts to the function and lands on the English confirmation page', async ({ page }) => {
    await page.goto('/en/contact')
    const name = unique('NoScript')
    await fillContact(page, name)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(/\/en\/contact\/thank-you$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Message sent!' })).toBeVisible()
    await expectStoredInEnglishAndNotifiedInFrench(name, 'audit-seo')
  })

  test('a refused English form lands on the English error page, which gives the reason in English once hydrated; back on the form, what was typed is there', async ({
    page,
    browser,
  }) => {
    await page.goto('/en/contact')
    const name = unique('NoScriptRefused')
    await fillContact(page, name, { email: MALFORMED_EMAIL })
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(/\/en\/contact\/error\?motif=missing$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Your message was not sent' })).toBeVisible()
    await expect(page.getByText(/your browser has kept what you typed/)).toBeVisible()
    expect(await query(`select 1 from contact_requests where name = $1`, [name])).toHaveLength(0)
    // The reason (?motif=…) is shown by the page's script: the same address in a browser that runs it.
    const context = await browser.newContext({ javaScriptEnabled: true })
    try {
      const scripted = await context.newPage()
      await scripted.goto(page.url())
      await hydrated(scripted)
      await expect(scripted.getByRole('main').getByRole('status')).toHaveText(
        `Reason: ${MISSING_REASON.charAt(0).toUpperCase()}${MISSING_REASON.slice(1)}`,
      )
    } finally {
      await context.close()
    }
    await page.goBack()
    await expect(page).toHaveURL(/\/en\/contact$/)
    await expect(contactForm(page).getByLabel('Full name')).toHaveValue(name)
    await expect(contactForm(page).getByLabel('Email address')).toHaveValue(MALFORMED_EMAIL)
    await expect(contactForm(page).getByLabel('Your message')).toHaveValue(`Hello, I would like a quote. ${name}`)
  })

  test('the footer’s newsletter posts to the function and lands on the English sign-up page', async ({ page }) => {
    const email = `${unique('noscriptreader')}@example.com`
    await page.goto('/en/about')
    const footer = page.getByRole('contentinfo')
    await footer.getByLabel('Your email address').fill(email)
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL(/\/en\/newsletter\/sign-up$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()
    expect(await query(`select status, language from newsletter_subscriptions where email = $1`, [email])).toEqual([
      { status: 'pending', language: 'en' },
    ])
    await expect.poll(() => outboxEmails(email).length).toBe(1)
    expect(outboxEmails(email)[0]).toMatch(/Confirm my subscription: \S+language=en/)
  })

  for (const [action, linkText, button, landing] of [
    ['confirm', 'Confirm my subscription', 'Confirm my subscription', '/en/newsletter/confirmed'],
    ['unsubscribe', 'Unsubscribe', 'Unsubscribe me', '/en/newsletter/unsubscribed'],
  ] as const) {
    test(`the English e-mail's ${action} link opens an English page whose button does it`, async ({
      page,
      request,
    }) => {
      const email = `${unique(`noscript-${action}`)}@example.com`
      await page.goto('/en/about')
      await page.getByRole('contentinfo').getByLabel('Your email address').fill(email)
      await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click()
      await expect(page).toHaveURL(/\/en\/newsletter\/sign-up$/)
      await expect.poll(() => outboxEmails(email).length).toBe(1)
      // A line of its own: the List-Unsubscribe header holds the words too.
      const link = new RegExp(`^${linkText}: (\\S+)$`, 'm').exec(outboxEmails(email)[0]!)![1]!
      await page.goto(link)
      await expect(page).toHaveURL(/\/en\/newsletter\/(confirm|unsubscribe)\?id=/)
      // Without JavaScript the button's form carries no id nor token: the page's address reaches the function as
      // the Referer, in full.
      const headers = (await request.get(new URL(page.url()).pathname)).headers()
      expect(headers['referrer-policy']).toBe('no-referrer-when-downgrade')
      await page.getByRole('button', { name: button }).click()
      await expect(page).toHaveURL(new RegExp(`${landing}$`))
      const rows = await query(`select status, language from newsletter_subscriptions where email = $1`, [email])
      expect(rows).toEqual(action === 'confirm' ? [{ status: 'confirmed', language: 'en' }] : [])
    })
  }
})
