import { axeViolations } from '../../scripts/audit/a11y'
import { expect, test, type Page } from '@playwright/test'
import { readServiceFiles } from '../../src/build/service-files'
import { hydrated, rawHtml, watchConsole } from './site'
import { contentFile } from '../../src/build/content-files.ts'

const site = contentFile<typeof import('../../content/site.json')>('content/site.json')

/** The PBN page's video block (content/services/creer-pbn-seo.json). */
const pbnVideo = (
  readServiceFiles().find((service) => service.id === 'creer-pbn-seo')!.data.sections as { type: string }[]
).find((section) => section.type === 'video') as unknown as { play: string; videoTitle: string }

/** What each page must show in its pre-rendered HTML: its H1, and the prices and figures the spec gives it. */
const routes: Record<string, { h1: RegExp; figures: string[]; jsonLd: string[]; contact?: string }> = {
  '/services': {
    h1: /^Nos services de marketing digital$/,
    figures: [
      'SEO &amp; référencement',
      'SEO local',
      'SEO IA',
      'Création de sites web',
      'Stratégie netlinking',
      'Génération de leads',
      'Formation SEO',
      'Audit SEO',
      'Demander un devis gratuit',
    ],
    jsonLd: ['BreadcrumbList'],
  },
  '/services/seo-ia': {
    h1: /^SEO IA/,
    figures: ['À partir de 97 €', 'sous 24 h ouvrées', 'Audit d’indexabilité', 'Mesure continue'],
    jsonLd: ['BreadcrumbList', 'Service', 'FAQPage'],
    contact: 'seo-ia',
  },
  '/services/creation-site': {
    h1: /site web/,
    figures: [
      'Démarrer mon projet',
      '397 €',
      '997 €',
      'Sur-Mesure',
      'Sur devis',
      'Jusqu’à 6 pages',
      'Jusqu’à 14 pages',
      'Pages illimitées',
      'Hébergement et nom de domaine compris la 1re année, puis 149 € par an',
      'Hébergement et nom de domaine compris la 1re année, puis 249 € par an',
      'Blog de 5 articles',
      'Blog de 12 articles',
      'Populaire',
    ],
    jsonLd: ['BreadcrumbList', 'Service', 'FAQPage'],
  },
  '/services/audit-seo': {
    h1: /^Audit SEO/,
    figures: [
      'Test gratuit d’une page',
      'Audit complet personnalisé',
      'À partir de 297 €',
      '2 à 4 semaines',
      '6 à 8 semaines',
      '50 à 100 pages',
      'Google Search Console',
      'PageSpeed Insights',
      'Gratuit',
      'Payant',
    ],
    jsonLd: ['BreadcrumbList', 'Service', 'FAQPage'],
    contact: 'audit-seo',
  },
  '/services/seo': {
    h1: /Référencement naturel/,
    figures: [
      'À partir de 97 €',
      '93 %',
      '3 à 6 mois',
      '6 à 12 mois',
      'Recherche vocale',
      'Expérience utilisateur',
      'Intelligence artificielle',
    ],
    jsonLd: ['BreadcrumbList', 'Service', 'FAQPage'],
  },
  '/services/seo-local': {
    h1: /^SEO local/,
    figures: [
      'Commencer – 79 €/mois',
      'Top 3',
      '+200 %',
      '30 jours',
      '88 %',
      '46 %',
      '60 %',
      '+40 %',
      '75 %',
      'Résiliable à tout moment',
      'Sans engagement de durée',
      'Paiement sécurisé',
      'Support inclus',
    ],
    jsonLd: ['BreadcrumbList', 'Service'],
  },
  '/services/seo-local/nos-realisations': {
    h1: /4 entreprises/,
    figures: [
      'Biarritz',
      'Saint-Jean-de-Luz',
      'Oloron-Sainte-Marie',
      'La Rochelle',
      'Top 1',
      'Top 3',
      '100 %',
      'Passer à l’action – 79 €/mois',
      'terrasse bois Biarritz',
    ],
    jsonLd: ['BreadcrumbList'],
  },
  '/services/netlinking': {
    h1: /^Netlinking/,
    figures: ['À partir de 15 €/backlink', '3 à 6 mois', 'Demander un devis netlinking'],
    jsonLd: ['BreadcrumbList', 'Service', 'FAQPage'],
    contact: 'strategie-netlinking',
  },
  '/services/creer-pbn-seo': {
    h1: /PBN/,
    figures: [
      'À partir de 497 €',
      'Glossaire du PBN',
      '3 à 5 domaines',
      '30 à 60 jours',
      '2 à 4 semaines',
      '1 à 3 mois',
    ],
    jsonLd: ['BreadcrumbList', 'Service'],
  },
  '/services/generation-leads': {
    h1: /^Génération de leads/,
    figures: ['À partir de 397 €', '+250 %', '−40 %', '85 %', '6 mois', 'Démarrer ma stratégie de leads'],
    jsonLd: ['BreadcrumbList', 'Service', 'FAQPage'],
    contact: 'generer-du-lead',
  },
  '/services/formation-seo': {
    h1: /^Formation SEO/,
    figures: [
      'À partir de 97 €',
      '500+',
      '95 %',
      '24 h/24',
      '25 h',
      '30 h',
      '35 h',
      '40 h',
      '45 h',
      '50 h',
      'Demander des informations',
      'Sophie Laurent',
      'Claire Dubois',
    ],
    jsonLd: ['BreadcrumbList', 'Service', 'FAQPage'],
    contact: 'vous-former',
  },
  '/services/automatisation': {
    h1: /^Automatisation/,
    figures: [
      'À partir de 397 €',
      '40 %',
      '95 %',
      '200 %',
      '12 mois',
      '1 à 2 semaines',
      '4 à 6 semaines',
      'Demander une consultation',
    ],
    jsonLd: ['BreadcrumbList', 'Service', 'FAQPage'],
    contact: 'automatiser-un-process',
  },
}

const text = (html: string) => html.replace(/\u00a0/g, ' ').replace(/&#x27;/g, "'")

for (const [path, expected] of Object.entries(routes)) {
  test(`${path} answers 200 with its H1, figures and structured data in the HTML itself`, async ({ request }) => {
    const { status, html } = await rawHtml(request, path)
    expect(status).toBe(200)
    const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => text(match[1]!.replace(/<[^>]+>/g, '')))
    expect(h1s).toHaveLength(1)
    expect(h1s[0]).toMatch(expected.h1)
    const body = text(html)
    for (const figure of expected.figures) expect(body, `${path} : ${figure}`).toContain(figure.replace(/\u00a0/g, ' '))
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1]!),
    )
    expect(jsonLd.map((entity) => entity['@type'])).toEqual(expected.jsonLd)
    for (const entity of jsonLd) expect(entity['@context']).toBe('https://schema.org')
    const contact = /data-contact-section="([^"]*)"/.exec(html)
    if (expected.contact === undefined) expect(contact).toBeNull()
    else expect(contact?.[1]).toBe(expected.contact)
  })
}

test('the list links each of its eight cards to its service page', async ({ page }) => {
  await page.goto('/services')
  await hydrated(page)
  const more = page.getByRole('main').getByRole('link', { name: /^En savoir plus/ })
  await expect(more).toHaveCount(8)
  const hrefs = await more.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual([
    '/services/seo',
    '/services/seo-local',
    '/services/seo-ia',
    '/services/creation-site',
    '/services/netlinking',
    '/services/generation-leads',
    '/services/formation-seo',
    '/services/audit-seo',
  ])
  await expect(page.getByRole('link', { name: 'Demander un devis gratuit' })).toHaveAttribute('href', '/contact')
})

test.describe('payment links', () => {
  test.beforeEach(async ({ context }) => {
    await context.route('https://buy.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Paiement</title>' }),
    )
  })

  test('the plans open their payment pages in a new tab; the third plan goes to the contact page', async ({ page }) => {
    await page.goto('/services/creation-site')
    await hydrated(page)
    const pricing = page.locator('#tarifs')
    for (const [name, href] of [
      ['Commander l’Essentielle : acompte de 30 %', site.paymentLinks.creationEssentielle],
      ['Commander l’Avancée : acompte de 30 %', site.paymentLinks.creationAvancee],
    ] as const) {
      // The accessible name may turn a non-breaking space into a plain one.
      const link = pricing.getByRole('link', { name: new RegExp(name.replace(/\s/g, '\\s')) })
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
      expect(popup.url()).toBe(href)
      // noopener: the payment page cannot reach back into this one.
      expect(await popup.evaluate(() => window.opener)).toBeNull()
      await popup.close()
    }
    await expect(page).toHaveURL(/\/services\/creation-site$/)
    await expect(pricing.getByRole('link', { name: 'Demander un devis Sur-Mesure' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  test('the local SEO offer opens its payment page in a new tab, from the service page and from the cases', async ({
    page,
  }) => {
    for (const [path, name, count] of [
      ['/services/seo-local', 'Commencer – 79 €/mois', 2],
      ['/services/seo-local/nos-realisations', 'Passer à l’action – 79 €/mois', 1],
    ] as const) {
      await page.goto(path)
      await hydrated(page)
      // The accessible name may turn a non-breaking space into a plain one.
      const links = page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(name.replace(/[€/]/g, '.').replace(/\s/g, '\\s')) })
      await expect(links).toHaveCount(count)
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('href', site.paymentLinks.seoLocal)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
      const [popup] = await Promise.all([page.waitForEvent('popup'), links.first().click()])
      expect(popup.url()).toBe(site.paymentLinks.seoLocal)
      await popup.close()
    }
  })
})

/** Serves stand-ins for the provider's two scripts and counts the requests for each. */
async function fakeWidget(page: Page) {
  const requests = { manager: 0, widget: 0 }
  await page.route(`${new URL(site.auditWidget.managerScript).origin}/**`, (route) => {
    const url = route.request().url()
    if (url === site.auditWidget.managerScript) {
      requests.manager++
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__managerRuns = (window.__managerRuns || 0) + 1',
      })
    }
    if (url === site.auditWidget.widgetScript) {
      requests.widget++
      // Like an embed script: it draws its form next to its tag when it runs, and its init draws it again where missing.
      return route.fulfill({
        contentType: 'text/javascript',
        body: `window.${site.auditWidget.initFunction} = function () {
          document.querySelectorAll('script[data-type="form"][data-id="${site.auditWidget.widgetId}"]').forEach(function (tag) {
            if (tag.parentElement.querySelector('.fake-widget')) return
            var form = document.createElement('p'); form.className = 'fake-widget'; form.textContent = 'Formulaire du fournisseur'
            tag.parentElement.appendChild(form)
          })
        }
        window.${site.auditWidget.initFunction}()`,
      })
    }
    return route.fulfill({ status: 404 })
  })
  return requests
}

test.describe('free one-page audit', () => {
  test('opens as a modal, loads the widget scripts once over two openings, closes with Escape and the close button, and gives focus back', async ({
    page,
  }) => {
    const problems = watchConsole(page)
    const requests = await fakeWidget(page)
    await page.goto('/services/audit-seo')
    await hydrated(page)
    expect(requests).toEqual({ manager: 0, widget: 0 })

    const [heroButton, closingButton] = await page.getByRole('button', { name: 'Test gratuit d’une page' }).all()
    const dialog = page.getByRole('dialog', { name: 'Audit gratuit d’une page' })
    await heroButton!.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('.fake-widget')).toHaveCount(1)
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
    // Sizes of the spec: at most 2xl wide and 80 % of the viewport high, a widget area of at least 400 px.
    const box = (await dialog.boundingBox())!
    expect(box.width).toBeLessThanOrEqual(672)
    expect(box.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.8 + 1)
    expect(
      await dialog
        .locator('script[data-type="form"]')
        .evaluate((tag) => tag.parentElement!.getBoundingClientRect().height),
    ).toBeGreaterThanOrEqual(400)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(heroButton!).toBeFocused()
    // The widget goes with the dialog's close event, which the browser sends a moment after closing it.
    await expect(page.locator('dialog script, dialog .fake-widget')).toHaveCount(0)

    await closingButton!.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('.fake-widget')).toHaveCount(1)
    await dialog.getByRole('button', { name: 'Fermer l’audit gratuit' }).click()
    await expect(dialog).toBeHidden()
    await expect(closingButton!).toBeFocused()

    expect(requests).toEqual({ manager: 1, widget: 1 })
    expect(await page.evaluate(() => (window as unknown as { __managerRuns: number }).__managerRuns)).toBe(1)
    expect(problems()).toEqual([])
  })

  test('keeps focus inside while open, and its full-audit link closes it and scrolls to the contact section', async ({
    page,
  }) => {
    await fakeWidget(page)
    await page.goto('/services/audit-seo')
    await hydrated(page)
    await page.getByRole('button', { name: 'Test gratuit d’une page' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Audit gratuit d’une page' })
    await expect(dialog).toBeVisible()
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(
          () => document.activeElement?.closest('dialog') !== null || document.activeElement === document.body,
        ),
      ).toBe(true)
    }
    await dialog.getByRole('link', { name: /Demander un audit complet personnalisé/ }).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator('#contact')).toBeInViewport()
    await expect(page.locator('#contact h2')).toBeFocused()
  })

  test('has no WCAG 2.1 AA violation while open', async ({ page }) => {
    await fakeWidget(page)
    await page.goto('/services/audit-seo')
    await hydrated(page)
    await page.getByRole('button', { name: 'Test gratuit d’une page' }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await axeViolations(page as never)).toEqual([])
  })

  test('still loads the widget when the page was reached by a link of the site (which loads it as its own document)', async ({
    page,
  }) => {
    const problems = watchConsole(page)
    const requests = await fakeWidget(page)
    await page.goto('/services')
    await hydrated(page)
    await page.getByRole('link', { name: 'En savoir plus : Audit SEO' }).click()
    await expect(page).toHaveURL(/\/services\/audit-seo$/)
    await expect(page.locator('html[data-page="service-audit-seo"]')).toHaveCount(1)
    await page.getByRole('button', { name: 'Test gratuit d’une page' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Audit gratuit d’une page' })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('.fake-widget')).toHaveCount(1)
    expect(requests).toEqual({ manager: 1, widget: 1 })
    expect(problems()).toEqual([])
  })
})

test.describe('FAQ accordions', () => {
  const exclusive = async (page: Page) => {
    const items = page.locator('#faq details')
    const summaries = page.locator('#faq summary')
    await summaries.nth(0).click()
    await expect(items.nth(0)).toHaveAttribute('open', '')
    await summaries.nth(1).click()
    await expect(items.nth(1)).toHaveAttribute('open', '')
    await expect(items.nth(0)).not.toHaveAttribute('open')
    await summaries.nth(1).click()
    await expect(items.nth(1)).not.toHaveAttribute('open')
    await expect(page.locator('#faq details[open]')).toHaveCount(0)
  }

  test('one item open at a time, and the open one closes', async ({ page }) => {
    await page.goto('/services/creation-site')
    await hydrated(page)
    await exclusive(page)
  })

  test('work the same without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/services/audit-seo')
    await exclusive(page)
    await context.close()
  })
})

test('the PBN video makes no third-party request until the visitor presses play', async ({ page }) => {
  const problems = watchConsole(page)
  const thirdParty: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') thirdParty.push(request.url())
  })
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Lecteur</title>' }),
  )
  await page.goto('/services/creer-pbn-seo')
  await hydrated(page)
  const play = page.getByRole('button', { name: pbnVideo.play })
  await play.scrollIntoViewIfNeeded()
  await page.waitForTimeout(300)
  expect(thirdParty).toEqual([])
  await expect(page.locator('iframe')).toHaveCount(0)

  await play.click()
  const frame = page.locator('iframe')
  await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${site.videos.pbn}?autoplay=1`)
  await expect(frame).toHaveAttribute('title', pbnVideo.videoTitle)
  await expect.poll(() => thirdParty).toEqual([`https://www.youtube-nocookie.com/embed/${site.videos.pbn}?autoplay=1`])
  expect(problems()).toEqual([])
})

test('the page hero buttons of netlinking lead to the quote and results sections of the page', async ({ page }) => {
  await page.goto('/services/netlinking')
  await hydrated(page)
  await page.getByRole('link', { name: 'Démarrer ma stratégie' }).click()
  await expect(page.locator('#contact')).toBeInViewport()
  // Let the smooth scroll end (the browser finishes it even if another in-page link is followed meanwhile).
  let last = -1
  await expect
    .poll(
      async () => {
        const previous = last
        last = await page.evaluate(() => window.scrollY)
        return previous === last
      },
      { intervals: [200] },
    )
    .toBe(true)
  // A second in-page link, from further down: the page scrolls back up to it.
  await page.getByRole('link', { name: 'Voir les résultats' }).evaluate((link: HTMLElement) => link.click())
  await expect(page.locator('#resultats')).toBeInViewport()
  await expect(page.locator('#contact')).not.toBeInViewport()
  await expect(page.locator('main a[href="/services/generation-leads"]')).toHaveCount(1)
})

test('a service page reached by a client navigation renders, takes its head and focuses its heading', async ({
  page,
}) => {
  const problems = watchConsole(page)
  await page.goto('/services')
  await hydrated(page)
  await page.getByRole('link', { name: 'En savoir plus : SEO IA' }).click()
  await expect(page).toHaveURL(/\/services\/seo-ia$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('SEO IA')
  await expect(page.locator('main h1')).toBeFocused()
  await expect(page).toHaveTitle(/SEO IA/)
  const types = () =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)['@type']))
  await expect.poll(types).toEqual(['BreadcrumbList', 'Service', 'FAQPage'])
  expect(problems()).toEqual([])
})

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })
  test('no service page scrolls sideways', async ({ page }) => {
    for (const path of Object.keys(routes)) {
      await page.goto(path)
      await hydrated(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375)
    }
  })
})
